package rtjbench.events;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.Quantities;
import rtjbench.core.args.WarmupSpec;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RoundRobinWorkload;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.RunLength;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.SimulatedWork;
import rtjbench.core.bench.ThreadBody;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.ThreadLoops;
import rtjbench.core.bench.WarmupThenCount;
import rtjbench.core.bench.Workload;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.support.ConfigException;
import rtjbench.core.wait.WaitChoice;
import rtjbench.core.wait.WaitStrategies;
import rtjbench.stats.DeadlineMisses;
import rtjbench.stats.Finding;

/**
 * Release jitter of periodic threads, the Java counterpart of cyclictest: how late does a thread wake for a
 * release it asked for in advance?
 * <p>
 * N threads are pinned round-robin over {@code cpus}, with equal priorities or distinct ones (thread i at
 * {@code priority - i}, as cyclictest gives its threads). Each keeps an absolute release schedule,
 * start + k x {@code period}, sleeps to the next release ({@code LockSupport.parkNanos} to the deadline on
 * {@code System.nanoTime}, again where it woke early), and records now - intended release. Simulated work
 * follows, then the next release.
 * <p>
 * The schedule is never moved: a thread that wakes late by more than a period finds the next releases
 * already due, does not sleep, and records their lateness too, so a stall shows in every sample it delays
 * (a stall of 3.5 periods gives samples 3.5, 2.5, 1.5, 0.5 periods) instead of being hidden by a reset. A
 * release whose successor was already due when the thread woke is counted as a missed period in the
 * metadata.
 * <p>
 * With {@code type_of_threads=rt} (or {@code nh}) on an RTSJ VM the threads are periodic RealtimeThreads:
 * {@code PeriodicParameters} and {@code waitForNextPeriod()} instead of parkNanos; the VM keeps the schedule
 * and the metadata also counts the deadline misses it reported.
 * <p>
 * Deadlines and lateness are on {@code System.nanoTime}, the clock {@code parkNanos} sleeps on, whatever the
 * run's {@code clock}; the lateness is stored in that clock's ticks so the usual conversion gives it back.
 * <p>
 * {@code phase=common} gives all threads one release schedule (the first release is set by the first thread
 * past the start gate, {@link CommonStart}): every release finds all N threads due at once, and the kernel
 * wakes them in priority order, so the lowest waits for the others' wake-ups and switches. On one CPU with
 * distinct priorities this is Gracioli et al.'s release overhead against the number of threads (fig. 9).
 * {@code placement=floating} lets each thread run on any CPU of {@code cpus} instead of pinning it to one
 * (Akre et al.'s "normal multicore").
 */
public final class Periodic implements Benchmark {
    static final ArgSpec<Long> PERIOD = ArgSpec.of(
            "period", ArgType.time(10_000L, 10_000_000_000L), "1ms", "Release period of each thread (cyclictest -i)");
    static final ArgSpec<String> PRIORITIES = ArgSpec.of(
            "priorities",
            ArgType.choice("equal", "distinct"),
            "equal",
            "Thread priorities under fifo/rr: all at priority (equal), or thread i at priority - i (distinct, as "
                    + "cyclictest)");
    static final ArgSpec<String> PHASE = ArgSpec.of(
            "phase",
            ArgType.choice("own", "common"),
            "own",
            "First release: one period after each thread passes the start gate (own), or one instant for all threads, "
                    + "so every release finds them all due together (common; release overhead against N, Gracioli "
                    + "et al. fig. 9)");
    static final ArgSpec<String> PLACEMENT = ArgSpec.of(
            "placement",
            ArgType.choice("pinned", "floating"),
            "pinned",
            "Each thread pinned to one CPU of cpus, round-robin (pinned), or free to run on any CPU of cpus "
                    + "(floating)");
    static final ArgSpec<String> WAIT_STRATEGY = WaitStrategies.argument("the threads (for their next release)");

    static final ArgSpec<Deadline> DEADLINE = Deadline.spec(
            "A release misses its deadline when it wakes later than this after its intended time (period: the period);"
                    + " misses, miss ratio, longest run of misses and the worst lateness as a fraction of it are "
                    + "reported");

    @Override
    public String name() {
        return "periodic";
    }

    @Override
    public String description() {
        return "Release jitter of periodic threads (like cyclictest): each sleeps to an absolute release time and "
                + "records now - intended release; missed periods are counted and stay in the samples.";
    }

    @Override
    public List<ArgSpec<?>> arguments() {
        List<ArgSpec<?>> args =
                new ArrayList<>(Arrays.<ArgSpec<?>>asList(PERIOD, PRIORITIES, PHASE, PLACEMENT, DEADLINE));
        args.addAll(Arrays.asList(WaitStrategies.arguments(WAIT_STRATEGY)));
        return args;
    }

    @Override
    public boolean threadsSpin() {
        return false;
    }

    /** With wait_strategy=spin or yield the threads never sleep. */
    @Override
    public boolean threadsSpin(Config config) {
        return WaitStrategies.busy(config.getString(WAIT_STRATEGY));
    }

    /** How close the worst releases come to the deadline: p99.9 against it (docs/latency-under-load.md). */
    @Override
    public Finding finding() {
        return Finding.limit("p99.9 against the deadline", "p99.9", DEADLINE.name());
    }

    /** The deadline in ns (its default is the period). */
    @Override
    public double findingValue(Config config) {
        return config.get(DEADLINE).nanos(config.getLong(PERIOD));
    }

    @Override
    public void check(Config config, RunEnvironment env) throws ConfigException {
        int n = config.getInt(CommonArgs.THREADS);
        int p = config.getInt(CommonArgs.PRIORITY);
        if (!"java".equals(config.getString(CommonArgs.THREAD_TYPE))) {
            env.threadFactory(config.getString(CommonArgs.THREAD_TYPE)); // says plainly where the VM has no RTSJ
            if ("common".equals(config.getString(PHASE))) {
                throw new ConfigException(
                        "phase=common is for type_of_threads=java: RTSJ threads take their start from their own "
                                + "PeriodicParameters; use phase=own");
            }
        }
        if ("distinct".equals(config.getString(PRIORITIES)) && p - (n - 1) < 1) {
            throw new ConfigException("priorities=distinct gives thread i priority " + p
                    + " - i, but with no_of_threads=" + n + " the last would be " + (p - (n - 1))
                    + " (allowed 1..99); raise priority or use priorities=equal");
        }
        PeriodicWait.check(config, env, WAIT_STRATEGY);
        long period = config.getLong(PERIOD);
        long warmupMax = WarmupSpec.maxNanos(config); // auto or a time: bounded by time, not by releases
        long warmupNanos = warmupMax >= 0 ? warmupMax : period * WarmupSpec.iterationsUpFront(config);
        long runNanos = RunLength.measuredNanos(config, period) + warmupNanos;
        if (runNanos > config.getLong(CommonArgs.TIME_LIMIT)) {
            throw new ConfigException((RunLength.forDuration(config)
                            ? "duration=" + config.text(CommonArgs.DURATION)
                            : "period=" + config.text(PERIOD) + " x count")
                    + " + warm-up (" + config.text(CommonArgs.WARMUP)
                    + (warmupMax >= 0 ? ", at most " + Quantities.formatTime(warmupMax) : "") + ") = "
                    + Quantities.formatTime(runNanos) + ", longer than time_limit="
                    + config.text(CommonArgs.TIME_LIMIT));
        }
    }

    /** Thread {@code index}'s priority: the common one, or one less per thread for {@code distinct}. */
    static int priorityOf(int index, int priority, boolean distinct) {
        return distinct ? priority - index : priority;
    }

    @Override
    public Workload prepare(final Config config, final RunEnvironment env) throws ConfigException {
        final long period = config.getLong(PERIOD);
        final long deadline = config.get(DEADLINE).nanos(period);
        final boolean distinct = "distinct".equals(config.getString(PRIORITIES));
        final SchedPolicy policy = SchedPolicy.fromArg(config.getString(CommonArgs.POLICY));
        final int priority = config.getInt(CommonArgs.PRIORITY);
        final CpuList cpus = env.threadCpus(config);
        final boolean rtsj = !"java".equals(config.getString(CommonArgs.THREAD_TYPE));
        final CommonStart common = "common".equals(config.getString(PHASE)) ? new CommonStart() : null;
        final boolean floating = "floating".equals(config.getString(PLACEMENT));
        final WaitChoice wait = WaitStrategies.choice(config, WAIT_STRATEGY);
        final ThreadLoops<PeriodicLoop> loops = new ThreadLoops<>();
        return new RoundRobinWorkload(cpus) {
            @Override
            public CpuList placement(int index) {
                return floating ? cpus() : super.placement(index);
            }

            @Override
            public ThreadBody newThreadBody(ThreadContext ctx) throws Exception {
                if (rtsj) {
                    PeriodicLoop loop = new PeriodicLoop(
                            ctx.index(),
                            period,
                            rtsjTime(distinct ? priorityOf(ctx.index(), priority, true) : 0),
                            null,
                            deadline);
                    return loops.add(ctx.index(), loop);
                }
                if (distinct && policy.isRealtime()) {
                    // The harness gave every thread `priority`; this thread takes its own before the gate, so the
                    // read-back in the thread report shows what it really got.
                    ThreadControl control = env.threadControl();
                    if (control.isAvailable()) {
                        control.setScheduler(policy, priorityOf(ctx.index(), priority, true));
                    }
                }
                PeriodicLoop loop = new PeriodicLoop(ctx.index(), period, WaitingTime.of(wait), common, deadline);
                return loops.add(ctx.index(), loop);
            }

            @Override
            public Map<String, Object> metadata() {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("timed", "now - intended release, on System.nanoTime; release k at start + k x period");
                m.put(
                        "sleep",
                        rtsj
                                ? "RealtimeThread.waitForNextPeriod with PeriodicParameters (absolute start two "
                                        + "periods ahead); release i intended at start + i x period"
                                : WaitingTime.of(wait).describe());
                m.put("period_ns", period);
                m.put(
                        "phase",
                        common == null
                                ? "own: each thread's first release one period after it passed the start gate"
                                : "common: one schedule for all threads, first release "
                                        + CommonStart.LEAD_NANOS / 1_000_000
                                        + " ms + one period after the first thread passed the start gate");
                m.put(
                        "placement",
                        floating
                                ? "floating: every thread may run on any of CPUs " + cpus
                                : "pinned: thread i on one CPU of " + cpus + ", round-robin");
                m.put(
                        "priorities",
                        rtsj
                                ? (distinct ? "RTSJ priority " + priority + " - i" : "RTSJ priority " + priority)
                                : distinct && policy.isRealtime()
                                        ? "thread i at " + priority + " - i"
                                        : "all at " + priority
                                                + (policy.isRealtime() ? "" : " (not applied under policy other)"));
                long missed = 0;
                long vmMisses = 0;
                List<Long> perThread = new ArrayList<>();
                DeadlineMisses all = new DeadlineMisses(deadline);
                List<Map<String, Object>> deadlinePerThread = new ArrayList<>();
                for (PeriodicLoop l : loops.inIndexOrder()) {
                    perThread.add(l.missedPeriods());
                    missed += l.missedPeriods();
                    vmMisses += l.vmMisses();
                    all.add(l.deadlineMisses());
                    deadlinePerThread.add(l.deadlineMisses().toMap());
                }
                Map<String, Object> d = all.toMap();
                d.put("per_thread", deadlinePerThread);
                d.put("summary", "deadline " + Quantities.formatTime(deadline) + ": " + all.describe());
                m.put("deadline", d);
                m.put("missed_periods", missed);
                m.put("missed_periods_per_thread", perThread);
                if (rtsj) {
                    m.put("rtsj_deadline_misses", vmMisses);
                }
                return m;
            }
        };
    }

    /** RTSJ's periodic release, loaded only when the test threads are RealtimeThreads (so the VM has them). */
    static TimeBase rtsjTime(int priority) throws ReflectiveOperationException {
        return (TimeBase) Class.forName("rtjbench.events.rtsj.RtsjPeriodicTime")
                .getConstructor(int.class)
                .newInstance(priority);
    }

    /**
     * Where a periodic thread gets the time and sleeps: the VM's monotonic clock with parkNanos, RTSJ's
     * waitForNextPeriod, or a fake in tests. Made in the periodic thread.
     */
    public interface TimeBase {
        /**
         * Sets up the schedule and returns the first intended release, on {@link #nanoTime}: one period from now
         * where the time base keeps no schedule of its own.
         */
        default long firstRelease(long period) {
            return nanoTime() + period;
        }

        long nanoTime();

        /** Returns at or after {@code deadline} (a {@link #nanoTime} value), with the time it saw then. */
        long sleepUntil(long deadline);

        /** Deadline misses the VM itself reported (RTSJ), 0 elsewhere. */
        default long vmMisses() {
            return 0;
        }

        String describe();
    }

    /** System.nanoTime and LockSupport.parkNanos, looping where park returns early (it may, spuriously). */
    static final class SystemTime implements TimeBase {
        static final SystemTime INSTANCE = new SystemTime();

        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public String describe() {
            return "LockSupport.parkNanos to an absolute System.nanoTime deadline";
        }

        @Override
        public long sleepUntil(long deadline) {
            long now;
            while ((now = System.nanoTime()) - deadline < 0) {
                // No blocker object: parkNanos(blocker, ...) sets and clears it through two more library calls a
                // release, which the JIT compiles whenever their counts, shared with the whole VM, come due.
                LockSupport.parkNanos(deadline - now);
            }
            return now;
        }
    }

    /**
     * The first release shared by all threads of a run with {@code phase=common}: the first thread past the
     * start gate sets it {@value #LEAD_NANOS} ns plus a period ahead, long enough for every thread to be
     * asleep before it comes; the others take it as it is.
     */
    static final class CommonStart {
        static final long LEAD_NANOS = 10_000_000L;
        private boolean set;
        private long first;

        /** Cold path: once per thread, before its loop. */
        synchronized long firstRelease(TimeBase time, long period) {
            if (!set) {
                first = time.nanoTime() + LEAD_NANOS + period;
                set = true;
            }
            return first;
        }
    }

    /**
     * One periodic thread: keeps its release schedule, records lateness, counts missed periods and deadline misses.
     * The warm-up runs the very same loop as the measured releases, deadline accounting included, into counts of
     * its own that are then forgotten: the loop never asks which phase it is in, so the JIT compiles, while warming
     * up, every piece of code the measured releases run, and no branch the warm-up never took is left to trap.
     */
    static final class PeriodicLoop implements ThreadBody {
        final int index;
        private final long period;
        private final TimeBase time;
        /** Where all threads share one schedule; null: this thread's own. */
        private final CommonStart common;

        private long release;

        /** The warm-up's counts, forgotten. */
        private final Counts warmup;
        /** The measured releases' counts; read after the thread ended. */
        private final Counts measured;

        PeriodicLoop(int index, long period, TimeBase time) {
            this(index, period, time, null, period);
        }

        PeriodicLoop(int index, long period, TimeBase time, CommonStart common, long deadlineNanos) {
            this.index = index;
            this.period = period;
            this.time = time;
            this.common = common;
            this.warmup = new Counts(deadlineNanos);
            this.measured = new Counts(deadlineNanos);
        }

        DeadlineMisses deadlineMisses() {
            return measured.deadline;
        }

        long missedPeriods() {
            return measured.missed;
        }

        long vmMisses() {
            return time.vmMisses();
        }

        @Override
        public void run(final ThreadContext ctx) throws Exception {
            release = common != null ? common.firstRelease(time, period) : time.firstRelease(period);
            WarmupThenCount.run(ctx, new WarmupThenCount.Iterations() {
                private boolean measuring;

                @Override
                public boolean run(int n, boolean isMeasured) {
                    if (isMeasured && !measuring) {
                        // Between the warm-up and the measured releases the harness may wait for the JIT to go
                        // quiet: releases that fell in that wait were nobody's, so the first measured one is the
                        // schedule's next, not one the wait made late.
                        measuring = true;
                        release = nextDue(release, period, time.nanoTime());
                    }
                    return iterate(ctx, ctx.samples(), ctx.load(), n, isMeasured ? measured : warmup);
                }
            });
        }

        /** The first release of the schedule {@code release} + k x {@code period} that is not before {@code now}. */
        static long nextDue(long release, long period, long now) {
            return now <= release ? release : release + ((now - release + period - 1) / period) * period;
        }

        private boolean iterate(
                ThreadContext ctx, SampleSink samples, SimulatedWork load, int iterations, Counts counts) {
            long missedHere = 0;
            DeadlineMisses deadline = counts.deadline;
            try {
                for (int i = 0; i < iterations; i++) {
                    long now = time.sleepUntil(release);
                    long late = now - release;
                    samples.record(ctx.nanosToTicks(late), now); // the end time is kept only with explain_above
                    // the next release was already due when this one woke; without a branch the warm-up may never take
                    missedHere += (period - 1 - late) >>> 63;
                    deadline.record(late); // fields only: no allocation
                    release += period; // never re-anchored: a stall stays visible in every release it delays
                    load.run();
                    if (ctx.stopRequested()) {
                        return false;
                    }
                }
                return true;
            } finally {
                counts.missed += missedHere; // a duration run measures in more than one call
            }
        }
    }

    /** A phase's missed periods and deadline misses. */
    static final class Counts {
        final DeadlineMisses deadline;
        volatile long missed;

        Counts(long deadlineNanos) {
            this.deadline = new DeadlineMisses(deadlineNanos);
        }
    }
}
