package javax.realtime;

/**
 * Stand-in, RTSJ 2.0: the setters return this, as Schedulable (aicas's 2.0 sources, "@since RTSJ 2.0
 * returns itself"). Superclass of RealtimeThread so that RealtimeThread itself is shared by both shapes.
 */
abstract class ThreadSetters extends Thread {
    final SchedulableState state;

    ThreadSetters(SchedulableState state) {
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
