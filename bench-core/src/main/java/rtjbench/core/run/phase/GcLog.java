package rtjbench.core.run.phase;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what HotSpot's unified logging wrote for the tags {@code gc} and {@code gc+phases} at info level,
 * decorated with {@code timenanos} (System.nanoTime when the line was written, which is when the pause or
 * phase it names ended). The lines read, from every collector of JDK 17 and 25:
 * <ul>
 *   <li>a pause: {@code GC(n) [Y: |y: |O: ]Pause <name> [heap before->after(size)] <d>ms}; Serial, Parallel and
 *       G1 ({@code Pause Young (Normal) (G1 Evacuation Pause)}, {@code Pause Full (System.gc())}, {@code Pause
 *       Remark}, {@code Pause Cleanup}), Shenandoah ({@code Pause Init Mark}, {@code Pause Final Update Refs},
 *       {@code Pause Degenerated GC (...)}), ZGC ({@code Pause Mark Start}, {@code Pause Mark End}, {@code Pause
 *       Relocate Start}; under {@code gc+phases}, with the generation before it on JDK 21+). Its start is the
 *       logged time less its duration; the duration has the log's resolution, a microsecond.</li>
 *   <li>a concurrent phase: {@code GC(n) [Y: |y: |O: ]Concurrent <name> [heap] <d>ms}: each of ZGC's and
 *       Shenandoah's concurrent phases, and G1's whole {@code Concurrent Mark Cycle} (its end line; it spans the
 *       cycle's Remark and Cleanup pauses). Lines of one {@code GC(n)} are one concurrent cycle.</li>
 *   <li>a collection's cause: ZGC's {@code GC(n) Garbage|Major|Minor Collection (<cause>)} and Shenandoah's
 *       {@code Trigger: <cause>} (the collection just after it); else, on a pause line with a heap change, its
 *       last parenthesised group ({@code Allocation Failure}, {@code G1 Evacuation Pause}, {@code System.gc()}),
 *       which is then no part of the action.</li>
 * </ul>
 * Every other line (G1's and the full collections' sub-phases, ZGC's generation totals in seconds, its
 * allocation stalls, start-up notes) is passed over.
 */
final class GcLog {
    private static final Pattern LINE = Pattern.compile("\\[(\\d+)ns\\] (.*)");
    private static final Pattern GC_LINE = Pattern.compile("GC\\((\\d+)\\) (?:([YyO]): )?(.*)");
    private static final Pattern TIMED = Pattern.compile("(.*?)(?: (\\S*->\\S*))? (\\d+(?:\\.\\d+)?)ms");
    private static final Pattern COLLECTION = Pattern.compile("(?:Garbage|Major|Minor) Collection \\(.*");

    /** What a parse hands on, one pause or concurrent phase at a time. */
    interface Sink {
        void entry(Entry e);
    }

    /**
     * One pause or concurrent phase as the log says it: {@code generation} ZGC's ({@code Young}, {@code Old}) or
     * null; start and duration in nanoseconds of System.nanoTime; {@code cause} null where the log names none.
     */
    static final class Entry {
        final long gcId;
        final String generation;
        final String action;
        final String cause;
        final long startNanos;
        final long durationNanos;
        final boolean concurrent;

        Entry(
                long gcId,
                String generation,
                String action,
                String cause,
                long startNanos,
                long durationNanos,
                boolean concurrent) {
            this.gcId = gcId;
            this.generation = generation;
            this.action = action;
            this.cause = cause;
            this.startNanos = startNanos;
            this.durationNanos = durationNanos;
            this.concurrent = concurrent;
        }

        @Override
        public String toString() {
            return "GC(" + gcId + ") " + generation + " " + action + " (" + cause + ") " + startNanos + "+"
                    + durationNanos + (concurrent ? " concurrent" : "");
        }
    }

    private GcLog() {}

    /**
     * Reads the file twice: first the collections' causes (ZGC names one only when its collection ends), then
     * the pauses and concurrent phases. Returns how many of those were read.
     */
    static int parse(Path file, Sink sink) throws IOException {
        Map<Long, String> causes = new HashMap<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            causes(in, causes);
        }
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return entries(in, causes, sink);
        }
    }

    private static void causes(BufferedReader in, Map<Long, String> causes) throws IOException {
        String pendingTrigger = null;
        String line;
        while ((line = in.readLine()) != null) {
            Matcher m = LINE.matcher(line);
            if (!m.matches()) {
                continue; // a line cut short by a crash, or of another decoration
            }
            String rest = m.group(2);
            if (rest.startsWith("Trigger: ")) {
                pendingTrigger = rest.substring("Trigger: ".length());
                continue;
            }
            Matcher g = GC_LINE.matcher(rest);
            if (!g.matches()) {
                continue;
            }
            long id = Long.parseLong(g.group(1));
            if (pendingTrigger != null && !causes.containsKey(id)) {
                causes.put(id, pendingTrigger); // Shenandoah: the trigger comes just before its collection
            }
            pendingTrigger = null;
            String body = g.group(3);
            if (g.group(2) == null && COLLECTION.matcher(body).matches()) {
                int open = body.indexOf('(');
                int close = closing(body, open);
                if (close > open) {
                    causes.put(id, body.substring(open + 1, close));
                }
            }
        }
    }

    private static int entries(BufferedReader in, Map<Long, String> causes, Sink sink) throws IOException {
        int read = 0;
        String line;
        while ((line = in.readLine()) != null) {
            Matcher m = LINE.matcher(line);
            if (!m.matches()) {
                continue;
            }
            Matcher g = GC_LINE.matcher(m.group(2));
            if (!g.matches()) {
                continue;
            }
            String body = g.group(3);
            boolean pause = body.startsWith("Pause ");
            if (!pause && !body.startsWith("Concurrent ")) {
                continue;
            }
            Matcher t = TIMED.matcher(body);
            if (!t.matches()) {
                continue; // a cycle's start line (G1's "Concurrent Mark Cycle"), no duration
            }
            long id = Long.parseLong(g.group(1));
            long at = Long.parseLong(m.group(1));
            long duration = Math.round(Double.parseDouble(t.group(3)) * 1e6);
            String action = t.group(1);
            String cause = causes.get(id);
            if (cause == null && pause && t.group(2) != null && action.endsWith(")")) {
                int open = opening(action, action.length() - 1);
                if (open > 0) {
                    cause = action.substring(open + 1, action.length() - 1);
                    action = action.substring(0, open).trim();
                }
            }
            sink.entry(new Entry(id, generationName(g.group(2)), action, cause, at - duration, duration, !pause));
            read++;
        }
        return read;
    }

    /** The index of the ')' that closes the '(' at {@code open}; -1 where none does. */
    private static int closing(String s, int open) {
        int depth = 0;
        for (int i = open; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') depth++;
            if (c == ')' && --depth == 0) return i;
        }
        return -1;
    }

    /** The index of the '(' that the ')' at {@code close} closes; -1 where none does. */
    private static int opening(String s, int close) {
        int depth = 0;
        for (int i = close; i >= 0; i--) {
            char c = s.charAt(i);
            if (c == ')') depth++;
            if (c == '(' && --depth == 0) return i;
        }
        return -1;
    }

    /** ZGC's generation marks: {@code y} a minor collection's young generation, {@code Y} a major's, {@code O} old. */
    private static String generationName(String generation) {
        if (generation == null) return null;
        return generation.equalsIgnoreCase("y") ? "Young" : "Old";
    }
}
