package rtjbench.core.run.fork;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.jvm.JitLog;
import rtjbench.core.run.output.AtomicFile;
import rtjbench.core.run.output.ResultsWriter;
import rtjbench.stats.ClockStep;
import rtjbench.stats.SampleDistribution;
import rtjbench.stats.SteadyState;
import rtjbench.stats.WarmupCurve;

/**
 * What a cold point's forks say together, once they have all run (cold path, in the runner): the warm-up curve
 * ({@value #CURVE}: per event index the p50, p90 and max latency over the cold starts and the median time since
 * the VM started, {@link WarmupCurve}), the VM's work along it ({@value #EVENTS}: per event index the median over
 * the forks of the compilations, deoptimisations and class loads since the first event began), and per fork and
 * over the forks the first event's latency and the events and time to the steady state ({@link SteadyState},
 * against the p50 of the point's warm reference fork and the clock's step its samples show, {@link Steady}). Each
 * fork's own figures go into its forks.json entry, their spread into forks.json's {@code cold}.
 */
final class ColdPoint {
    static final String CURVE = "warmup-curve.csv";
    static final String EVENTS = "warmup-events.csv";
    /** The warm fork of the point that gives the steady state. */
    static final String REFERENCE = "warm-reference";

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The VM's events counted along the curve, and their names in warmup-events.csv and forks.json. */
    private static final JitLog.Kind[] KINDS = {
        JitLog.Kind.COMPILE, JitLog.Kind.RECOMPILE, JitLog.Kind.DEOPT, JitLog.Kind.CLASS_LOAD
    };

    private static final String[] KIND_NAMES = {"compilations", "recompilations", "deoptimizations", "class_loads"};

    /** One cold start as read back: its threads' events and its VM log's events, on the VM's clock. */
    static final class Fork {
        final String dir;
        final List<WarmupCurve.Record> records = new ArrayList<>();
        /** The VM's events since it started (ns), by kind, in order; empty without a VM log. */
        final Map<JitLog.Kind, long[]> vmEvents = new LinkedHashMap<>();

        Fork(String dir) {
            this.dir = dir;
        }

        WarmupCurve.Record first() {
            return records.get(0);
        }
    }

    /**
     * The steady state a point's cold forks are held to: its warm reference's p50, and the step of the clock as the
     * reference's samples show it ({@link ClockStep}), which sets the band where 10 % of the p50 is less.
     */
    static final class Steady {
        final double p50Nanos;
        final long stepNanos;

        Steady(double p50Nanos, long stepNanos) {
            this.p50Nanos = p50Nanos;
            this.stepNanos = stepNanos;
        }

        /** The warm reference in {@code refDir}, whose p50 is {@code p50Nanos}: its threads' samples give the step. */
        static Steady of(Path refDir, double p50Nanos) throws IOException {
            long[] samples = ForkResults.allSamples(refDir);
            return new Steady(p50Nanos, ClockStep.of(samples == null ? new long[0] : samples, p50Nanos));
        }
    }

    private ColdPoint() {}

    /** Reads a complete cold fork's folder; null where it holds no cold events. */
    static Fork read(Path forkDir, int forkNumber) throws IOException {
        JsonNode meta = JSON.readTree(forkDir.resolve(ResultsWriter.METADATA).toFile());
        JsonNode cold = meta.path("cold");
        if (cold.isMissingNode()) {
            return null;
        }
        Fork fork = new Fork(forkDir.getFileName().toString());
        JsonNode threads = meta.path("threads");
        for (int i = 0; i < threads.size(); i++) {
            JsonNode since = cold.path("threads").path(i).path("since_start_file");
            if (!threads.get(i).path("file").isTextual() || !since.isTextual()) {
                continue;
            }
            long[] latencies = ForkResults.readSamples(
                    forkDir.resolve(threads.get(i).path("file").asText()));
            long[] sinceStart = ForkResults.readSamples(forkDir.resolve(since.asText()));
            fork.records.add(new WarmupCurve.Record(forkNumber, latencies, sinceStart));
        }
        if (fork.records.isEmpty()) {
            return null;
        }
        JsonNode log = cold.path("vm_log").path("file");
        if (log.isTextual()) {
            long vmStart = cold.path("time_base").path("vm_start_nanotime").asLong();
            JitLog jit = JitLog.read(
                    forkDir.resolve(log.asText()),
                    cold.path("vm_log").path("deoptimization_tag").asBoolean(false));
            for (JitLog.Kind kind : JitLog.Kind.values()) {
                List<Long> times = new ArrayList<>();
                for (JitLog.Event e : jit.events()) {
                    if (e.kind == kind) {
                        times.add(e.nanoTime - vmStart);
                    }
                }
                long[] t = new long[times.size()];
                for (int i = 0; i < t.length; i++) {
                    t[i] = times.get(i);
                }
                fork.vmEvents.put(kind, t);
            }
        }
        return fork;
    }

    /** A fork's own figures against the point's steady state ({@code steady}; null without a warm reference). */
    static Map<String, Object> forkFigures(Fork fork, Steady steady) {
        Map<String, Object> m = new LinkedHashMap<>();
        WarmupCurve.Record first = fork.first();
        m.put("first_event_ns", first.latencies()[0]);
        m.put("first_event_since_start_ms", first.sinceStartNanos()[0] / 1e6);
        if (steady != null) {
            // the fork is steady once every thread of it is
            int events = 0;
            WarmupCurve.Record last = first;
            for (WarmupCurve.Record r : fork.records) {
                int e = SteadyState.eventsTo(r.latencies(), steady.p50Nanos, steady.stepNanos);
                if (e < 0) {
                    events = -1;
                    break;
                }
                if (e >= events) {
                    events = e;
                    last = r;
                }
            }
            boolean reached = events >= 0;
            m.put("events_to_steady", reached ? events : null);
            // from the start of the first event: the testapp's own warm-up, apart from the harness's start-up
            long firstStartNanos = last.sinceStartNanos()[0] - last.latencies()[0];
            m.put("ms_to_steady", reached ? (last.sinceStartNanos()[events] - firstStartNanos) / 1e6 : null);
            m.put("steady_since_start_ms", reached ? last.sinceStartNanos()[events] / 1e6 : null);
        }
        Map<String, Object> before = new LinkedHashMap<>();
        long firstStart = first.sinceStartNanos()[0] - first.latencies()[0];
        for (int k = 0; k < KINDS.length; k++) {
            long[] times = fork.vmEvents.get(KINDS[k]);
            if (times != null) {
                long n = 0;
                for (long t : times) {
                    n += t < firstStart ? 1 : 0;
                }
                before.put(KIND_NAMES[k], n);
            }
        }
        m.put("vm_events_before_first_event", before);
        return m;
    }

    /**
     * Writes the curve and the VM events along it into {@code pointDir} and returns forks.json's {@code cold}:
     * the spread over the forks of the first event, of the events and time to the steady state, and how the
     * steady state was decided. {@code figures}: each fork's {@link #forkFigures}.
     */
    static Map<String, Object> summarize(
            Path pointDir,
            List<Fork> forks,
            List<Map<String, Object>> figures,
            Map<String, Object> reference,
            Steady steady)
            throws IOException {
        List<WarmupCurve.Record> records = new ArrayList<>();
        for (Fork f : forks) {
            records.addAll(f.records);
        }
        List<WarmupCurve.Point> curve = WarmupCurve.of(records);
        AtomicFile.create(pointDir.resolve(CURVE), AtomicFile.text(curveCsv(curve)));
        boolean logged = false;
        for (Fork f : forks) {
            logged |= !f.vmEvents.isEmpty();
        }
        if (logged) {
            AtomicFile.create(pointDir.resolve(EVENTS), AtomicFile.text(eventsCsv(forks)));
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("forks", forks.size());
        m.put("curve", CURVE);
        m.put("vm_events", logged ? EVENTS : null);
        m.put("reference", reference);
        Map<String, Object> rule = new LinkedHashMap<>();
        rule.put("window", SteadyState.WINDOW);
        rule.put("tolerance", SteadyState.TOLERANCE);
        rule.put("step_ns", steady == null ? null : steady.stepNanos);
        rule.put(
                "rule",
                "the first event from which the rolling median of " + SteadyState.WINDOW
                        + " events stays at or below (1 + tolerance) x the warm reference's p50, or that p50 plus"
                        + " one step of the clock (step_ns, as the reference's samples show it) where that is more");
        m.put("steady_state", rule);
        m.put("first_event_ns", spread(figures, "first_event_ns", 1));
        m.put("first_event_since_start_ms", spread(figures, "first_event_since_start_ms", 1e6));
        m.put("events_to_steady", spread(figures, "events_to_steady", 1));
        m.put("ms_to_steady", spread(figures, "ms_to_steady", 1e6));
        m.put("steady_since_start_ms", spread(figures, "steady_since_start_ms", 1e6));
        int notReached = 0;
        for (Map<String, Object> f : figures) {
            notReached += f.containsKey("events_to_steady") && f.get("events_to_steady") == null ? 1 : 0;
        }
        m.put("steady_not_reached", notReached);
        return m;
    }

    /**
     * {@code forks}, {@code min}, {@code p50}, {@code p90}, {@code max} (nearest rank, as the curve's) of one figure
     * over the forks that have it; null where none has. {@code scale}: how many whole units a figure's unit holds
     * (ms figures are ranked in ns, so the ranks are exact).
     */
    static Map<String, Object> spread(List<Map<String, Object>> figures, String key, double scale) {
        List<Long> values = new ArrayList<>();
        for (Map<String, Object> f : figures) {
            Object v = f.get(key);
            if (v instanceof Number) {
                values.add(Math.round(((Number) v).doubleValue() * scale));
            }
        }
        if (values.isEmpty()) {
            return null;
        }
        long[] v = new long[values.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = values.get(i);
        }
        SampleDistribution d = SampleDistribution.of(v);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("forks", v.length);
        m.put("min", scaled(d.min(), scale));
        m.put("p50", scaled(d.percentile(50), scale));
        m.put("p90", scaled(d.percentile(90), scale));
        m.put("max", scaled(d.max(), scale));
        return m;
    }

    private static Object scaled(long value, double scale) {
        return scale == 1 ? (Object) value : (Object) (value / scale);
    }

    /**
     * One console line: "cold: 10 forks; first event p50 812.4 us, max 1904.2 us; steady state (warm p50 0.021 us)
     * after p50 350 events (max 900), 41.2 ms from the first event (max 61.0 ms); 0 forks never steady".
     */
    @SuppressWarnings("unchecked") // the maps summarize made
    static String consoleLine(Map<String, Object> summary) {
        StringBuilder sb =
                new StringBuilder("  cold: ").append(summary.get("forks")).append(" forks");
        Map<String, Object> first = (Map<String, Object>) summary.get("first_event_ns");
        if (first != null) {
            sb.append(String.format(
                    Locale.ROOT,
                    "; first event p50 %.1f us, max %.1f us",
                    ((Number) first.get("p50")).doubleValue() / 1e3,
                    ((Number) first.get("max")).doubleValue() / 1e3));
        }
        Map<String, Object> reference = (Map<String, Object>) summary.get("reference");
        Object p50 = reference == null ? null : reference.get("p50_ns");
        if (!(p50 instanceof Number)) {
            return sb.append("; no steady state: the warm reference did not complete")
                    .toString();
        }
        sb.append(String.format(Locale.ROOT, "; steady state (warm p50 %.3f us)", ((Number) p50).doubleValue() / 1e3));
        Map<String, Object> events = (Map<String, Object>) summary.get("events_to_steady");
        Map<String, Object> ms = (Map<String, Object>) summary.get("ms_to_steady");
        if (events != null && ms != null) {
            sb.append(String.format(
                    Locale.ROOT,
                    " after p50 %s events (max %s), %.1f ms from the first event (max %.1f ms)",
                    events.get("p50"),
                    events.get("max"),
                    ((Number) ms.get("p50")).doubleValue(),
                    ((Number) ms.get("max")).doubleValue()));
        }
        return sb.append("; ")
                .append(summary.get("steady_not_reached"))
                .append(" forks never steady")
                .toString();
    }

    static String curveCsv(List<WarmupCurve.Point> curve) {
        StringBuilder sb = new StringBuilder("index,forks,p50_ns,p90_ns,max_ns,median_time_since_start_ms\n");
        for (WarmupCurve.Point p : curve) {
            sb.append(p.index)
                    .append(',')
                    .append(p.forks)
                    .append(',')
                    .append(p.p50Nanos)
                    .append(',')
                    .append(p.p90Nanos)
                    .append(',')
                    .append(p.maxNanos)
                    .append(',')
                    .append(String.format(Locale.ROOT, "%.3f", p.medianSinceStartMillis))
                    .append('\n');
        }
        return sb.toString();
    }

    /**
     * Per event index (of each fork's first thread), the median over the forks with that index of the VM events
     * since the fork's first event began, by the end of that event: a row where a median changes, and the last.
     */
    static String eventsCsv(List<Fork> forks) {
        JitLog.Kind[] kinds = KINDS;
        int length = 0;
        List<int[][]> cumulative = new ArrayList<>();
        for (Fork f : forks) {
            cumulative.add(cumulative(f, kinds));
            length = Math.max(length, f.first().latencies().length);
        }
        StringBuilder sb = new StringBuilder("index,forks," + String.join(",", KIND_NAMES) + "\n");
        String last = null;
        for (int i = 0; i < length; i++) {
            int n = 0;
            long[][] at = new long[kinds.length][forks.size()];
            for (int[][] c : cumulative) {
                if (i < c[0].length) {
                    for (int k = 0; k < kinds.length; k++) {
                        at[k][n] = c[k][i];
                    }
                    n++;
                }
            }
            StringBuilder row = new StringBuilder().append(n);
            for (int k = 0; k < kinds.length; k++) {
                long[] v = Arrays.copyOf(at[k], n);
                Arrays.sort(v);
                row.append(',').append(v[(n + 1) / 2 - 1]); // the lower median, as p50 is
            }
            String values = row.toString();
            if (!values.equals(last) || i == length - 1) {
                sb.append(i).append(',').append(values).append('\n');
                last = values;
            }
        }
        return sb.toString();
    }

    /** For each kind, how many of the fork's VM events happened from its first event's start to each event's end. */
    private static int[][] cumulative(Fork fork, JitLog.Kind[] kinds) {
        long[] ends = fork.first().sinceStartNanos();
        long firstStart = ends[0] - fork.first().latencies()[0];
        int[][] c = new int[kinds.length][ends.length];
        for (int k = 0; k < kinds.length; k++) {
            long[] times = fork.vmEvents.get(kinds[k]);
            if (times == null) {
                continue;
            }
            for (long t : times) {
                if (t < firstStart) {
                    continue;
                }
                int at = firstEndingAtOrAfter(ends, t);
                if (at < ends.length) {
                    c[k][at]++;
                }
            }
            for (int i = 1; i < ends.length; i++) {
                c[k][i] += c[k][i - 1];
            }
        }
        return c;
    }

    /** The first index whose end is at or after {@code t}; ends ascend. */
    static int firstEndingAtOrAfter(long[] ends, long t) {
        int lo = 0;
        int hi = ends.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ends[mid] < t) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
