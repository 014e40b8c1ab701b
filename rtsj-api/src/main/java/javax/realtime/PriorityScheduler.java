package javax.realtime;

/** RTSJ 1.0.2 / 2.0: the fixed-priority preemptive scheduler every RTSJ VM has (at least 28 priorities). */
public class PriorityScheduler extends Scheduler {
    protected PriorityScheduler() {
        throw CompileOnly.error();
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

    public int getNormPriority() {
        throw CompileOnly.error();
    }

    @Override
    public String getPolicyName() {
        throw CompileOnly.error();
    }
}
