package rtjbench.core.bench;

import rtjbench.core.args.Config;
import rtjbench.core.clock.Clock;
import rtjbench.core.os.CpuList;

/**
 * Everything one test thread needs inside its loop, made before the loop so the loop allocates nothing:
 * its logical id, the clock, where its samples go, the simulated work, the counts and the stop flag.
 */
public final class ThreadContext {
    private final int index;
    private final int threadCount;
    private final Config config;
    private final CpuList cpus;
    private final Clock clock;
    private final SampleSink samples;
    private final SimulatedWork load;
    private final Warmup warmup;
    private final int count;
    private final StopFlag stop;
    private final Runnable onWarmupDone;
    private final double nanosPerTick;
    private long warmupIterations = -1;
    private boolean warmupCountedByLoop;
    private final boolean untilStopped;
    private final CpuAccount cpu = new CpuAccount(Thread.currentThread());

    /**
     * @param index logical thread id, 0..threadCount-1
     * @param warmup the warm-up: a count ({@link Warmup#count}) or one that may end by time or when the JIT is quiet
     *     (shared by the run's threads)
     * @param nanosPerTick how the clock's ticks convert to nanoseconds, for bodies that measure on another time base
     *     (a deadline on {@code System.nanoTime}) and must store their samples in the clock's ticks; NaN where
     *     unknown
     * @param untilStopped the measured loop ignores {@code count} and runs until the stop flag is raised (a run
     *     given a {@code duration}: the harness raises it when the time is up)
     */
    public ThreadContext(
            int index,
            int threadCount,
            Config config,
            CpuList cpus,
            Clock clock,
            SampleSink samples,
            SimulatedWork load,
            Warmup warmup,
            int count,
            StopFlag stop,
            Runnable onWarmupDone,
            double nanosPerTick,
            boolean untilStopped) {
        this.index = index;
        this.threadCount = threadCount;
        this.config = config;
        this.cpus = cpus;
        this.clock = clock;
        this.samples = samples;
        this.load = load;
        this.warmup = warmup;
        this.count = count;
        this.stop = stop;
        this.onWarmupDone = onWarmupDone;
        this.nanosPerTick = nanosPerTick;
        this.untilStopped = untilStopped;
    }

    /** Logical thread id, 0..threadCount-1: decides placement, as in the seed. */
    public int index() {
        return index;
    }

    public int threadCount() {
        return threadCount;
    }

    public Config config() {
        return config;
    }

    /** The CPUs this thread was placed on (usually one). */
    public CpuList cpus() {
        return cpus;
    }

    public Clock clock() {
        return clock;
    }

    /**
     * Nanoseconds per tick of {@link #clock()}, as the harness converts samples after the run; NaN where the
     * context was made without it (then {@link #nanosToTicks} refuses).
     */
    public double nanosPerTick() {
        return nanosPerTick;
    }

    /**
     * A duration measured in nanoseconds, as clock ticks, so the harness's conversion after the run gives the
     * nanoseconds back (within one tick). Allocation-free; for samples taken on {@code System.nanoTime}.
     */
    public long nanosToTicks(long nanos) {
        if (Double.isNaN(nanosPerTick)) {
            throw new IllegalStateException("this ThreadContext was made without the clock's ns per tick");
        }
        return Math.round(nanos / nanosPerTick);
    }

    public SampleSink samples() {
        return samples;
    }

    public SimulatedWork load() {
        return load;
    }

    /**
     * The warm-up count, for loops that must know it before they start (threads made in advance, a fixed
     * number of rounds): a fixed count, or auto's minimum. Loops that can stop when told run through
     * {@link WarmupThenCount}, which follows {@link #warmupPlan()} instead.
     */
    public int warmup() {
        return (int) warmup.iterations();
    }

    /** How the run's warm-up ends (a count, a time, the JIT quiet); shared by every thread of the run. */
    public Warmup warmupPlan() {
        return warmup;
    }

    /** Measured iterations; meaningless where {@link #untilStopped()}. */
    public int count() {
        return count;
    }

    /** The measured loop runs until the stop flag is raised (a {@code duration} run), not for {@link #count()}. */
    public boolean untilStopped() {
        return untilStopped;
    }

    /** True once the watchdog or a signal asked the run to stop; loops look between iterations. */
    public boolean stopRequested() {
        return stop.isSet();
    }

    public StopFlag stopFlag() {
        return stop;
    }

    /**
     * Bodies that count their own warm-up ({@link #warmup()} iterations) call this between warm-up and the
     * measured loop; the harness notes the CPU and the phase boundary there.
     */
    public void warmupDone() {
        warmupCountedByLoop = true;
        warmupDone(warmup.iterations());
    }

    /** As {@link #warmupDone()}, saying how many warm-up iterations this thread ran ({@link WarmupThenCount}). */
    public void warmupDone(long iterations) {
        warmupIterations = iterations;
        onWarmupDone.run(); // the harness may wait here for the JIT, then marks the boundary
        cpu.start();
        samples.warmupOver();
    }

    /** The warm-up iterations this thread ran before its measured loop; -1 where it never got there. */
    public long warmupIterations() {
        return warmupIterations;
    }

    /** Whether the loop counted its own warm-up ({@link #warmup()}) rather than following {@link #warmupPlan()}. */
    public boolean warmupCountedByLoop() {
        return warmupCountedByLoop;
    }

    /**
     * The CPU time of this thread and its helpers in the measured phase. Made in the thread that made the
     * context (the test thread, where the harness makes it).
     */
    public CpuAccount cpuAccount() {
        return cpu;
    }

    /** Counts a helper thread's CPU time (its handler) with this thread's; before the warm-up ends. Cold path. */
    public void accountCpuOf(String name, Thread helper) {
        cpu.addHelper(name, helper);
    }
}
