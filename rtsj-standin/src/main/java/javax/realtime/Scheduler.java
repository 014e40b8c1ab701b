package javax.realtime;

/** Stand-in: base of schedulers. */
public abstract class Scheduler {
    protected Scheduler() {}

    public static Scheduler getDefaultScheduler() {
        return PriorityScheduler.instance();
    }

    public abstract String getPolicyName();
}
