package rtjbench.core.testing;

import rtjbench.core.args.Config;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SampleSink;
import rtjbench.core.bench.SimulatedWork;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.Warmup;
import rtjbench.core.clock.Clock;
import rtjbench.core.clock.NanoTimeClock;
import rtjbench.core.os.CpuList;

/**
 * The context of a test's one thread, as a benchmark body sees it: thread 0 of 1 on CPU 0, the
 * {@code System.nanoTime} clock at one nanosecond a tick, no simulated work, no warm-up, one sample, a fresh stop
 * flag and nothing to do when the warm-up ends. A test sets only what it is about; {@link #build()} is called on
 * the thread that will run the body (the context accounts that thread's CPU time).
 */
public final class SingleThread {
    private Config config;
    private CpuList cpus = CpuList.of(0);
    private Clock clock = new NanoTimeClock();
    private SampleSink samples = new SampleBuffer(1);
    private SimulatedWork load = new SimulatedWork(0);
    private Warmup warmup = Warmup.count(0);
    private int count = 1;
    private StopFlag stop = new StopFlag();
    private Runnable onWarmupDone = () -> {};
    private double nanosPerTick = 1.0;

    private SingleThread() {}

    /** A context for a body that reads {@code config}; null where the body reads none. */
    public static SingleThread of(Config config) {
        SingleThread t = new SingleThread();
        t.config = config;
        return t;
    }

    public SingleThread cpus(CpuList cpus) {
        this.cpus = cpus;
        return this;
    }

    public SingleThread clock(Clock clock) {
        this.clock = clock;
        return this;
    }

    /** Where the samples go, and as many measured iterations as {@code samples} holds. */
    public SingleThread samples(SampleBuffer samples) {
        this.samples = samples;
        this.count = samples.capacity();
        return this;
    }

    /** Where the samples go and how many measured iterations. */
    public SingleThread samples(SampleSink samples, int count) {
        this.samples = samples;
        this.count = count;
        return this;
    }

    public SingleThread load(int instructions) {
        this.load = new SimulatedWork(instructions);
        return this;
    }

    public SingleThread warmup(long iterations) {
        return warmup(Warmup.count(iterations));
    }

    public SingleThread warmup(Warmup warmup) {
        this.warmup = warmup;
        return this;
    }

    public SingleThread stop(StopFlag stop) {
        this.stop = stop;
        return this;
    }

    public SingleThread nanosPerTick(double nanosPerTick) {
        this.nanosPerTick = nanosPerTick;
        return this;
    }

    public ThreadContext build() {
        return new ThreadContext(
                0, 1, config, cpus, clock, samples, load, warmup, count, stop, onWarmupDone, nanosPerTick, false);
    }
}
