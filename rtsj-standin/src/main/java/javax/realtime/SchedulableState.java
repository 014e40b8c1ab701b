package javax.realtime;

/**
 * Not an RTSJ class: the scheduling and release parameters a realtime thread or event handler holds. The
 * setters that change them differ between RTSJ 1.0.2 (void) and 2.0 (return {@code Schedulable}), so they
 * live in the shape-specific superclasses ({@code ThreadSetters}, {@code HandlerSetters} in
 * src/rtsj102 and src/rtsj20); what they do is here, once.
 */
final class SchedulableState {
    private volatile SchedulingParameters scheduling;
    private volatile ReleaseParameters release;

    SchedulableState(SchedulingParameters scheduling, ReleaseParameters release) {
        scheduling(scheduling);
        this.release = release;
    }

    SchedulingParameters scheduling() {
        return scheduling;
    }

    /** As the spec's default: null means the scheduler's norm priority. */
    void scheduling(SchedulingParameters scheduling) {
        PriorityParameters.check(scheduling);
        this.scheduling = scheduling != null
                ? scheduling
                : new PriorityParameters(PriorityScheduler.instance().getNormPriority());
    }

    ReleaseParameters release() {
        return release;
    }

    void release(ReleaseParameters release) {
        this.release = release;
    }
}
