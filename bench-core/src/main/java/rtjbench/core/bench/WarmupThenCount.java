package rtjbench.core.bench;

/**
 * The two phases of every test thread's loop: warm-up iterations, timed and recorded like the rest but then
 * forgotten, until the run's {@link Warmup} says enough (a count, a time, or the JIT quiet), then
 * {@code count} measured iterations, or, for a run given a {@code duration}, measured iterations until the
 * harness raises the stop flag. A loop supplies its iterations; this class only sequences them, outside
 * every timed region.
 * <p>
 * Warm-up runs in chunks of at most {@link #MAX_CHUNK} iterations, shortened where a chunk takes longer than
 * {@link #CHUNK_NANOS}: the warm-up's end is looked at between chunks (a volatile read), and the loop is
 * entered often enough that the JIT compiles it as a whole method, not only on-stack, before the measured
 * loop enters it once. Chunks are small so that the code run once a chunk (this class, the warm-up's checks,
 * the sample buffer's reset) is called often enough to be compiled early too: a method without a loop waits
 * for some 5,000 calls before C2 compiles it, which in chunks of 1,024 fast iterations came half a second into
 * the warm-up, and every such compilation starts warmup=auto's quiet interval again. A chunk costs two clock
 * reads and a few calls: nothing beside a millisecond of iterations.
 */
public final class WarmupThenCount {
    static final int FIRST_CHUNK = 16;
    static final int MAX_CHUNK = 64;
    static final long CHUNK_NANOS = 1_000_000L;

    /** Runs {@code n} iterations of a loop, recording into the thread's sample buffer. */
    public interface Iterations {
        /**
         * @param n        how many iterations to run
         * @param measured false during warm-up, true for the measured count
         * @return false where the loop stopped early (stop flag), so no further phase runs
         */
        boolean run(int n, boolean measured) throws Exception;
    }

    private WarmupThenCount() {}

    public static void run(ThreadContext ctx, Iterations loop) throws Exception {
        SampleSink samples = ctx.samples();
        Warmup warmup = ctx.warmupPlan();
        long done = 0;
        int chunk = FIRST_CHUNK;
        while (!ctx.stopRequested() && !warmup.enough(done)) {
            int n = (int) Math.min(Math.min(chunk, samples.capacity()), warmup.left(done));
            long began = System.nanoTime();
            if (!loop.run(n, false)) {
                return;
            }
            samples.reset();
            done += n;
            chunk = nextChunk(chunk, System.nanoTime() - began);
        }
        ctx.warmupDone(done);
        if (!ctx.untilStopped()) {
            loop.run(ctx.count(), true);
            return;
        }
        while (!ctx.stopRequested() && loop.run(Integer.MAX_VALUE, true)) {
            // a loop that ran its Integer.MAX_VALUE iterations goes on until the duration is over
        }
    }

    /**
     * Doubles a chunk that ran quickly (under half of {@link #CHUNK_NANOS}), halves one that ran long (over it):
     * between 1 and {@link #MAX_CHUNK}. Without branches: C2 compiles a branch never taken so far into a trap,
     * and the first chunk a GC pause or a preemption makes long would then recompile this method, which
     * warmup=auto counts as JIT activity and waits out.
     */
    static int nextChunk(int chunk, long tookNanos) {
        int slow = (int) ((CHUNK_NANOS - tookNanos) >>> 63); // 1 where it took longer than CHUNK_NANOS
        int quick = (int) ((tookNanos - CHUNK_NANOS / 2) >>> 63); // 1 where it took under half of it
        return Math.max(1, Math.min(MAX_CHUNK, (chunk << quick) >> slow)); // never both 1
    }
}
