package javax.realtime;

/** RTSJ 1.0.2 / 2.0: a priority for the PriorityScheduler (range: getMinPriority..getMaxPriority). */
public class PriorityParameters extends SchedulingParameters {
    public PriorityParameters(int priority) {
        throw CompileOnly.error();
    }

    public int getPriority() {
        throw CompileOnly.error();
    }

    public void setPriority(int priority) {
        throw CompileOnly.error();
    }
}
