package javax.realtime;

/**
 * The monitor control policy of one monitor. Both setters return the previous policy since 1.0.1. 2.0 adds
 * that the caller must hold the monitor's lock when it sets the monitor's policy.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/MonitorControl.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/MonitorControl.java.
 */
public abstract class MonitorControl {
    MonitorControl() {}

    public static MonitorControl getMonitorControl(Object monitor) {
        throw CompileOnly.error();
    }

    public static MonitorControl setMonitorControl(Object monitor, MonitorControl policy) {
        throw CompileOnly.error();
    }
}
