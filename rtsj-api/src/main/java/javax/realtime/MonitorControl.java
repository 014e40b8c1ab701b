package javax.realtime;

/**
 * The monitor control policy of one monitor. Both setters return the previous policy since 1.0.1. 2.0 adds
 * that the caller must hold the monitor's lock when it sets the monitor's policy.
 */
public abstract class MonitorControl {
    MonitorControl() {
    }

    public static MonitorControl getMonitorControl(Object monitor) {
        throw CompileOnly.error();
    }

    public static MonitorControl setMonitorControl(Object monitor, MonitorControl policy) {
        throw CompileOnly.error();
    }
}
