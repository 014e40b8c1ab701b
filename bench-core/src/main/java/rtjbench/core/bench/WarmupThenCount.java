package rtjbench.core.bench;

/**
 * The two phases of every test thread's loop: {@code warmup} iterations, timed and recorded like the rest
 * but then forgotten (run in chunks that fit the sample buffer), then {@code count} measured iterations, or,
 * for a run given a {@code duration}, measured iterations until the harness raises the stop flag.
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
        SampleSink samples = ctx.samples();
        for (int left = ctx.warmup(); left > 0 && !ctx.stopRequested(); ) {
            int n = Math.min(left, samples.capacity());
            if (!loop.run(n, false)) {
                return;
            }
            samples.reset();
            left -= n;
        }
        ctx.warmupDone();
        if (!ctx.untilStopped()) {
            loop.run(ctx.count(), true);
            return;
        }
        while (!ctx.stopRequested() && loop.run(Integer.MAX_VALUE, true)) {
            // a loop that ran its Integer.MAX_VALUE iterations goes on until the duration is over
        }
    }
}
