package rtjbench.core.run.pipeline;

import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.core.args.Config;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.SimulatedWork;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.TimedLoop;
import rtjbench.core.bench.TimedOperation;
import rtjbench.core.bench.Warmup;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.os.CpuList;
import rtjbench.stats.SampleDistribution;

/**
 * The noise floor of a run's clock: the distribution of an empty timed region, measured through the very
 * loop benchmarks use ({@link TimedLoop} with an operation that does nothing), on the runner's thread just
 * before the run. Its median is what a clock read pair adds to every sample; statistics subtract it only
 * when asked ({@code subtract_overhead=true} in tools), never silently.
 */
public final class NoiseFloor {
    public static final int WARMUP =
            100_000; // enough for the JIT's optimising compile of the loop (tiered C2 OSR at about 60,000 back edges)
    static final int COUNT = 20_000;

    /** An empty operation: the region holds nothing but the two clock reads. */
    static final TimedOperation EMPTY = new TimedOperation() {
        @Override
        public Object operate() {
            return null;
        }
    };

    private NoiseFloor() {}

    /** Measures and describes: {@code samples}, {@code min_ns}, {@code median_ns}, {@code p99_ns}, {@code max_ns}. */
    static Map<String, Object> measure(ClockSource clock, Config config) {
        return describe(
                samples(clock, config),
                "empty timed region through TimedLoop on the runner thread before the run, after " + WARMUP
                        + " warm-up iterations");
    }

    /** The empty region's times, ns, as {@link #measure} takes them: what a cold fork hands its runner. */
    public static long[] samples(ClockSource clock, Config config) {
        SampleBuffer samples = new SampleBuffer(COUNT);
        Runnable nothing = new Runnable() {
            @Override
            public void run() {}
        };
        ThreadContext ctx = new ThreadContext(
                0,
                1,
                config,
                CpuList.of(),
                clock.clock(),
                samples,
                new SimulatedWork(0),
                Warmup.count(WARMUP),
                COUNT,
                new StopFlag(),
                nothing,
                Double.NaN,
                false);
        TimedLoop.run(ctx, EMPTY);
        long[] ns = new long[samples.size()];
        for (int i = 0; i < ns.length; i++) {
            ns[i] = clock.toNanos(samples.get(i));
        }
        return ns;
    }

    /** The floor's metadata from its samples (ns), taken as {@code method} says. */
    public static Map<String, Object> describe(long[] ns, String method) {
        SampleDistribution stats = SampleDistribution.of(ns);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("method", method);
        m.put("samples", stats.count());
        m.put("min_ns", stats.min());
        m.put("median_ns", stats.percentile(50));
        m.put("p99_ns", stats.percentile(99));
        m.put("max_ns", stats.max());
        return m;
    }
}
