package rtjbench.tools.crosscheck;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.stats.ClockStep;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.IndexKind;
import rtjbench.tools.results.InsideFolder;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.ForkTables;
import rtjbench.tools.stats.Overhead;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Summary;

/**
 * Which JMH twin a harness run has, decided once here from the run's metadata (testapp, arguments, workload)
 * and the twins' benchmark names and @Param names (the harness's argument names, sizes in bytes).
 */
final class Pairing {
    /**
     * One line of the cross-check: the harness's side and JMH's side of one operation at one point; {@code note}
     * says where the two sides time different operations (null where they time the same).
     */
    record Pair(String operation, String point, HarnessSide harness, JmhSide jmh, String note) {}

    /**
     * The harness's figures (ns) over all forks of the point pooled, NaN where absent; what {@link GapReasons} reads
     * besides: {@code max}, {@code overheadNs} (-1 where unrecorded), {@code resolutionNs} (the step the point's
     * latencies move in, else the run's clock's resolution, NaN where unrecorded), {@code runsBefore} (runs that shared
     * this point's JVM before it: 0 for a fork, which has a VM of its own), {@code gcNsPerSample} (the measured phases'
     * garbage collection time over the samples, NaN where unrecorded), {@code forkMeans} (each fork's mean; one value
     * for one VM) and {@code iterationNs} (a whole iteration of the measured loop, timed region and all: the measured
     * phase's length over the samples a thread took, averaged over the forks; NaN where unrecorded).
     */
    record HarnessSide(
            long samples,
            double mean,
            double p50,
            double p90,
            double p99,
            long max,
            long overheadNs,
            double resolutionNs,
            int runsBefore,
            double gcNsPerSample,
            List<Double> forkMeans,
            double iterationNs) {}

    /** JMH's figures (ns), NaN where absent: the AverageTime score, SampleTime percentiles and each fork's score. */
    /**
     * JMH's figures of a pair: AverageTime's mean and fork means, SampleTime's percentiles and {@code sampleMean},
     * SampleTime's own mean (it times sampled calls one by one; NaN where it did not run).
     */
    record JmhSide(double mean, double p50, double p90, double p99, List<Double> forkMeans, double sampleMean) {
        JmhSide(double mean, double p50, double p90, double p99, List<Double> forkMeans) {
            this(mean, p50, p90, p99, forkMeans, Double.NaN);
        }

        static JmhSide of(JmhResults.Record avgt, JmhResults.Record sample) {
            return new JmhSide(
                    avgt == null ? Double.NaN : avgt.scoreNs(),
                    pct(sample, "50.0"),
                    pct(sample, "90.0"),
                    pct(sample, "99.0"),
                    avgt == null ? List.of() : avgt.forkMeansNs(),
                    sample == null ? Double.NaN : sample.scoreNs());
        }
    }

    private Pairing() {}

    /**
     * The pairs of one point: {@code forks} are its runs (one, one a fork, or one a round), which ran after
     * {@code runsBefore} other runs in the same JVM.
     */
    static List<Pair> pairs(List<RunDir> forks, JmhResults jmh, int runsBefore) {
        RunDir run = forks.get(0);
        JsonNode w = run.metadata().path("workload");
        Harness h = new Harness(forks, runsBefore);
        return switch (run.testapp()) {
            case "memalloc" ->
                "heap".equals(run.arg("memtype"))
                        ? one(
                                h,
                                jmh,
                                "memalloc",
                                "allocsize=" + w.path("allocsize_bytes").asText(),
                                "MemoryTwins.memalloc",
                                params("allocsize", w.path("allocsize_bytes").asText()),
                                null)
                        : List.of();
            case "arraycopy" ->
                one(
                        h,
                        jmh,
                        "arraycopy",
                        "copysize=" + w.path("copysize_bytes").asText(),
                        "MemoryTwins.arraycopy",
                        params("copysize", w.path("copysize_bytes").asText()),
                        null);
            case "sharedcache" ->
                one(
                        h,
                        jmh,
                        "sharedcache",
                        "fraction=" + run.arg("fraction") + " ("
                                + w.path("shared_bytes").asText() + " B)",
                        "MemoryTwins.sharedcache",
                        params("fraction", run.arg("fraction"), "cache_level", run.arg("cache_level")),
                        activeThreads(run) > 1
                                ? "the harness ran " + activeThreads(run)
                                        + " threads on the shared source; the twin one"
                                : null);
            case "spinlock" -> spinlock(h, jmh);
            case "dispatch" -> dispatch(h, jmh);
            case "timer" -> timer(run, jmh);
            default -> List.of();
        };
    }

    /** A point's side of its pairs: its statistics (read once, when a twin is found) and what explains gaps. */
    private static final class Harness {
        final List<RunDir> forks;
        final RunDir run;
        final int runsBefore;
        private HarnessSide side;

        Harness(List<RunDir> forks, int runsBefore) {
            this.forks = forks;
            this.run = forks.get(0);
            this.runsBefore = runsBefore;
        }

        HarnessSide side() {
            if (side == null) side = read();
            return side;
        }

        private HarnessSide read() {
            List<RunStats> each = new ArrayList<>();
            List<Double> forkMeans = new ArrayList<>();
            List<Long> overheads = new ArrayList<>();
            double gcMs = 0;
            double iterationNs = 0;
            for (RunDir fork : forks) {
                RunStats rs = harness(fork);
                each.add(rs);
                JsonNode measured =
                        fork.metadata().path("jvm_activity").path("measured").path("duration_ms");
                long perThread =
                        rs.all().summary().count() / Math.max(1, rs.threads().size());
                iterationNs += measured.isNumber() && perThread > 0
                        ? measured.asDouble() * 1e6 / perThread / forks.size()
                        : Double.NaN;
                forkMeans.add(rs.all().summary().mean());
                overheads.add(overhead(fork));
                JsonNode gc =
                        fork.metadata().path("jvm_activity").path("measured").path("gc_ms");
                gcMs += gc.isNumber() ? gc.asDouble() : Double.NaN;
            }
            RunStats pooled = each.size() == 1 ? each.get(0) : ForkTables.pooled(each);
            Summary s = pooled.all().summary();
            // Each VM measured its own overhead; the middle one stands for them (-1 where most recorded none).
            Collections.sort(overheads);
            return new HarnessSide(
                    s.count(),
                    s.mean(),
                    s.p50(),
                    s.p90(),
                    s.p99(),
                    s.max(),
                    overheads.get(overheads.size() / 2),
                    clockStep(run, pooled),
                    runsBefore,
                    s.count() > 0 ? gcMs * 1e6 / s.count() : Double.NaN,
                    forkMeans,
                    iterationNs);
        }

        /**
         * The step the point's latencies move in, as they show it ({@link ClockStep#ofPoint}, as the findings read
         * it); the clock's measured resolution where they show none. The resolution alone can mislead: on a guest
         * whose TSC moves in steps of about 10 ns, two reads a few ticks apart now and then make it read 0.39 ns.
         */
        private static double clockStep(RunDir run, RunStats pooled) {
            long shown = ClockStep.ofPoint(pooled.all().distribution());
            return shown > 1
                    ? shown
                    : run.metadata().path("clock").path("resolution_ns").asDouble(Double.NaN);
        }

        Pair pair(String op, String point, JmhSide jmh, String note) {
            return new Pair(op, point, side(), jmh, note);
        }
    }

    static String whyNoTwin(RunDir run, JmhResults jmh) {
        return switch (run.testapp()) {
            case "memalloc" ->
                "heap".equals(run.arg("memtype"))
                        ? "no JMH record with these params"
                        : "memtype=" + run.arg("memtype") + " has no twin (heap only)";
            case "spinlock" ->
                "threads a lock: " + threadsPerLock(run)
                        + "; twins exist for 1 and 2, or no JMH record with these params";
            case "dispatch" ->
                "handler=" + run.arg("handler") + ", no_of_threads=" + run.arg("no_of_threads")
                        + " (twin: bound, one firing thread)";
            case "arraycopy", "sharedcache", "timer" -> "no JMH record with these params";
            default -> "no JMH twin for " + run.testapp();
        };
    }

    private static List<Pair> one(
            Harness h,
            JmhResults jmh,
            String op,
            String point,
            String benchmark,
            Map<String, String> params,
            String note) {
        JmhResults.Record avgt = jmh.find(benchmark, "avgt", params);
        JmhResults.Record sample = jmh.find(benchmark, "sample", params);
        if (avgt == null && sample == null) return List.of();
        return List.of(h.pair(op, point, JmhSide.of(avgt, sample), note));
    }

    private static double pct(JmhResults.Record r, String p) {
        return r == null ? Double.NaN : r.percentile(p);
    }

    /** Threads that recorded samples. */
    static int activeThreads(RunDir run) {
        int n = 0;
        for (JsonNode t : run.metadata().path("threads")) if (t.path("samples").asLong(0) > 0) n++;
        return n;
    }

    /** The most threads that used one lock: threads with samples grouped by their half (aware / other). */
    static int threadsPerLock(RunDir run) {
        Map<String, Integer> perHalf = new LinkedHashMap<>();
        JsonNode threads = run.metadata().path("threads");
        JsonNode halves = run.metadata().path("workload").path("threads");
        for (int i = 0; i < threads.size(); i++) {
            if (threads.get(i).path("samples").asLong(0) == 0) continue;
            String half = i < halves.size() ? halves.get(i).path("half").asText("?") : "?";
            perHalf.merge(half.split(" ")[0], 1, Integer::sum);
        }
        return perHalf.values().stream().mapToInt(Integer::intValue).max().orElse(0);
    }

    private static List<Pair> spinlock(Harness h, JmhResults jmh) {
        RunDir run = h.run;
        int perLock = threadsPerLock(run);
        String bench = perLock == 1 ? "LockTwins.uncontended" : perLock == 2 ? "LockTwins.contended" : null;
        if (bench == null) return List.of();
        String lock = run.arg("lock");
        // timed=section (args/crosscheck.xml) times the twin's very call; the seed's acquire (the default, and
        // every run made before the argument existed) does not.
        boolean sameCall = "section".equals(run.arg("timed"));
        return one(
                h,
                jmh,
                "spinlock " + (perLock == 1 ? "uncontended" : "contended"),
                "lock=" + lock + " " + run.arg("padding"),
                bench,
                params("lock", lock, "padding", run.arg("padding"), "cs_lines", run.arg("cs_lines")),
                sameCall
                        ? null
                        : "harness timed=acquire: the acquire only; JMH: acquire + critical section + release "
                                + "(run spinlock with timed=section to time the same call)");
    }

    private static List<Pair> dispatch(Harness h, JmhResults jmh) {
        RunDir run = h.run;
        if (!"bound".equals(run.arg("handler")) || !"1".equals(run.arg("no_of_threads"))) return List.of();
        Map<String, String> params = params("handler_cpu", run.arg("handler_cpu"));
        JmhResults.Record avgt = jmh.find("BoundHandlerTwin.fireToRun", "avgt", params);
        JmhResults.Record sample = jmh.find("BoundHandlerTwin.fireToRun", "sample", params);
        if (avgt == null && sample == null) return List.of();
        String point = "handler_cpu=" + run.arg("handler_cpu");
        List<Pair> out = new ArrayList<>();
        double oneWay = Double.NaN;
        List<Double> oneWayForks = List.of();
        if (avgt != null) {
            Double sum = avgt.secondary().get("oneWayNanos"),
                    fires = avgt.secondary().get("fires");
            if (sum != null && fires != null && fires > 0) oneWay = sum / fires;
            oneWayForks = avgt.forkRatios("oneWayNanos", "fires");
        }
        // The same one way as the harness's sample, measured inside the twin: a comparison of one operation.
        out.add(h.pair(
                "dispatch bound one way",
                point,
                new JmhSide(oneWay, Double.NaN, Double.NaN, Double.NaN, oneWayForks),
                null));
        out.add(h.pair(
                "dispatch bound round trip",
                point,
                JmhSide.of(avgt, sample),
                "harness: one way (fire to handler start); JMH: fire, handler, completion notice, firer wake-up"));
        return out;
    }

    /** The timer: each clock's read cost (best batch, ns per read) beside ClockReadBenchmark. */
    private static List<Pair> timer(RunDir run, JmhResults jmh) {
        List<Pair> out = new ArrayList<>();
        for (JsonNode sub : run.metadata().path("sub_runs")) {
            Path dir = InsideFolder.resolve(
                    run.dir(), sub.asText(), run.dir().resolve(IndexKind.RUN.fileName()), "\"sub_runs\" entry");
            if (!IndexKind.RUN.isIn(dir)) continue;
            RunDir clockRun = ResultTree.loadRun(dir);
            JsonNode w = clockRun.metadata().path("workload");
            String clock = w.path("clock").asText(sub.asText().replace("clock=", ""));
            String path = w.path("path").asText("");
            double readCost = w.path("read_cost_ns").get(0) == null
                    ? Double.NaN
                    : w.path("read_cost_ns").get(0).asDouble(Double.NaN);
            double twin = switch (clock) {
                case "nanotime" -> avgt(jmh, "ClockReadBenchmark.nanoTime");
                case "tsc" -> avgt(jmh, "ClockReadBenchmark." + path + "Rdtsc");
                case "tsc-serial" ->
                    (avgt(jmh, "ClockReadBenchmark." + path + "LfenceRdtsc")
                                    + avgt(jmh, "ClockReadBenchmark." + path + "RdtscpLfence"))
                            / 2;
                default -> Double.NaN;
            };
            if (Double.isNaN(twin)) continue;
            HarnessSide best = new HarnessSide(
                    1,
                    readCost,
                    Double.NaN,
                    Double.NaN,
                    Double.NaN,
                    Math.round(readCost),
                    -1,
                    Double.NaN,
                    0,
                    Double.NaN,
                    List.of(readCost),
                    Double.NaN);
            out.add(new Pair(
                    "clock read",
                    clock + (path.isEmpty() ? "" : " (" + path + ")"),
                    best,
                    new JmhSide(twin, Double.NaN, Double.NaN, Double.NaN, List.of(twin)),
                    "harness: read cost per read, best batch of back-to-back reads (timer testapp); JMH: AverageTime "
                            + "of one read"
                            + ("tsc-serial".equals(clock) ? ", mean of the start and end reads" : "")));
        }
        return out;
    }

    private static double avgt(JmhResults jmh, String benchmark) {
        JmhResults.Record r = jmh.find(benchmark, "avgt", Map.of());
        return r == null ? Double.NaN : r.scoreNs();
    }

    /** The statistics of a run's samples (raw, all threads pooled in {@code all()}). */
    private static RunStats harness(RunDir run) {
        try {
            return Analyzer.analyze(run, false, false, Analyzer.DEFAULT_MICROS_BUCKETS);
        } catch (java.io.IOException e) {
            throw ToolException.data(run.dir() + ": cannot read its samples: " + e);
        }
    }

    /** The run's recorded timer overhead in ns, or -1 where it has none. */
    private static long overhead(RunDir run) {
        JsonNode nf = run.metadata().path("clock").get("noise_floor");
        return nf == null || nf.isNull() ? -1 : Overhead.of(run).ns();
    }

    private static Map<String, String> params(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return m;
    }
}
