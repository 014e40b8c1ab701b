package javax.realtime;

import java.util.IdentityHashMap;

/** Stand-in: records the default and per-monitor policies (Java monitors do not change behaviour). */
public abstract class MonitorControl {
    private static volatile MonitorControl defaultPolicy;
    private static final IdentityHashMap<Object, MonitorControl> PER_MONITOR =
            new IdentityHashMap<Object, MonitorControl>();

    protected MonitorControl() {}

    public static MonitorControl getMonitorControl() {
        MonitorControl p = defaultPolicy;
        return p != null ? p : PriorityInheritance.instance();
    }

    public static MonitorControl getMonitorControl(Object monitor) {
        synchronized (PER_MONITOR) {
            MonitorControl p = PER_MONITOR.get(monitor);
            return p != null ? p : getMonitorControl();
        }
    }

    public static MonitorControl setMonitorControl(MonitorControl policy) {
        if (policy == null) {
            throw new IllegalArgumentException("policy is null");
        }
        MonitorControl previous = getMonitorControl();
        defaultPolicy = policy;
        return previous;
    }

    public static MonitorControl setMonitorControl(Object monitor, MonitorControl policy) {
        if (monitor == null || policy == null) {
            throw new IllegalArgumentException("monitor and policy must not be null");
        }
        Shape.checkPolicyChange(monitor);
        synchronized (PER_MONITOR) {
            MonitorControl previous = getMonitorControl(monitor);
            PER_MONITOR.put(monitor, policy);
            return previous;
        }
    }
}
