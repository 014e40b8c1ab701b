package javax.realtime;

/**
 * Stand-in, RTSJ 2.0: the setters return this, as Schedulable (aicas's 2.0 sources, "@since RTSJ 2.0
 * returns itself"). Superclass of AsyncEventHandler so that the handler itself is shared by both shapes.
 */
abstract class HandlerSetters {
    final SchedulableState state;

    HandlerSetters(SchedulableState state) {
        this.state = state;
    }

    public Schedulable setSchedulingParameters(SchedulingParameters scheduling) {
        state.scheduling(scheduling);
        return (Schedulable) this; // every instance is a RealtimeThread or AsyncEventHandler, both Schedulable
    }

    public Schedulable setReleaseParameters(ReleaseParameters release) {
        state.release(release);
        return (Schedulable) this; // every instance is a RealtimeThread or AsyncEventHandler, both Schedulable
    }
}
