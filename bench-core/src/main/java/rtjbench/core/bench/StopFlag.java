package rtjbench.core.bench;

/**
 * Raised once to end a run's loops, which read it between iterations. Two ways to raise it: {@link #set}
 * by the watchdog, a signal or a failure, with the reason the run is incomplete; {@link #finish} when a run
 * given a {@code duration} has run for it, which leaves the run complete.
 */
public final class StopFlag {
    private volatile boolean raised;
    private volatile String reason;

    /** Whether the loops should stop (read between iterations, outside timed regions). */
    public boolean isSet() {
        return raised;
    }

    public void set(String why) {
        if (reason == null) {
            reason = why;
        }
        raised = true;
    }

    /** The run reached its planned end: the loops stop, and the run stays complete. */
    public void finish() {
        raised = true;
    }

    /** Why the run was stopped early (so it is incomplete), or null. */
    public String reason() {
        return reason;
    }
}
