package javax.realtime;

/** Stand-in, RTSJ 1.0.2 shape of PriorityParameters.setPriority (1.0.2: void; 2.0: returns this, deprecated). */
abstract class PrioritySetter extends SchedulingParameters {
    volatile int priority;

    PrioritySetter(int priority) {
        this.priority = priority;
    }

    public void setPriority(int priority) {
        this.priority = priority;
    }
}
