package rtjbench.core.timer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.bench.RoundRobinWorkload;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SubRun;
import rtjbench.core.bench.SubRuns;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.TimedLoop;
import rtjbench.core.bench.TimedOperation;
import rtjbench.core.bench.Workload;
import rtjbench.core.clock.Clock;
import rtjbench.core.clock.ClockLoops;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.clock.ReadCost;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.Sink;
import rtjbench.core.support.UnsupportedHereException;

/**
 * {@code timer}: the suite measuring its own clocks. Each test thread, on its CPU, reads every clock that
 * works here (or those named by {@code clocks}), one clock after another:
 * <ol>
 * <li>{@code count} empty timed regions [start read, end read] back to back, in the clock's own loop
 * ({@link ClockLoops}): the clock's noise floor, and its resolution (its step: {@link ReadCost#resolutionNanos});</li>
 * <li>{@code batches} batches of {@code reads} back-to-back reads, each batch timed by
 * {@code System.nanoTime()}: the read cost, best and median batch, in ns per read, measured the way the
 * C reference (bench-core/src/test/c/clockref.c) measures rdtsc and clock_gettime.</li>
 * </ol>
 * The run's own samples ({@code thread-<i>.txt}) are empty regions of the run's clock through the
 * harness's {@link TimedLoop}, like every benchmark's; each clock's samples go to a sub-run folder
 * {@code clock=<name>/} with its read cost and resolution per thread in its {@code workload} metadata.
 */
public final class TimerBenchmark implements Benchmark {
    static final ArgSpec<String> CLOCKS = ArgSpec.of(
            "clocks",
            ArgType.text(),
            "all",
            "Clocks to read, comma-separated (nanotime,tsc,tsc-serial), or all: every clock that works and is trusted "
                    + "here");
    static final ArgSpec<Long> READS =
            ArgSpec.of("reads", ArgType.integer(2, 10_000_000), "10000", "Back-to-back reads in one read-cost batch");
    static final ArgSpec<Long> BATCHES = ArgSpec.of(
            "batches",
            ArgType.integer(1, 100_000),
            "20",
            "Read-cost batches per clock and thread (best and median are kept)");

    private static final TimedOperation EMPTY = new TimedOperation() {
        @Override
        public Object operate() {
            return null;
        }
    };

    @Override
    public String name() {
        return "timer";
    }

    @Override
    public String description() {
        return "Read cost and resolution of every clock that works here (nanotime, tsc, tsc-serial), in each thread: "
                + "count empty regions [start read, end read] per clock, and batches of back-to-back reads timed by "
                + "nanoTime. Each clock's samples go to the sub-run folder clock=<name>/.";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        return Arrays.asList(CLOCKS, READS, BATCHES);
    }

    @Override
    public String durationUnsupported(Config config) {
        return "timer sizes each clock's arrays of empty regions by count before the loop";
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        clocks(config);
    }

    /**
     * Per clock and thread: the array of {@code count} empty regions (handed on as the clock's sub-run, not
     * copied) and the read-cost batches.
     */
    @Override
    public HeapNeed heapNeed(Config config, RunEnvironment env) throws ConfigException {
        int clocks = clocks(config).size();
        int threads = config.getInt(CommonArgs.THREADS);
        long perClock = (long) threads * clocks;
        return HeapNeed.none()
                .plus(
                        "empty regions per clock",
                        HeapNeed.times(perClock, 8L * config.getInt(CommonArgs.COUNT) + ARRAY_HEADER),
                        String.format(
                                Locale.ROOT,
                                "%d clock%s x %s",
                                clocks,
                                clocks == 1 ? "" : "s",
                                HeapNeed.perThread(threads, config.getInt(CommonArgs.COUNT), "8 B")))
                .plus(
                        "read-cost batches",
                        HeapNeed.times(perClock, 8L * config.getLong(BATCHES) + ARRAY_HEADER),
                        String.format(
                                Locale.ROOT,
                                "%d clock%s x %s",
                                clocks,
                                clocks == 1 ? "" : "s",
                                HeapNeed.perThread(threads, config.getLong(BATCHES), "8 B")));
    }

    /** An array's header and alignment, at most. */
    private static final long ARRAY_HEADER = 24;

    /** The clocks to read; a clock named but not working here is refused with why. */
    static List<ClockSource> clocks(Config config) throws UnsupportedHereException {
        boolean force = config.getBoolean(CommonArgs.CLOCK_FORCE);
        ClockSelector selector = ClockSelector.standard();
        String wanted = config.getString(CLOCKS).trim();
        if (wanted.equals("all")) {
            return selector.available(force);
        }
        List<ClockSource> clocks = new ArrayList<>();
        for (String name : wanted.split(",")) {
            if (!name.trim().isEmpty()) {
                clocks.add(selector.select(name.trim(), force));
            }
        }
        if (clocks.isEmpty()) {
            throw new UnsupportedHereException("clocks='" + wanted + "' names no clock; use all or e.g. nanotime,tsc");
        }
        return clocks;
    }

    @Override
    public Workload prepare(Config config, RunEnvironment env) throws ConfigException {
        return new TimerWorkload(config, env, clocks(config));
    }

    /** Per thread and clock: the empty regions and read-cost batches, filled by the threads, read after. */
    static final class TimerWorkload extends RoundRobinWorkload implements SubRuns {
        private final List<ClockSource> clocks;
        private final int threads;
        private final int count;
        private final int reads;
        private final int batches;
        /** [clock][thread] */
        private final long[][][] regions;

        private final double[][][] batchNanosPerRead;
        private final int[][] regionsTaken;
        private final Sink keepAlive = new Sink();
        private final List<String> notes = new ArrayList<>();

        TimerWorkload(Config config, RunEnvironment env, List<ClockSource> clocks) throws ConfigException {
            super(env.threadCpus(config));
            this.clocks = clocks;
            this.threads = config.getInt(CommonArgs.THREADS);
            this.count = config.getInt(CommonArgs.COUNT);
            this.reads = config.getInt(READS);
            this.batches = config.getInt(BATCHES);
            regions = new long[clocks.size()][threads][];
            batchNanosPerRead = new double[clocks.size()][threads][];
            regionsTaken = new int[clocks.size()][threads];
        }

        /** One line: each clock's read cost and resolution, known once the run's sub-runs are made. */
        @Override
        public List<String> notes() {
            return notes;
        }

        @Override
        public Map<String, Object> metadata() {
            Map<String, Object> m = new LinkedHashMap<>();
            List<String> names = new ArrayList<>();
            for (ClockSource c : clocks) {
                names.add(c.name());
            }
            m.put("clocks", names);
            m.put("missing_clocks", ClockSelector.standard().missing(false));
            m.put("reads_per_batch", reads);
            m.put("batches", batches);
            m.put(
                    "samples",
                    "thread-<i>.txt: empty regions of the run's clock through TimedLoop; clock=<name>/: each clock's "
                            + "own");
            return m;
        }

        @Override
        public ThreadBody newThreadBody(ThreadContext ctx) {
            final int t = ctx.index();
            final ClockLoops[] loops = new ClockLoops[clocks.size()];
            for (int c = 0; c < clocks.size(); c++) {
                Clock clock = clocks.get(c).clock();
                loops[c] = clock instanceof ClockLoops ? (ClockLoops) clock : null;
                regions[c][t] = new long[count];
                batchNanosPerRead[c][t] = new double[batches];
            }
            return new ThreadBody() {
                @Override
                public void run(ThreadContext ctx) {
                    TimedLoop.run(ctx, EMPTY);
                    for (int c = 0; c < loops.length && !ctx.stopRequested(); c++) {
                        if (loops[c] != null) {
                            readClock(loops[c], c, t, ctx);
                        }
                    }
                }
            };
        }

        /** Warm-up (the loops compiled), then the empty regions, then the timed batches. Allocation-free. */
        private void readClock(ClockLoops loops, int c, int t, ThreadContext ctx) {
            long[] out = regions[c][t];
            long sink = 0;
            for (int left = ctx.warmup(); left > 0; left -= out.length) {
                loops.emptyRegions(out, Math.min(left, out.length));
            }
            sink += loops.readBatch(reads);
            loops.emptyRegions(out, out.length);
            regionsTaken[c][t] = out.length;
            double[] perRead = batchNanosPerRead[c][t];
            for (int b = 0; b < perRead.length && !ctx.stopRequested(); b++) {
                long start = System.nanoTime();
                sink += loops.readBatch(reads);
                perRead[b] = (double) (System.nanoTime() - start) / reads;
            }
            keepAlive.consume(sink); // keeps the reads alive
        }

        @Override
        public List<SubRun> subRuns() {
            List<SubRun> subs = new ArrayList<>();
            StringBuilder costs = new StringBuilder(
                    "clock read cost (best / median batch, ns a read, per thread) and resolution (ns, per thread):");
            for (int c = 0; c < clocks.size(); c++) {
                ClockSource clock = clocks.get(c);
                List<SampleBuffer> perThread = new ArrayList<>();
                List<Object> best = new ArrayList<>();
                List<Object> median = new ArrayList<>();
                List<Object> resolution = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    long[] r = regions[c][t];
                    int taken = r == null ? 0 : regionsTaken[c][t];
                    // the regions themselves, not a copy: at large counts a copy would double the timer's heap
                    perThread.add(r == null || r.length == 0 ? new SampleBuffer(1) : SampleBuffer.holding(r, taken));
                    long step = r == null ? -1 : ReadCost.stepTicks(r, taken);
                    double[] perRead =
                            batchNanosPerRead[c][t] == null ? new double[0] : batchNanosPerRead[c][t].clone();
                    Arrays.sort(perRead);
                    boolean measured = perRead.length > 0 && perRead[perRead.length - 1] > 0;
                    best.add(measured ? ClockSelector.round2(firstPositive(perRead)) : null);
                    median.add(measured ? ClockSelector.round2(perRead[perRead.length / 2]) : null);
                    resolution.add(step < 0 ? null : ClockSelector.round2(step * clock.nanosPerTick()));
                }
                Map<String, Object> facts = new LinkedHashMap<>();
                facts.put("clock", clock.name());
                facts.put("path", clock.details().get("path"));
                facts.put("reads_per_batch", reads);
                facts.put("batches", batches);
                facts.put("read_cost_ns", best);
                facts.put("read_cost_median_ns", median);
                facts.put("resolution_ns", resolution);
                facts.put("samples", "empty regions [start read, end read] of this clock, ns");
                subs.add(new SubRun("clock=" + clock.name(), clock, perThread, facts));
                costs.append(String.format(
                        Locale.ROOT,
                        "%s %s%s %s / %s, resolution %s%s",
                        c == 0 ? "" : ";",
                        clock.name(),
                        clock.details().get("path") == null
                                ? ""
                                : " (" + clock.details().get("path") + ")",
                        listed(best),
                        listed(median),
                        listed(resolution),
                        unmeasured(best)));
            }
            notes.add(costs.toString()); // one note for every clock: said once, in full, on the console
            return subs;
        }

        /** {@code [37.53, 30.75]}, a thread that measured nothing shown as {@code -}. */
        static String listed(List<Object> perThread) {
            StringBuilder sb = new StringBuilder("[");
            for (Object v : perThread) {
                sb.append(sb.length() == 1 ? "" : ", ").append(v == null ? "-" : v);
            }
            return sb.append(']').toString();
        }

        /** Which threads measured nothing, and why they can have: said once, not as a list of nulls. */
        static String unmeasured(List<Object> perThread) {
            List<Integer> none = new ArrayList<>();
            for (int t = 0; t < perThread.size(); t++) {
                if (perThread.get(t) == null) {
                    none.add(t);
                }
            }
            if (none.isEmpty()) {
                return "";
            }
            return String.format(
                    Locale.ROOT,
                    " (%d of %d threads took no reads: %s; see the run's thread warnings for why)",
                    none.size(),
                    perThread.size(),
                    none.size() == perThread.size()
                            ? "all"
                            : (none.size() == 1 ? "thread " : "threads ")
                                    + none.toString().replaceAll("[\\[\\]]", ""));
        }

        private static double firstPositive(double[] sorted) {
            for (double v : sorted) {
                if (v > 0) return v;
            }
            return Double.NaN;
        }
    }
}
