package rtjbench.core.run.phase;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.core.jvm.Collectors;
import rtjbench.core.jvm.FailureReason;

/**
 * Every stop-the-world pause the VM's collector made, one by one, with its duration, and its concurrent work,
 * from the first source this VM offers:
 * <ol>
 *   <li>HotSpot's unified logging (JDK 9+, with the DiagnosticCommand bean): the tags {@code gc} (and {@code
 *       gc+phases} under ZGC, whose pauses are logged there) at info level, written by the VM itself into
 *       {@value #LOG_FILE} in the run's folder, each line stamped with System.nanoTime ({@code timenanos}). No
 *       Java code runs per collection; the file is read when the run's threads have ended ({@link GcLog}).
 *       Durations to the microsecond.</li>
 *   <li>the GC notifications HotSpot's collector beans emit ({@code com.sun.management.gc.notification}),
 *       received on the VM's own notification thread, subscribed by reflection (Java 8, OpenJ9, a VM without
 *       the DiagnosticCommand bean). That thread runs Java code for every collection, which the JIT then
 *       compiles: in a warm-up with many collections that delays the moment the JIT goes quiet. Durations are
 *       whole milliseconds, the beans' resolution.</li>
 * </ol>
 * Where neither works the source is {@code unavailable: <why>} and nothing is recorded. The system property
 * {@code rtjbench.gc.pauses} ({@code log}, {@code notifications}) forces one, for tests of the fallback.
 * <p>
 * A notification's times come as milliseconds since an origin of the VM's own (not the runtime bean's uptime:
 * HotSpot's differs from it by the VM's start-up, 100 ms or more). They are put on {@code System.nanoTime} by the
 * smallest difference seen between a notification's arrival and its collection's end: the notification that
 * came quickest says where the origin lies, to within its delivery time and the milliseconds. Beans that report
 * concurrent cycles rather than pauses ({@code ZGC Cycles}, {@code Shenandoah Cycles}, {@code G1 Concurrent
 * GC}) are kept apart: their durations are not pauses.
 * <p>
 * A pause counts in a phase when it started at or after the phase's start.
 */
public final class GcPauses {
    /** The most pauses kept one by one; beyond it they are only counted. */
    static final int MAX_KEPT = 10_000;

    /** The unified-logging output in the run's folder, once the run's threads have ended. */
    public static final String LOG_FILE = "gc-log.txt";

    /**
     * Set on a VM started with its GC logged ({@code gc=info,gc+phases=info}, {@code timenanos}) into the file it
     * names, as a cold fork is: read from there, pauses before {@link #start} left out.
     */
    public static final String VM_START_LOG_PROPERTY = "rtjbench.gc.vm_start_log";

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
        /** The collection it belongs to: the log's GC(n), or one number per notification. */
        final long gcId;
        /** Start on System.nanoTime: as logged, or for a notification set from the origin known when read. */
        public long startNanos;

        Pause(
                long gcId,
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
            this.gcId = gcId;
        }

        /** One from the log: placed on System.nanoTime already. */
        Pause(
                long gcId,
                String collector,
                String action,
                String cause,
                long startNanos,
                long durationNanos,
                boolean concurrent) {
            this.collector = collector;
            this.action = action;
            this.cause = cause;
            this.startMillis = 0;
            this.endMillis = 0;
            this.arrivedNanos = 0;
            this.durationNanos = durationNanos;
            this.concurrent = concurrent;
            this.gcId = gcId;
            this.startNanos = startNanos;
        }
    }

    /** The most concurrent phases kept; beyond it they are only counted. */
    static final int MAX_CONCURRENT_KEPT = 100_000;

    private final List<Pause> pauses = new ArrayList<>();
    private final List<Pause> concurrent = new ArrayList<>();
    private final List<Object[]> subscriptions = new ArrayList<>();
    private long dropped;
    private long notified;
    private String source;
    /** System.nanoTime at the GC time origin: the smallest arrival less end seen so far. */
    private long originNanos = Long.MAX_VALUE;
    /** The file the VM writes while the run goes on; null without. */
    private StagedLog logging;
    /** System.nanoTime before which a pause in a log from the VM's start is not this run's. */
    private long keptFromNanos = Long.MIN_VALUE;

    private String collector;

    /**
     * Starts recording into {@code dir} (the run's folder; null: no log, notifications only). Where no source
     * works the source says why and nothing is recorded.
     */
    public synchronized void start(Path dir) {
        String forced = System.getProperty("rtjbench.gc.pauses", "");
        String logAbsence = "not tried";
        if (dir == null) {
            logAbsence = "no run folder";
        } else if (forced.isEmpty() || forced.equals("log")) {
            try {
                startLog(dir);
                return;
            } catch (Exception | LinkageError e) {
                logAbsence = FailureReason.of(e);
            }
        }
        if (forced.isEmpty() || forced.equals("notifications")) {
            startNotifications();
            if (!forced.isEmpty() || source.startsWith("unavailable")) {
                return;
            }
            source += "; unified logging: " + logAbsence;
        } else {
            source = "unavailable: unified logging: " + logAbsence;
        }
    }

    /**
     * The pauses of another VM's GC log from its start ({@code file}, {@code gc=info,gc+phases=info}, as a cold
     * fork's runner reads it after the fork exited), its collector named {@code collector}.
     */
    public static GcPauses fromVmStartLog(Path file, String collector) {
        final GcPauses pauses = new GcPauses();
        pauses.collector = collector;
        pauses.source = "unified logging from the VM's start (gc=info,gc+phases=info, " + file.getFileName() + ")";
        try {
            GcLog.parse(file, new GcLog.Sink() {
                @Override
                public void entry(GcLog.Entry e) {
                    String name = e.generation == null ? pauses.collector : pauses.collector + " " + e.generation;
                    pauses.keep(
                            new Pause(e.gcId, name, e.action, e.cause, e.startNanos, e.durationNanos, e.concurrent));
                }
            });
        } catch (IOException | RuntimeException e) {
            pauses.source = "unavailable: " + file.getFileName() + " could not be read: " + FailureReason.of(e);
        }
        return pauses;
    }

    /**
     * The collector a VM's GC log names on its first lines ({@code Using G1}), as {@link Collectors#named} names
     * collectors; null where the log names none or cannot be read.
     */
    public static String collectorOfLog(Path file) {
        try (java.io.BufferedReader r = Files.newBufferedReader(file, java.nio.charset.StandardCharsets.UTF_8)) {
            String line;
            for (int n = 0; n < 50 && (line = r.readLine()) != null; n++) {
                int at = line.indexOf("] Using ");
                if (at >= 0) {
                    String name = line.substring(at + "] Using ".length()).trim();
                    return name.equals("The Z Garbage Collector") ? "ZGC" : name;
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }

    /** Starts listening to the notifications only (no run folder). */
    public synchronized void start() {
        start(null);
    }

    private void startLog(Path dir) throws Exception {
        List<String> beans = Collectors.beanNames();
        collector = Collectors.named(beans);
        logging = StagedLog.sinceVmStart(VM_START_LOG_PROPERTY, dir, LOG_FILE);
        if (logging != null) {
            keptFromNanos = System.nanoTime();
            source = "unified logging from the VM's start (gc=info,gc+phases=info, " + LOG_FILE + ")";
            return;
        }
        // ZGC logs its pauses under gc+phases; the others log them under gc, and their gc+phases lines (five a G1
        // pause) would only make the file longer
        String what = collector.equals("ZGC") ? "gc=info,gc+phases=info" : "gc=info";
        logging = StagedLog.start(dir, LOG_FILE, what, "timenanos");
        source = "unified logging (" + what + ", " + LOG_FILE + ")";
    }

    private void startNotifications() {
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

    /**
     * Stops recording (what was recorded stays). With the log: switches it off, names the file {@value
     * #LOG_FILE} and reads it; call it only after the run's threads have ended, outside every timed region.
     */
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
        if (logging == null) {
            return;
        }
        StagedLog log = logging;
        logging = null;
        try {
            log.off();
        } catch (Exception | LinkageError e) {
            source += "; could not switch it off: " + FailureReason.of(e);
        }
        try {
            Path named = log.named();
            GcLog.parse(named, e -> {
                if (e.startNanos + e.durationNanos < keptFromNanos) {
                    return; // a log from the VM's start: before this run
                }
                String name = e.generation == null ? collector : collector + " " + e.generation;
                keep(new Pause(e.gcId, name, e.action, e.cause, e.startNanos, e.durationNanos, e.concurrent));
            });
        } catch (IOException | RuntimeException e) {
            source = "unavailable: " + LOG_FILE + " could not be read: " + FailureReason.of(e);
            pauses.clear();
            concurrent.clear();
        }
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

    /** Every pause and concurrent phase or cycle recorded so far (with the log: once stopped). */
    public synchronized List<Pause> all() {
        List<Pause> all = new ArrayList<>(pauses);
        all.addAll(concurrent);
        return all;
    }

    /** A notification: placed on System.nanoTime through the quickest arrival seen so far. */
    synchronized void record(Pause p) {
        long origin = p.arrivedNanos - p.endMillis * 1_000_000L;
        if (origin < originNanos) {
            originNanos = origin;
            for (Pause q : all()) {
                q.startNanos = originNanos + q.startMillis * 1_000_000L;
            }
        }
        p.startNanos = originNanos + p.startMillis * 1_000_000L;
        keep(p);
    }

    private void keep(Pause p) {
        List<Pause> list = p.concurrent ? concurrent : pauses;
        if (list.size() >= (p.concurrent ? MAX_CONCURRENT_KEPT : MAX_KEPT)) {
            dropped++;
            return;
        }
        list.add(p);
    }

    /** Whether a collector bean's collections are concurrent cycles rather than stop-the-world pauses. */
    static boolean concurrentBean(String name) {
        return name.endsWith("Cycles") || name.contains("Concurrent") || name.equals("ZGC");
    }

    /**
     * A phase's pauses as metadata: count, total and longest, and each pause (collector, action, cause, start
     * from {@code fromNanos}, duration), with the concurrent work apart: the collections ({@code GC(n)}, or
     * notifications) with concurrent work that started in the phase, and that work's summed duration.
     */
    public synchronized Map<String, Object> toMetadata(long fromNanos, long toNanos) {
        Map<String, Object> m = new LinkedHashMap<>();
        long total = 0;
        long longest = 0;
        int count = 0;
        Set<Long> cycles = new HashSet<>();
        long cycleNanos = 0;
        for (Pause p : concurrent) {
            if (p.startNanos >= fromNanos && p.startNanos < toNanos) {
                cycles.add(p.gcId);
                cycleNanos += p.durationNanos;
            }
        }
        List<Map<String, Object>> each = new ArrayList<>();
        for (Pause p : pauses) {
            if (p.startNanos < fromNanos || p.startNanos >= toNanos) {
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
        m.put("concurrent_cycles", cycles.size());
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
            synchronized (GcPauses.this) {
                record(new Pause(
                        --notified,
                        name,
                        action,
                        cause,
                        start,
                        end,
                        arrived,
                        duration * 1_000_000L,
                        concurrentBean(name)));
            }
        }
    }
}
