package rtjbench.core.run.nativeref;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.NativeReference;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.clock.NanoTimeClock;
import rtjbench.core.os.CpuList;
import rtjbench.core.run.output.ThreadReport;
import rtjbench.core.run.pipeline.PointPipeline;
import rtjbench.core.run.pipeline.PointRun;
import rtjbench.core.run.pipeline.RunSession;

/**
 * One point measured by rt-tests' cyclictest, with the point's threads, CPUs, policy, priority, memory lock
 * and count, and its histogram ({@code -h}) read back into samples ({@link CyclictestHistogram}). PM QoS is
 * held by the runner, as for every run, so cyclictest is told to leave it alone ({@code --laptop}).
 */
final class CyclictestMeasurement implements PointPipeline.Measurement {
    static final ClockSource CYCLICTEST_CLOCK = new ClockSource(
            "clock_gettime",
            new NanoTimeClock(),
            1.0,
            Collections.<String, Object>singletonMap("source", "cyclictest: clock_gettime(CLOCK_MONOTONIC), whole us"));

    private final RunSession session;
    private final String cyclictest;
    private final String version;
    private final int buckets;
    private final Map<String, NativeReference> references;

    CyclictestMeasurement(
            RunSession session,
            String cyclictest,
            String version,
            int buckets,
            Map<String, NativeReference> references) {
        this.session = session;
        this.cyclictest = cyclictest;
        this.version = version;
        this.buckets = buckets;
        this.references = references;
    }

    /** cyclictest's command line for a point. */
    List<String> command(Config config, List<String> own) throws Exception {
        List<String> c =
                new ArrayList<>(Arrays.asList(cyclictest, "-q", "-d0", "-h", Integer.toString(buckets), "--laptop"));
        if (config.getBoolean(CommonArgs.MLOCKALL)) {
            c.add("-m");
        }
        String policy = config.getString(CommonArgs.POLICY);
        if (!"fifo".equals(policy)) {
            c.add("--policy=" + policy);
        }
        if (!"other".equals(policy)) {
            c.add("-p" + config.getInt(CommonArgs.PRIORITY));
        }
        c.addAll(Arrays.asList(
                "-t" + config.getInt(CommonArgs.THREADS),
                "-a" + session.env.threadCpus(config),
                "-l" + config.getInt(CommonArgs.COUNT)));
        c.addAll(own);
        return c;
    }

    @Override
    public void measure(PointRun run) throws Exception {
        NativeReference ref = references.get(run.benchmark.name());
        List<String> command = command(run.config, ref.cyclictestOptions(run.config));
        run.record.clock = CYCLICTEST_CLOCK;
        run.record.workloadFacts = new LinkedHashMap<>(ref.facts(run.config));
        Map<String, Object> program = new LinkedHashMap<>();
        program.put("program", "cyclictest");
        program.put("version", version);
        program.put("command", String.join(" ", command));
        run.record.extra.put("native_ref", program);
        ChildProgram child = ChildProgram.run(command, NativeProgramMeasurement.limitNanos(run));
        if (child.timedOut) {
            run.stop.set(
                    "cyclictest exceeded time_limit " + run.config.text(CommonArgs.TIME_LIMIT) + " and was killed");
            return;
        }
        if (child.exitCode != 0) {
            run.stop.set("cyclictest exited with status " + child.exitCode + ": " + child.stderr);
            return;
        }
        CyclictestHistogram h = CyclictestHistogram.parse(child.stdout);
        CpuList cpus = session.env.threadCpus(run.config);
        List<ThreadReport> threads = new ArrayList<>();
        for (int t = 0; t < h.threads(); t++) {
            threads.add(new ThreadReport(
                    t,
                    "thread-" + t,
                    CpuList.of(cpus.get(t % cpus.size())),
                    run.config.getString(CommonArgs.POLICY),
                    run.config.getInt(CommonArgs.PRIORITY),
                    h.samples(t)));
        }
        run.record.threads = threads;
        run.record.workloadFacts.putAll(facts(h));
    }

    /** What the histogram says beyond the samples: cyclictest's own summary, the overflows, how samples were made. */
    private Map<String, Object> facts(CyclictestHistogram h) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("measured_by", "cyclictest " + version);
        m.put(
                "samples_from",
                "cyclictest's histogram (-h " + buckets
                        + "): one sample a latency, its 1 us bucket's lower bound in ns,"
                        + " in ascending order (a histogram has no time order); no warm-up (cyclictest has none)");
        String[][] rows = {
            {"Min Latencies", "cyclictest_min_us"},
            {"Avg Latencies", "cyclictest_avg_us"},
            {"Max Latencies", "cyclictest_max_us"},
            {"Histogram Overflows", "overflows"}
        };
        for (String[] row : rows) {
            long[] values = h.summary(row[0]);
            if (values != null) {
                List<Long> list = new ArrayList<>();
                for (long v : values) list.add(v);
                m.put(row[1], list);
            }
        }
        List<List<Long>> cycles = new ArrayList<>();
        for (int t = 0; t < h.threads(); t++) {
            cycles.add(h.overflowCycles(t));
        }
        m.put("overflow_cycles", cycles);
        m.put(
                "overflows_note",
                "latencies past " + buckets
                        + " us are not in the samples: counted in overflows, the largest in cyclictest_max_us");
        return m;
    }
}
