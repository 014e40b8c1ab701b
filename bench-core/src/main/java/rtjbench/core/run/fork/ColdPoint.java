package rtjbench.core.run.fork;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
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

    static final String[] KIND_NAMES = {"compilations", "recompilations", "deoptimizations", "class_loads"};

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

    /**
     * A cold fork's own figures (forks.json's entry {@code cold}): its first event's latency and end since the VM
     * started; where a steady state was given, the events and time to it ({@code null} each where never reached);
     * and the VM's events before the first event, by kind.
     */
    static final class ForkFigures {
        final long firstEventNanos;
        final double firstEventSinceStartMillis;
        /** Whether the fork was held to a steady state: without one, the three figures to it are not given. */
        final boolean steadyJudged;
        /** Null where the fork never reached the steady state, as the two times to it. */
        final Integer eventsToSteady;

        final Double millisToSteady;
        final Double steadySinceStartMillis;
        /** By the names of warmup-events.csv's columns, only the kinds the fork's VM log counted. */
        final Map<String, Long> vmEventsBeforeFirstEvent;

        ForkFigures(
                long firstEventNanos,
                double firstEventSinceStartMillis,
                boolean steadyJudged,
                Integer eventsToSteady,
                Double millisToSteady,
                Double steadySinceStartMillis,
                Map<String, Long> vmEventsBeforeFirstEvent) {
            this.firstEventNanos = firstEventNanos;
            this.firstEventSinceStartMillis = firstEventSinceStartMillis;
            this.steadyJudged = steadyJudged;
            this.eventsToSteady = eventsToSteady;
            this.millisToSteady = millisToSteady;
            this.steadySinceStartMillis = steadySinceStartMillis;
            this.vmEventsBeforeFirstEvent = Collections.unmodifiableMap(vmEventsBeforeFirstEvent);
        }

        boolean neverSteady() {
            return steadyJudged && eventsToSteady == null;
        }
    }

    /**
     * The spread of one figure over the forks that have it (nearest rank, as the curve's): {@code forks}, {@code
     * min}, {@code p50}, {@code p90}, {@code max}. Ranked in whole units ({@code scale} of them to the figure's
     * unit: ms figures are ranked in ns, so the ranks are exact).
     */
    static final class FigureSpread {
        final int forks;
        final long minUnits;
        final long p50Units;
        final long p90Units;
        final long maxUnits;
        /** How many whole units the figure's unit holds: 1 for a count or ns, 1e6 for ms. */
        final double scale;

        private FigureSpread(int forks, SampleDistribution d, double scale) {
            this.forks = forks;
            this.minUnits = d.min();
            this.p50Units = d.percentile(50);
            this.p90Units = d.percentile(90);
            this.maxUnits = d.max();
            this.scale = scale;
        }

        /** Over {@code values} (nulls are forks without the figure); null where none has it. */
        static FigureSpread of(List<? extends Number> values, double scale) {
            List<Long> units = new ArrayList<>();
            for (Number v : values) {
                if (v != null) {
                    units.add(Math.round(v.doubleValue() * scale));
                }
            }
            if (units.isEmpty()) {
                return null;
            }
            long[] v = new long[units.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = units.get(i);
            }
            return new FigureSpread(v.length, SampleDistribution.of(v), scale);
        }
    }

    /** A fork's own figures against the point's steady state ({@code steady}; null without a warm reference). */
    static ForkFigures forkFigures(Fork fork, Steady steady) {
        WarmupCurve.Record first = fork.first();
        Integer eventsToSteady = null;
        Double millisToSteady = null;
        Double steadySinceStart = null;
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
            if (events >= 0) {
                eventsToSteady = events;
                // from the start of the first event: the testapp's own warm-up, apart from the harness's start-up
                long firstStartNanos = last.sinceStartNanos()[0] - last.latencies()[0];
                millisToSteady = (last.sinceStartNanos()[events] - firstStartNanos) / 1e6;
                steadySinceStart = last.sinceStartNanos()[events] / 1e6;
            }
        }
        Map<String, Long> before = new LinkedHashMap<>();
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
        return new ForkFigures(
                first.latencies()[0],
                first.sinceStartNanos()[0] / 1e6,
                steady != null,
                eventsToSteady,
                millisToSteady,
                steadySinceStart,
                before);
    }

    /**
     * A cold point over its forks (forks.json's {@code cold}): the files of its curve, its warm reference and the
     * steady state's clock step (null each without), the spread over the forks of the first event and of the
     * events and time to the steady state, and how many forks never reached it.
     */
    static final class Summary {
        final int forks;
        /** Whether warmup-events.csv was written: some fork had a VM log. */
        final boolean vmEventsWritten;

        final ForksIndex.WarmReference reference;
        final Long stepNanos;
        final FigureSpread firstEventNanos;
        final FigureSpread firstEventSinceStartMillis;
        final FigureSpread eventsToSteady;
        final FigureSpread millisToSteady;
        final FigureSpread steadySinceStartMillis;
        final int steadyNotReached;

        Summary(List<ForkFigures> figures, boolean vmEventsWritten, ForksIndex.WarmReference reference, Steady steady) {
            List<Long> first = new ArrayList<>();
            List<Double> firstSinceStart = new ArrayList<>();
            List<Integer> events = new ArrayList<>();
            List<Double> millis = new ArrayList<>();
            List<Double> steadySince = new ArrayList<>();
            int notReached = 0;
            for (ForkFigures f : figures) {
                first.add(f.firstEventNanos);
                firstSinceStart.add(f.firstEventSinceStartMillis);
                events.add(f.eventsToSteady);
                millis.add(f.millisToSteady);
                steadySince.add(f.steadySinceStartMillis);
                notReached += f.neverSteady() ? 1 : 0;
            }
            this.forks = figures.size();
            this.vmEventsWritten = vmEventsWritten;
            this.reference = reference;
            this.stepNanos = steady == null ? null : steady.stepNanos;
            this.firstEventNanos = FigureSpread.of(first, 1);
            this.firstEventSinceStartMillis = FigureSpread.of(firstSinceStart, 1e6);
            this.eventsToSteady = FigureSpread.of(events, 1);
            this.millisToSteady = FigureSpread.of(millis, 1e6);
            this.steadySinceStartMillis = FigureSpread.of(steadySince, 1e6);
            this.steadyNotReached = notReached;
        }

        /**
         * One console line: "cold: 10 forks; first event p50 812.4 us, max 1904.2 us; steady state (warm p50 0.021
         * us) after p50 350 events (max 900), 41.2 ms from the first event (max 61.0 ms); 0 forks never steady".
         */
        String consoleLine() {
            StringBuilder sb = new StringBuilder("  cold: ").append(forks).append(" forks");
            if (firstEventNanos != null) {
                sb.append(String.format(
                        Locale.ROOT,
                        "; first event p50 %.1f us, max %.1f us",
                        firstEventNanos.p50Units / 1e3,
                        firstEventNanos.maxUnits / 1e3));
            }
            if (reference == null || !reference.statistics.present()) {
                return sb.append("; no steady state: the warm reference did not complete")
                        .toString();
            }
            sb.append(
                    String.format(Locale.ROOT, "; steady state (warm p50 %.3f us)", reference.statistics.p50() / 1e3));
            if (eventsToSteady != null && millisToSteady != null) {
                sb.append(String.format(
                        Locale.ROOT,
                        " after p50 %d events (max %d), %.1f ms from the first event (max %.1f ms)",
                        eventsToSteady.p50Units,
                        eventsToSteady.maxUnits,
                        millisToSteady.p50Units / millisToSteady.scale,
                        millisToSteady.maxUnits / millisToSteady.scale));
            }
            return sb.append("; ")
                    .append(steadyNotReached)
                    .append(" forks never steady")
                    .toString();
        }
    }

    /**
     * Writes the curve and the VM events along it into {@code pointDir} and returns forks.json's {@code cold}.
     * {@code figures}: each fork's {@link #forkFigures}.
     */
    static Summary summarize(
            Path pointDir,
            List<Fork> forks,
            List<ForkFigures> figures,
            ForksIndex.WarmReference reference,
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
        return new Summary(figures, logged, reference, steady);
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
