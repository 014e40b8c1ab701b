package rtjbench.tools.explain;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordingFile;

/**
 * The VM's pauses as intervals on System.nanoTime, from whichever file the run recorded: {@code vm.jfr} (JFR:
 * GC pauses with collector and cause, safepoints with operation and time to safepoint, compilations,
 * deoptimisations with their thread),
 * {@code vm-log.txt} (unified logging with {@code timenanos}: GC pauses and safepoints) or
 * {@code gc-notifications.csv} (collections, in milliseconds of the management clock). JFR's instants are put on
 * System.nanoTime with the clock pair the run read ({@code explain.clock_pairs}), the notifications through
 * their delivery times.
 */
public final class VmEventFiles {
    /** A unified-logging line: {@code [123456789ns] message}, other decorations after the time skipped. */
    private static final Pattern LOG_LINE = Pattern.compile("^\\[(\\d+)ns\\](?:\\[[^\\]]*\\])*\\s*(.*)$");

    private static final Pattern LOG_PAUSE =
            Pattern.compile("^GC\\((\\d+)\\) (Pause .*?)(?: \\d+[KMG]->\\d+[KMG]\\(\\d+[KMG]\\))? ([\\d.]+)ms$");
    private static final Pattern LOG_SAFEPOINT = Pattern.compile(
            "^Safepoint \"([^\"]*)\", Time since last: \\d+ ns, Reaching safepoint: (\\d+) ns.*Total: (\\d+) ns$");

    private VmEventFiles() {}

    /** The intervals of the source named in {@code explain}, read from {@code dir} (the run's explain folder). */
    public static List<Interval> read(Path dir, JsonNode explain, String collectors) throws IOException {
        JsonNode source = explain.path("vm_source");
        String file = source.path("file").asText(null);
        if (file == null || !Files.isRegularFile(dir.resolve(file))) {
            return List.of();
        }
        Path path = dir.resolve(file);
        JsonNode pairs = explain.path("clock_pairs");
        return switch (source.path("kind").asText()) {
            case "jfr" -> jfr(path, pairs);
            case "unified_logging" -> unifiedLog(path, collectors);
            case "gc_notifications" -> notifications(path, pairs);
            default -> List.of();
        };
    }

    static long nanoTime(Instant t, JsonNode pairs) {
        long epoch = t.getEpochSecond() * 1_000_000_000L + t.getNano();
        return epoch
                - pairs.path("epoch_ns").asLong()
                + pairs.path("nano_time_at_epoch_ns").asLong();
    }

    static List<Interval> jfr(Path file, JsonNode pairs) throws IOException {
        JfrEvents events = new JfrEvents(pairs);
        for (RecordedEvent e : RecordingFile.readAllEvents(file)) events.add(e);
        return events.intervals(file);
    }

    /**
     * A recording's events gathered in one pass, since a GC pause is named by its collection and a safepoint by
     * its operation, which may come in other events, later. Compilations and deoptimisations are intervals at
     * once; pauses and safepoints follow them, once all is read.
     */
    private static final class JfrEvents {
        private final JsonNode pairs;
        private final Map<Long, String[]> collections = new HashMap<>(); // gcId -> name, cause
        private final List<RecordedEvent> pauses = new ArrayList<>();
        private final Map<Long, long[]> safepoints = new HashMap<>(); // id -> begin, end, ttsp
        private final Map<Long, String> operations = new HashMap<>();
        private final List<Interval> out = new ArrayList<>();

        JfrEvents(JsonNode pairs) {
            this.pairs = pairs;
        }

        void add(RecordedEvent e) {
            long start = nanoTime(e.getStartTime(), pairs);
            long end = nanoTime(e.getEndTime(), pairs);
            switch (e.getEventType().getName()) {
                case "jdk.GarbageCollection" ->
                    collections.put(e.getLong("gcId"), new String[] {e.getString("name"), e.getString("cause")});
                case "jdk.GCPhasePause" -> pauses.add(e);
                case "jdk.SafepointBegin" -> safepoint(e)[0] = start;
                case "jdk.SafepointEnd" -> safepoint(e)[1] = end;
                case "jdk.SafepointStateSynchronization" -> safepoint(e)[2] = end - start;
                case "jdk.ExecuteVMOperation" -> {
                    if (e.hasField("safepointId") && e.getBoolean("safepoint")) {
                        operations.put(e.getLong("safepointId"), e.getString("operation"));
                    }
                }
                case "jdk.Deoptimization" -> {
                    // from the trap on, the thread runs the method in the interpreter: open-ended, the rule clips it
                    String thread = e.getThread() == null ? null : e.getThread().getJavaName();
                    String detail = methodName(e) + " " + e.getString("reason");
                    out.add(new Interval("deopt", detail, start, Long.MAX_VALUE, thread));
                }
                case "jdk.Compilation" ->
                    out.add(new Interval("jit", methodName(e) + " tier " + e.getValue("compileLevel"), start, end));
                default -> {}
            }
        }

        private long[] safepoint(RecordedEvent e) {
            return safepoints.computeIfAbsent(e.getLong("safepointId"), k -> new long[3]);
        }

        private static String methodName(RecordedEvent e) {
            RecordedMethod m = e.getValue("method");
            return m == null ? "?" : m.getType().getName() + "." + m.getName();
        }

        /** All the intervals: those added as read, then the GC pauses, then the safepoints. */
        List<Interval> intervals(Path file) throws IOException {
            Set<Long> withPauses = new HashSet<>();
            for (RecordedEvent p : pauses) {
                long id = p.getLong("gcId");
                withPauses.add(id);
                String[] gc = collections.getOrDefault(id, new String[] {"GC", "?"});
                gc(gc[0] + " " + gc[1], p);
            }
            for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
                // a collection without pause events of its own (older VMs): its whole span counts as the pause
                if (e.getEventType().getName().equals("jdk.GarbageCollection")
                        && !withPauses.contains(e.getLong("gcId"))) {
                    gc(e.getString("name") + " " + e.getString("cause"), e);
                }
            }
            for (Map.Entry<Long, long[]> s : safepoints.entrySet()) {
                long[] v = s.getValue();
                if (v[0] == 0 || v[1] == 0) continue;
                String op = operations.getOrDefault(s.getKey(), "safepoint " + s.getKey());
                out.add(new Interval("safepoint", op + " ttsp " + v[2] + " ns", v[0], v[1]));
            }
            return out;
        }

        private void gc(String detail, RecordedEvent e) {
            out.add(new Interval("gc", detail, nanoTime(e.getStartTime(), pairs), nanoTime(e.getEndTime(), pairs)));
        }
    }

    static List<Interval> unifiedLog(Path file, String collectors) throws IOException {
        List<Interval> out = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            Matcher m = LOG_LINE.matcher(line);
            if (!m.matches()) continue;
            long end = Long.parseLong(m.group(1));
            String message = m.group(2).trim();
            Matcher pause = LOG_PAUSE.matcher(message);
            if (pause.matches()) {
                long dur = Math.round(Double.parseDouble(pause.group(3)) * 1_000_000);
                out.add(new Interval("gc", shortName(collectors) + " " + pause.group(2), end - dur, end));
                continue;
            }
            Matcher sp = LOG_SAFEPOINT.matcher(message);
            if (sp.matches()) {
                long total = Long.parseLong(sp.group(3));
                out.add(new Interval("safepoint", sp.group(1) + " ttsp " + sp.group(2) + " ns", end - total, end));
            }
        }
        return out;
    }

    static List<Interval> notifications(Path file, JsonNode pairs) throws IOException {
        List<String[]> rows = new ArrayList<>();
        List<String> lines = Files.readAllLines(file);
        long offset = Long.MAX_VALUE; // nanoTime - management ms: the soonest delivery bounds it from above
        for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
            String[] c = line.split(",", -1);
            if (c.length < 6) continue;
            rows.add(c);
            offset = Math.min(offset, Long.parseLong(c[5]) - Long.parseLong(c[4]) * 1_000_000L);
        }
        List<Interval> out = new ArrayList<>();
        for (String[] c : rows) {
            // whole milliseconds: the interval runs to the end of its last millisecond
            long start = Long.parseLong(c[3]) * 1_000_000L + offset - 1_000_000L;
            long end = (Long.parseLong(c[4]) + 1) * 1_000_000L + offset;
            out.add(new Interval("gc", shortName(c[0]) + " " + c[2] + " (" + c[0] + ", " + c[1] + ")", start, end));
        }
        return out;
    }

    /** "G1" of "G1 Young Generation, G1 Old Generation"; a collector's name without spaces, for the summary. */
    static String shortName(String collectors) {
        String first = collectors.trim().split("[ ,]", 2)[0];
        return first.isEmpty() ? "GC" : first;
    }
}
