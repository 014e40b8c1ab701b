package rtjbench.core.bench;

import rtjbench.core.args.Config;
import rtjbench.core.args.CpuList;
import rtjbench.core.clock.Clock;

/**
 * Everything one test thread needs inside its loop, made before the loop so the loop allocates nothing:
 * its logical id, the clock, its sample buffer, the simulated work, the counts and the stop flag.
 */
public final class ThreadContext {
    private final int index;
    private final int threadCount;
    private final Config config;
    private final CpuList cpus;
    private final Clock clock;
    private final SampleBuffer samples;
    private final SimulatedWork load;
    private final int warmup;
    private final int count;
    private final StopFlag stop;
    private final Runnable onWarmupDone;

    public ThreadContext(int index, int threadCount, Config config, CpuList cpus, Clock clock, SampleBuffer samples,
                         SimulatedWork load, int warmup, int count, StopFlag stop, Runnable onWarmupDone) {
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

    public SampleBuffer samples() {
        return samples;
    }

    public SimulatedWork load() {
        return load;
    }

    public int warmup() {
        return warmup;
    }

    public int count() {
        return count;
    }

    /** True once the watchdog or a signal asked the run to stop; loops look between iterations. */
    public boolean stopRequested() {
        return stop.isSet();
    }

    public StopFlag stopFlag() {
        return stop;
    }

    /** Bodies call this between warm-up and the measured loop; the harness notes the CPU there. */
    public void warmupDone() {
        onWarmupDone.run();
    }
}
