package rtjbench.events.cpmd;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SubRun;
import rtjbench.core.bench.SubRuns;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.topology.Cache;
import rtjbench.events.DutyCycle;
import rtjbench.events.PinnedThreads;

/**
 * Cache-related preemption and migration delay (Gracioli et al. §5.3, fig. 11): what a thread pays, in re-filling
 * its caches, for having been preempted or moved.
 * <p>
 * One test thread owns a working set of {@code wss} bytes, walked one cache line at a time in a fixed
 * pseudo-random order ({@link LineWalk}); <b>a sample is the time of one full pass</b>. Each job: an untimed
 * pass (the caches hold what fits), a timed <b>hot pass</b> (the baseline), the {@code disturbance}
 * ({@code none}, {@code preempt}: a higher-priority thread on the same CPU walks {@code polluter_bytes} and
 * blocks; {@code migrate_shared}/{@code migrate_far}: the thread moves to a CPU that does / does not share its
 * last-level cache, {@link CpmdPlacement}), then the timed <b>pass after</b>. The run's samples are the passes
 * after; the hot passes are the sub-run {@code hot/}; the metadata's {@code workload.cpmd_ns} summarises each
 * job's pass after minus its hot pass (avg, std, p50, p99, max) beside the seed's bound, {@code bound_ns} =
 * lines x the cost of one miss measured here ({@link MissCost}).
 */
public final class Cpmd implements Benchmark {
    /** A buffer this many times the last-level cache misses it on (nearly) every line. */
    static final int PROBE_OVER_LLC = 4;

    static final int DEFAULT_LINE = 64;
    static final ArgSpec<Long> WSS = ArgSpec.of(
            "wss",
            ArgType.size(128, 1L << 30),
            "64K",
            "Working set walked by the thread, one cache line at a time in a fixed pseudo-random order "
                    + "(sweep it: args/cpmd.xml goes from 4K to twice the last-level cache)");
    static final ArgSpec<String> DISTURBANCE = ArgSpec.of(
            "disturbance",
            ArgType.choice(DisturbanceKind.argNames()),
            "preempt",
            "Between the hot pass and the pass after: nothing (none), a higher-priority thread on the CPU walking "
                    + "polluter_bytes (preempt), a move to a CPU sharing the last-level cache (migrate_shared) or not "
                    + "sharing it (migrate_far)");
    static final ArgSpec<Long> POLLUTER_BYTES = ArgSpec.of(
            "polluter_bytes",
            ArgType.size(0, 1L << 30),
            "0",
            "Buffer the preempting thread reads, line by line; 0: the size of the last-level cache");
    static final ArgSpec<Long> MISS_PROBE_BYTES = ArgSpec.of(
            "miss_probe_bytes",
            ArgType.size(0, 4L << 30),
            "0",
            "Buffer whose pass time per line is the miss cost of the bound; 0: " + PROBE_OVER_LLC
                    + " x the last-level cache");

    @Override
    public String name() {
        return "cpmd";
    }

    @Override
    public String description() {
        return "Cache-related preemption/migration delay: per job a hot pass over a working set of wss bytes (one line "
                + "at a time, fixed pseudo-random order), a disturbance (none, preempt, migrate_shared, migrate_far), "
                + "the pass after; CPMD = after - hot, with the bound lines x measured miss cost (Gracioli "
                + "et al. fig. 11).";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.asList(WSS, DISTURBANCE, POLLUTER_BYTES, MISS_PROBE_BYTES);
    }

    /** The thread walks its working set back to back: a busy load on its CPU. */
    @Override
    public boolean threadsSpin() {
        return true;
    }

    @Override
    public String durationUnsupported(Config config) {
        return "cpmd keeps each job's hot pass (count of them) to pair it with the pass after";
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        PinnedThreads.requireJavaThreads(
                config,
                name(),
                "its polluter is a platform thread whose priority is set "
                        + "through the OS, and must outrank the test thread");
        if (config.getInt(CommonArgs.THREADS) != 1) {
            throw new ConfigException(
                    "cpmd runs one test thread (its disturbances move it or preempt it on its CPU); no_of_threads="
                            + config.getInt(CommonArgs.THREADS));
        }
        Plan plan = Plan.of(config, env);
        if (plan.placement.kind == DisturbanceKind.PREEMPT
                && plan.policy.isRealtime()
                && config.getInt(CommonArgs.PRIORITY) > 98) {
            throw new ConfigException(
                    "disturbance=preempt runs the polluter one priority above the thread, but priority="
                            + config.getInt(CommonArgs.PRIORITY) + " leaves none above; use 1..98");
        }
        if (plan.placement.kind.migrates() && !env.threadControl().isAvailable()) {
            throw new UnsupportedHereException("disturbance=" + plan.placement.kind.argName()
                    + " moves the thread with sched_setaffinity, which needs native thread control: "
                    + env.threadControl().description());
        }
        if (config.getLong(WSS) < 2L * plan.lineBytes) {
            throw new ConfigException(
                    "wss=" + config.text(WSS) + " holds fewer than two " + plan.lineBytes + "-byte cache lines");
        }
    }

    /**
     * The working set's walk, the polluter's buffer, the miss probe's walk (made once, with its order of lines
     * beside it), and the hot passes' samples a thread keeps beside the harness's (and, with record=histogram, the
     * passes after too: CPMD pairs them job by job).
     */
    @Override
    public HeapNeed heapNeed(Config config, RunEnvironment env) throws ConfigException {
        Plan plan = Plan.of(config, env);
        int threads = config.getInt(CommonArgs.THREADS);
        int count = config.getInt(CommonArgs.COUNT);
        long wss = config.getLong(WSS);
        HeapNeed need = HeapNeed.none()
                .plus("working set", wss, config.text(WSS))
                .plus("polluter buffer", plan.polluterBytes, Quantities.formatSize(plan.polluterBytes))
                .plus(
                        "miss probe",
                        plan.probeBytes + plan.probeBytes / plan.lineBytes * 4,
                        Quantities.formatSize(plan.probeBytes) + " and 4 B a line for its order")
                .plus(
                        "hot pass samples",
                        HeapNeed.times((long) threads * count, 8),
                        HeapNeed.perThread(threads, count, "8 B"));
        if (RunLength.histograms(config)) {
            need = need.plus(
                    "pass-after samples",
                    HeapNeed.times((long) threads * count, 8),
                    HeapNeed.perThread(threads, count, "8 B") + ": record=histogram");
        }
        return need;
    }

    @Override
    public Workload prepare(Config config, RunEnvironment env) throws ConfigException {
        return new CpmdWorkload(config, env, Plan.of(config, env));
    }

    /** What a config resolves to on this machine: placement, line size and the buffer sizes. */
    static final class Plan {
        final CpmdPlacement placement;
        final SchedPolicy policy;
        final int lineBytes;
        final long polluterBytes;
        final long probeBytes;

        private Plan(CpmdPlacement placement, SchedPolicy policy, int lineBytes, long polluterBytes, long probeBytes) {
            this.placement = placement;
            this.policy = policy;
            this.lineBytes = lineBytes;
            this.polluterBytes = polluterBytes;
            this.probeBytes = probeBytes;
        }

        static Plan of(Config config, RunEnvironment env) throws ConfigException {
            DisturbanceKind kind = DisturbanceKind.fromArg(config.getString(DISTURBANCE));
            CpmdPlacement placement = CpmdPlacement.choose(kind, env.topology(), env.threadCpus(config));
            Cache llc = placement.llc;
            long polluter = kind == DisturbanceKind.PREEMPT ? orLlc(config, POLLUTER_BYTES, 1, llc, placement.home) : 0;
            long probe = orLlc(config, MISS_PROBE_BYTES, PROBE_OVER_LLC, llc, placement.home);
            return new Plan(
                    placement,
                    SchedPolicy.fromArg(config.getString(CommonArgs.POLICY)),
                    llc == null ? DEFAULT_LINE : llc.lineSize(),
                    polluter,
                    probe);
        }

        /** The size given, or {@code times} x the last-level cache where it is 0. */
        private static long orLlc(Config config, ArgSpec<Long> arg, int times, Cache llc, int cpu)
                throws UnsupportedHereException {
            long given = config.getLong(arg);
            if (given != 0) {
                return given;
            }
            if (llc == null) {
                throw new UnsupportedHereException(arg.name() + "=0 means " + (times == 1 ? "" : times + " x ")
                        + "the last-level cache, " + "but the topology lists no data cache for CPU " + cpu + "; give "
                        + arg.name() + " as a size");
            }
            return times * llc.sizeBytes();
        }
    }

    /** The one test thread's buffers, disturbance and passes, and what they add up to after the run. */
    static final class CpmdWorkload implements Workload, SubRuns {
        private final Config config;
        private final RunEnvironment env;
        private final Plan plan;
        private final long wss;
        private final int count;
        private final DutyCycle duty;
        private volatile CpmdLoop loop;
        private volatile Disturbance disturbance = Disturbance.NONE;
        private volatile double missNanosPerLine = Double.NaN;

        CpmdWorkload(Config config, RunEnvironment env, Plan plan) {
            this.config = config;
            this.env = env;
            this.plan = plan;
            this.wss = config.getLong(WSS);
            this.count = config.getInt(CommonArgs.COUNT);
            this.duty = new DutyCycle(plan.policy.isRealtime());
        }

        @Override
        public CpuList placement(int index) {
            return CpuList.of(plan.placement.home);
        }

        @Override
        public ThreadBody newThreadBody(ThreadContext ctx) throws Exception {
            LineWalk walk = new LineWalk(wss, plan.lineBytes);
            missNanosPerLine = MissCost.nanosPerLine(plan.probeBytes, plan.lineBytes);
            disturbance = newDisturbance();
            CpmdLoop l = new CpmdLoop(ctx, walk, disturbance, new SampleBuffer(count), duty);
            loop = l;
            return l;
        }

        private Disturbance newDisturbance() throws Exception {
            CpmdPlacement p = plan.placement;
            switch (p.kind) {
                case PREEMPT:
                    int priority = config.getInt(CommonArgs.PRIORITY);
                    return new Preemption(
                            env,
                            plan.policy,
                            p.home,
                            plan.policy.isRealtime() ? priority + 1 : priority,
                            new Polluter(plan.polluterBytes, plan.lineBytes));
                case MIGRATE_SHARED:
                case MIGRATE_FAR:
                    return new Migration(env.threadControl(), p.home, p.target);
                default:
                    return Disturbance.NONE;
            }
        }

        @Override
        public Map<String, Object> metadata() {
            CpmdPlacement p = plan.placement;
            Map<String, Object> m = new LinkedHashMap<>();
            m.put(
                    "timed",
                    "one full pass over the working set, every cache line once in a fixed pseudo-random order: the hot "
                            + "pass (sub-run hot/) and the pass after the disturbance (this run's samples); CPMD = "
                            + "after - hot, job by job");
            m.put("disturbance", p.kind.argName());
            m.put("placement", p.describe());
            m.put("home_cpu", p.home);
            m.put("target_cpu", p.target);
            m.put("last_level_cache", p.llc == null ? null : p.llc.toString());
            m.put("line_bytes", plan.lineBytes);
            m.put("wss_bytes", wss / plan.lineBytes * plan.lineBytes);
            m.put("lines", wss / plan.lineBytes);
            if (p.kind == DisturbanceKind.PREEMPT) {
                m.put("polluter_bytes", plan.polluterBytes);
            }
            m.put("miss_probe_bytes", plan.probeBytes);
            m.put(
                    "walk_order",
                    "line 0, then lines 1..n-1 shuffled (java.util.Random seed " + LineWalk.SEED
                            + "), chained into one cycle");
            m.putAll(disturbance.facts());
            m.put("duty_cycle", duty.describe());
            m.put("rests", duty.rests());
            return m;
        }

        @Override
        public Map<String, Object> results(double nanosPerTick) {
            CpmdLoop l = loop;
            if (l == null) {
                return new LinkedHashMap<>();
            }
            long[] hot = l.hot.toArray();
            long[] after = l.after.toArray();
            double[] delays = CpmdStats.delaysNanos(hot, after, nanosPerTick);
            long lines = wss / plan.lineBytes;
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("miss_cost_ns_per_line", Math.round(missNanosPerLine * 100) / 100.0);
            m.put("bound_ns", CpmdStats.round1(CpmdStats.boundNanos(lines, missNanosPerLine)));
            m.put("cpmd_ns", CpmdStats.summary(delays));
            m.put("cpmd_negative_jobs", CpmdStats.negatives(delays));
            m.put("hot_pass_ns", CpmdStats.summary(CpmdStats.nanos(hot, nanosPerTick)));
            m.put("after_pass_ns", CpmdStats.summary(CpmdStats.nanos(after, nanosPerTick)));
            return m;
        }

        @Override
        public List<SubRun> subRuns() {
            CpmdLoop l = loop;
            if (l == null) {
                return Collections.emptyList();
            }
            Map<String, Object> facts = new LinkedHashMap<>();
            facts.put(
                    "samples",
                    "the hot pass of each job (the baseline before the disturbance), ns; the pass after is in ../");
            facts.put("disturbance", plan.placement.kind.argName());
            facts.put("wss_bytes", wss / plan.lineBytes * plan.lineBytes);
            return Collections.singletonList(new SubRun("hot", runClock(), Collections.singletonList(l.hot), facts));
        }

        /**
         * The run's clock, whose ticks the hot passes are in: the runner chose it through the same per-process
         * selector, which opens a clock once, so this is the same clock again.
         */
        private ClockSource runClock() {
            try {
                return ClockSelector.standard()
                        .select(config.getString(CommonArgs.CLOCK), config.getBoolean(CommonArgs.CLOCK_FORCE));
            } catch (UnsupportedHereException e) {
                throw new IllegalStateException("the run's clock is no longer available: " + e.getMessage(), e);
            }
        }

        @Override
        public void close() {
            disturbance.close();
        }
    }
}
