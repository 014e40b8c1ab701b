package rtjbench.core.bench;

/** Set once, by the watchdog or a signal, to end a run early; read by every loop between iterations. */
public final class StopFlag {
    private volatile String reason;

    public boolean isSet() {
        return reason != null;
    }

    public void set(String why) {
        if (reason == null) {
            reason = why;
        }
    }

    /** Why the run was stopped, or null. */
    public String reason() {
        return reason;
    }
}
