package javax.realtime;

/** The fixed-priority preemptive scheduler every RTSJ VM has (abstract in 2.0). */
public abstract class PriorityScheduler extends Scheduler {
    PriorityScheduler() {
    }

    public static PriorityScheduler instance() {
        throw CompileOnly.error();
    }

    public int getMaxPriority() {
        throw CompileOnly.error();
    }

    public int getMinPriority() {
        throw CompileOnly.error();
    }
}
