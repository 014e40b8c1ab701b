package rtjbench.core.bench;

/**
 * The two phases of every test thread's loop: {@code warmup} iterations, timed and recorded like the rest
 * but then forgotten (run in chunks that fit the sample buffer), then {@code count} measured iterations.
 * A loop supplies its iterations; this class only sequences them, outside every timed region.
 */
public final class WarmupThenCount {
    /** Runs {@code n} iterations of a loop, recording into the thread's sample buffer. */
    public interface Iterations {
        /**
         * @param n        how many iterations to run
         * @param measured false during warm-up, true for the measured count
         * @return false where the loop stopped early (stop flag), so no further phase runs
         */
        boolean run(int n, boolean measured) throws Exception;
    }

    private WarmupThenCount() {
    }

    public static void run(ThreadContext ctx, Iterations loop) throws Exception {
        SampleBuffer samples = ctx.samples();
        for (int left = ctx.warmup(); left > 0 && !ctx.stopRequested(); ) {
            int n = Math.min(left, samples.capacity());
            if (!loop.run(n, false)) {
                return;
            }
            samples.reset();
            left -= n;
        }
        ctx.warmupDone();
        loop.run(ctx.count(), true);
    }
}
