package javax.realtime;

/** Stand-in, RTSJ 2.0 shape of PriorityParameters.setPriority (1.0.2: void; 2.0: returns this, deprecated). */
abstract class PrioritySetter extends SchedulingParameters {
    volatile int priority;

    PrioritySetter(int priority) {
        this.priority = priority;
    }

    public PriorityParameters setPriority(int priority) {
        this.priority = priority;
        return (PriorityParameters) this;
    }
}
