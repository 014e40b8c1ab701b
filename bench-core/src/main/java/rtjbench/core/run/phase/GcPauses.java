package rtjbench.core.run.phase;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every collection the VM reports, one by one, with its duration: from the GC notifications HotSpot's collector
 * beans emit ({@code com.sun.management.gc.notification}), received on the VM's own notification thread. Found
 * and subscribed by reflection (a VM without {@code javax.management} notifications, such as a small embedded
 * one, gives an unavailable source, named). Beans that report concurrent cycles rather than pauses ({@code ZGC
 * Cycles}, {@code Shenandoah Cycles}, {@code G1 Concurrent GC}) are kept apart: their durations are not pauses.
 * <p>
 * Times come as milliseconds since an origin of the VM's own (not the runtime bean's uptime: HotSpot's differs
 * from it by the VM's start-up, 100 ms or more). They are put on {@code System.nanoTime} by the smallest
 * difference seen between a notification's arrival and its collection's end: the notification that came
 * quickest says where the origin lies, to within its delivery time and the milliseconds. A pause counts in the
 * measured phase when it started at or after the phase's start. Durations are whole milliseconds, the beans'
 * resolution.
 */
public final class GcPauses {
    /** The most pauses kept one by one; beyond it they are only counted. */
    static final int MAX_KEPT = 10_000;

    private static final String NOTIFICATION = "com.sun.management.gc.notification";

    /** One collection as reported. */
    public static final class Pause {
        public final String collector;
        public final String action;
        public final String cause;
        /** Start and end in ms from the VM's GC time origin, as the bean gives them. */
        final long startMillis;

        final long endMillis;
        /** System.nanoTime when the notification arrived. */
        final long arrivedNanos;

        public final long durationNanos;
        public final boolean concurrent;
        /** Start on System.nanoTime (ms resolution), set from the origin known when it is read. */
        public long startNanos;

        Pause(
                String collector,
                String action,
                String cause,
                long startMillis,
                long endMillis,
                long arrivedNanos,
                long durationNanos,
                boolean concurrent) {
            this.collector = collector;
            this.action = action;
            this.cause = cause;
            this.startMillis = startMillis;
            this.endMillis = endMillis;
            this.arrivedNanos = arrivedNanos;
            this.durationNanos = durationNanos;
            this.concurrent = concurrent;
        }
    }

    private final List<Pause> pauses = new ArrayList<>();
    private final List<Object[]> subscriptions = new ArrayList<>();
    private long dropped;
    private String source;
    /** System.nanoTime at the GC time origin: the smallest arrival less end seen so far. */
    private long originNanos = Long.MAX_VALUE;

    /** Starts listening; where the VM offers no notifications the source says why and nothing is recorded. */
    public synchronized void start() {
        try {
            Class<?> emitter = Class.forName("javax.management.NotificationEmitter");
            Class<?> listenerType = Class.forName("javax.management.NotificationListener");
            Class<?> filterType = Class.forName("javax.management.NotificationFilter");
            Method add = emitter.getMethod("addNotificationListener", listenerType, filterType, Object.class);
            List<String> names = new ArrayList<>();
            for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
                if (!emitter.isInstance(bean)) {
                    continue;
                }
                Object listener = Proxy.newProxyInstance(
                        GcPauses.class.getClassLoader(), new Class<?>[] {listenerType}, new Listener());
                add.invoke(bean, listener, null, null);
                subscriptions.add(new Object[] {bean, listener});
                names.add(bean.getName());
            }
            source = names.isEmpty()
                    ? "unavailable: no collector bean emits notifications"
                    : "GC notifications (" + String.join(", ", names) + ")";
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            source = "unavailable: " + e;
        }
    }

    /** Stops listening (what was received stays). */
    public synchronized void stop() {
        for (Object[] s : subscriptions) {
            try {
                Class<?> listenerType = Class.forName("javax.management.NotificationListener");
                s[0].getClass()
                        .getMethod("removeNotificationListener", listenerType)
                        .invoke(s[0], s[1]);
            } catch (ReflectiveOperationException | RuntimeException e) {
                // the bean keeps a listener that records into a finished list: harmless
            }
        }
        subscriptions.clear();
    }

    public synchronized String source() {
        return source;
    }

    /** The pauses (not concurrent cycles) that started in [fromNanos, toNanos). */
    public synchronized List<Pause> pauses(long fromNanos, long toNanos) {
        List<Pause> in = new ArrayList<>();
        for (Pause p : pauses) {
            if (!p.concurrent && p.startNanos >= fromNanos && p.startNanos < toNanos) {
                in.add(p);
            }
        }
        return in;
    }

    /** Every collection received so far, pauses and cycles. */
    public synchronized List<Pause> all() {
        return new ArrayList<>(pauses);
    }

    synchronized void record(Pause p) {
        long origin = p.arrivedNanos - p.endMillis * 1_000_000L;
        if (origin < originNanos) {
            originNanos = origin;
            for (Pause q : pauses) {
                q.startNanos = originNanos + q.startMillis * 1_000_000L;
            }
        }
        p.startNanos = originNanos + p.startMillis * 1_000_000L;
        if (pauses.size() >= MAX_KEPT) {
            dropped++;
            return;
        }
        pauses.add(p);
    }

    /** Whether a collector bean's collections are concurrent cycles rather than stop-the-world pauses. */
    static boolean concurrentBean(String name) {
        return name.endsWith("Cycles") || name.contains("Concurrent") || name.equals("ZGC");
    }

    /**
     * A phase's pauses as metadata: count, total and longest, and each pause (collector, action, cause, start
     * from {@code fromNanos}, duration), with the concurrent cycles counted apart.
     */
    public synchronized Map<String, Object> toMetadata(long fromNanos, long toNanos) {
        Map<String, Object> m = new LinkedHashMap<>();
        long total = 0;
        long longest = 0;
        int count = 0;
        int cycles = 0;
        long cycleNanos = 0;
        List<Map<String, Object>> each = new ArrayList<>();
        for (Pause p : pauses) {
            if (p.startNanos < fromNanos || p.startNanos >= toNanos) {
                continue;
            }
            if (p.concurrent) {
                cycles++;
                cycleNanos += p.durationNanos;
                continue;
            }
            count++;
            total += p.durationNanos;
            longest = Math.max(longest, p.durationNanos);
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("collector", p.collector);
            e.put("action", p.action);
            e.put("cause", p.cause);
            e.put("start_ms", (p.startNanos - fromNanos) / 1e6);
            e.put("duration_ms", p.durationNanos / 1e6);
            each.add(e);
        }
        m.put("count", count);
        m.put("total_ms", total / 1e6);
        m.put("max_ms", longest / 1e6);
        m.put("pauses", each);
        m.put("concurrent_cycles", cycles);
        m.put("concurrent_ms", cycleNanos / 1e6);
        if (dropped > 0) {
            m.put("not_kept", dropped);
        }
        return m;
    }

    /** Receives one notification: reads its composite data by name, through reflection as well. */
    private final class Listener implements InvocationHandler {
        @Override
        public Object invoke(Object proxy, Method method, Object[] args) {
            if (method.getName().equals("handleNotification") && args != null && args.length >= 1) {
                try {
                    handle(args[0]);
                } catch (ReflectiveOperationException | RuntimeException e) {
                    // a notification of another shape: not a GC one
                }
                return null;
            }
            if (method.getName().equals("equals")) {
                return proxy == args[0];
            }
            if (method.getName().equals("hashCode")) {
                return System.identityHashCode(proxy);
            }
            if (method.getName().equals("toString")) {
                return "rtjbench GC listener";
            }
            return null;
        }

        private void handle(Object notification) throws ReflectiveOperationException {
            String type = (String) notification.getClass().getMethod("getType").invoke(notification);
            if (!NOTIFICATION.equals(type)) {
                return;
            }
            Object data = notification.getClass().getMethod("getUserData").invoke(notification);
            Method get =
                    Class.forName("javax.management.openmbean.CompositeData").getMethod("get", String.class);
            String name = (String) get.invoke(data, "gcName");
            String action = (String) get.invoke(data, "gcAction");
            String cause = (String) get.invoke(data, "gcCause");
            Object info = get.invoke(data, "gcInfo");
            long arrived = System.nanoTime();
            long start = ((Number) get.invoke(info, "startTime")).longValue();
            long end = ((Number) get.invoke(info, "endTime")).longValue();
            long duration = ((Number) get.invoke(info, "duration")).longValue();
            record(new Pause(name, action, cause, start, end, arrived, duration * 1_000_000L, concurrentBean(name)));
        }
    }
}
