package javax.realtime;

/** RTSJ 1.0.2 / 2.0: base of schedulers. */
public abstract class Scheduler {
    protected Scheduler() {
    }

    public static Scheduler getDefaultScheduler() {
        throw CompileOnly.error();
    }

    public abstract String getPolicyName();
}
