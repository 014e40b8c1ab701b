package javax.realtime;

/**
 * Stand-in, RTSJ 1.0.2: the setters return void. Superclass of RealtimeThread so that RealtimeThread itself
 * is shared by both shapes.
 */
abstract class ThreadSetters extends Thread {
    final SchedulableState state;

    ThreadSetters(SchedulableState state) {
        this.state = state;
    }

    public void setSchedulingParameters(SchedulingParameters scheduling) {
        state.scheduling(scheduling);
    }

    public void setReleaseParameters(ReleaseParameters release) {
        state.release(release);
    }
}
