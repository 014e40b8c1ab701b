package javax.realtime;

/**
 * Stand-in, RTSJ 1.0.2: the setters return void. Superclass of AsyncEventHandler so that the handler itself
 * is shared by both shapes.
 */
abstract class HandlerSetters {
    final SchedulableState state;

    HandlerSetters(SchedulableState state) {
        this.state = state;
    }

    public void setSchedulingParameters(SchedulingParameters scheduling) {
        state.scheduling(scheduling);
    }

    public void setReleaseParameters(ReleaseParameters release) {
        state.release(release);
    }
}
