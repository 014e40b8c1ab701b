package rtjbench.core.explain;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import rtjbench.core.jvm.FailureReason;
import rtjbench.core.jvm.UnifiedLogging;

/**
 * Where the VM's own pauses come from, in order of preference: a JFR recording (HotSpot with JFR: GC pauses
 * with collector and cause, safepoints with their operation and time to safepoint, JIT compilations and
 * deoptimisations with their thread), else
 * unified logging switched on at run time through the DiagnosticCommand bean (HotSpot without JFR: GC pauses
 * and safepoints, stamped on System.nanoTime), else the collectors' notifications (any VM with the
 * {@code com.sun.management} GC notifications: collections with millisecond times, no safepoints, no JIT).
 * Everything is reached by reflection or through standard management interfaces, so this runs on Java 8.
 * The system property {@code rtjbench.explain.vm} ({@code jfr}, {@code log}, {@code notifications}) forces a
 * source, for tests of the fallbacks.
 */
public abstract class VmEvents {
    /** The JFR events a spike may be matched against; every threshold is set to 0. */
    static final String[] JFR_EVENTS = {
        "jdk.GarbageCollection",
        "jdk.GCPhasePause",
        "jdk.SafepointBegin",
        "jdk.SafepointStateSynchronization",
        "jdk.SafepointEnd",
        "jdk.ExecuteVMOperation",
        "jdk.Compilation",
        "jdk.Deoptimization" // JDK 14+: a late sample's thread trapped into the interpreter
    };

    /**
     * What the metadata calls this source: {@code jfr}, {@code unified_logging}, {@code gc_notifications},
     * {@code none}.
     */
    public abstract String kind();

    /** The file written into the explain folder, or null. */
    public abstract String file();

    /** Stops recording and writes the file. */
    abstract void finish() throws IOException;

    /** What was tried before this one and why it was not used, for the metadata. */
    final List<String> passedOver = new ArrayList<>();

    /** Opens the best source this VM has, writing into {@code dir}. Never throws: the last resort is none. */
    public static VmEvents open(Path dir) {
        String forced = System.getProperty("rtjbench.explain.vm", "");
        List<String> passed = new ArrayList<>();
        VmEvents chosen = null;
        if (forced.isEmpty() || forced.equals("jfr")) {
            try {
                chosen = Jfr.start(dir.resolve("vm.jfr"));
            } catch (Exception | LinkageError e) {
                passed.add("jfr: " + FailureReason.of(e));
            }
        }
        if (chosen == null && (forced.isEmpty() || forced.equals("log"))) {
            try {
                chosen = UnifiedLog.start(dir.resolve("vm-log.txt"));
            } catch (Exception | LinkageError e) {
                passed.add("unified logging: " + FailureReason.of(e));
            }
        }
        if (chosen == null && (forced.isEmpty() || forced.equals("notifications"))) {
            try {
                chosen = Notifications.start(dir.resolve("gc-notifications.csv"));
            } catch (Exception | LinkageError e) {
                passed.add("gc notifications: " + FailureReason.of(e));
            }
        }
        if (chosen == null) {
            chosen = new VmEvents() {
                @Override
                public String kind() {
                    return "none";
                }

                @Override
                public String file() {
                    return null;
                }

                @Override
                void finish() {}
            };
        }
        chosen.passedOver.addAll(passed);
        return chosen;
    }

    Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", kind());
        m.put("file", file());
        m.put("passed_over", passedOver);
        return m;
    }

    /** A JFR recording made through jdk.jfr's public API, by reflection; written when it stops. */
    static final class Jfr extends VmEvents {
        private final Object recording;
        private final Class<?> recordingClass;

        private Jfr(Object recording, Class<?> recordingClass) {
            this.recording = recording;
            this.recordingClass = recordingClass;
        }

        static Jfr start(Path file) throws Exception {
            Class<?> recorder = Class.forName("jdk.jfr.FlightRecorder");
            if (!(Boolean) recorder.getMethod("isAvailable").invoke(null)) {
                throw new IllegalStateException("FlightRecorder.isAvailable() is false");
            }
            Class<?> recordingClass = Class.forName("jdk.jfr.Recording");
            Class<?> settingsClass = Class.forName("jdk.jfr.EventSettings");
            Method enable = recordingClass.getMethod("enable", String.class);
            Method threshold = settingsClass.getMethod("withThreshold", Duration.class);
            Method noStack = settingsClass.getMethod("withoutStackTrace");
            Object recording = recordingClass.getConstructor().newInstance();
            recordingClass.getMethod("setName", String.class).invoke(recording, "rtjbench-explain");
            for (String event : JFR_EVENTS) {
                Object settings = enable.invoke(recording, event);
                threshold.invoke(settings, Duration.ZERO);
                noStack.invoke(settings);
            }
            recordingClass.getMethod("setMaxSize", long.class).invoke(recording, 256L << 20);
            recordingClass.getMethod("setDestination", Path.class).invoke(recording, file);
            recordingClass.getMethod("start").invoke(recording);
            return new Jfr(recording, recordingClass);
        }

        @Override
        public String kind() {
            return "jfr";
        }

        @Override
        public String file() {
            return "vm.jfr";
        }

        @Override
        void finish() throws IOException {
            try {
                recordingClass.getMethod("stop").invoke(recording); // writes the destination
                recordingClass.getMethod("close").invoke(recording);
            } catch (ReflectiveOperationException e) {
                throw new IOException("could not stop the JFR recording: " + FailureReason.of(e), e);
            }
        }
    }

    /**
     * HotSpot's unified logging, switched on while the run goes on through the DiagnosticCommand bean's
     * {@code vmLog} ({@code jcmd VM.log}, through {@link UnifiedLogging}): GC pauses and safepoints, each line
     * stamped with {@code timenanos}, which is System.nanoTime. An output of its own, beside the one the run's GC
     * pause record may have on at the same time.
     */
    static final class UnifiedLog extends VmEvents {
        private final Path file;

        private UnifiedLog(Path file) {
            this.file = file;
        }

        static UnifiedLog start(Path file) throws Exception {
            UnifiedLogging.on(file, "gc,safepoint", "timenanos", null);
            return new UnifiedLog(file);
        }

        @Override
        public String kind() {
            return "unified_logging";
        }

        @Override
        public String file() {
            return "vm-log.txt";
        }

        @Override
        void finish() throws IOException {
            try {
                UnifiedLogging.off(file);
            } catch (Exception e) {
                throw new IOException("could not switch unified logging off: " + FailureReason.of(e), e);
            }
        }
    }

    /**
     * The collectors' end-of-collection notifications: name, action, cause, start and end in milliseconds of
     * the VM's management clock (HotSpot counts them from the management's start, not from the VM's: no
     * uptime matches them), and the System.nanoTime at which the notification arrived. The tools place the
     * milliseconds on System.nanoTime through the notification delivered soonest after its collection ended.
     * Kept in memory by the notification thread (never a test thread) and written at the end.
     */
    static final class Notifications extends VmEvents {
        private static final String TYPE = "com.sun.management.gc.notification";
        private final Path file;
        private final List<String> lines = new ArrayList<>();
        private final List<NotificationEmitter> emitters = new ArrayList<>();
        private final NotificationListener listener = new NotificationListener() {
            @Override
            public void handleNotification(Notification n, Object handback) {
                if (!TYPE.equals(n.getType()) || !(n.getUserData() instanceof CompositeData)) {
                    return;
                }
                long delivered = System.nanoTime();
                CompositeData data = (CompositeData) n.getUserData();
                CompositeData info = (CompositeData) data.get("gcInfo");
                String line = csv(data.get("gcName")) + "," + csv(data.get("gcAction")) + "," + csv(data.get("gcCause"))
                        + "," + info.get("startTime") + "," + info.get("endTime") + "," + delivered;
                synchronized (lines) {
                    lines.add(line);
                }
            }
        };

        private Notifications(Path file) {
            this.file = file;
        }

        static Notifications start(Path file) {
            Notifications n = new Notifications(file);
            for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                if (gc instanceof NotificationEmitter) {
                    ((NotificationEmitter) gc).addNotificationListener(n.listener, null, null);
                    n.emitters.add((NotificationEmitter) gc);
                }
            }
            if (n.emitters.isEmpty()) {
                throw new IllegalStateException("no collector bean sends notifications");
            }
            return n;
        }

        private static String csv(Object value) {
            return String.valueOf(value).replace(',', ' ').replace('\n', ' ');
        }

        @Override
        public String kind() {
            return "gc_notifications";
        }

        @Override
        public String file() {
            return "gc-notifications.csv";
        }

        @Override
        void finish() throws IOException {
            for (NotificationEmitter e : emitters) {
                try {
                    e.removeNotificationListener(listener);
                } catch (javax.management.ListenerNotFoundException ignored) {
                    // already gone
                }
            }
            StringBuilder sb = new StringBuilder("collector,action,cause,start_ms,end_ms,delivered_ns\n");
            synchronized (lines) {
                for (String l : lines) {
                    sb.append(l).append('\n');
                }
            }
            Files.write(file, sb.toString().getBytes(StandardCharsets.UTF_8));
        }
    }
}
