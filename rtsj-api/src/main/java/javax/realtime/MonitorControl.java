package javax.realtime;

/**
 * RTSJ 1.0.2 / 2.0: the monitor control policy (priority inversion avoidance) of all monitors or of one.
 * Since RTSJ 1.0.1 the setters return the previous policy.
 */
public abstract class MonitorControl {
    protected MonitorControl() {
    }

    public static MonitorControl getMonitorControl() {
        throw CompileOnly.error();
    }

    public static MonitorControl getMonitorControl(Object monitor) {
        throw CompileOnly.error();
    }

    public static MonitorControl setMonitorControl(MonitorControl policy) {
        throw CompileOnly.error();
    }

    public static MonitorControl setMonitorControl(Object monitor, MonitorControl policy) {
        throw CompileOnly.error();
    }
}
