package javax.realtime;

/** Stand-in: priorities 1..99 (norm 50); it records priorities, the OS schedules the threads. */
public class PriorityScheduler extends Scheduler {
    private static final PriorityScheduler INSTANCE = new PriorityScheduler();

    protected PriorityScheduler() {}

    public static PriorityScheduler instance() {
        return INSTANCE;
    }

    public int getMaxPriority() {
        return StandIn.MAX_PRIORITY;
    }

    public int getMinPriority() {
        return StandIn.MIN_PRIORITY;
    }

    public int getNormPriority() {
        return (StandIn.MIN_PRIORITY + StandIn.MAX_PRIORITY) / 2;
    }

    @Override
    public String getPolicyName() {
        return "FixedPriority (stand-in)";
    }
}
