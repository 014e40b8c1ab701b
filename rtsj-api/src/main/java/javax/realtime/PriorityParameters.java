package javax.realtime;

/** A priority for the PriorityScheduler. setPriority is not here: void in 1.0.2, returns PriorityParameters in 2.0. */
public class PriorityParameters extends SchedulingParameters {
    public PriorityParameters(int priority) {
        throw CompileOnly.error();
    }
}
