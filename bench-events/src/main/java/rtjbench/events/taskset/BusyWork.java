package rtjbench.events.taskset;

/**
 * A job's execution: a number of iterations of a dependent integer step (an add and two xor-shifts each), which
 * the JIT can neither remove (the result is published) nor vectorise (each step needs the one before). The
 * iterations run in chunks of {@value #CHUNK} inside a loop over a long count: the inner loop is a counted loop
 * the JIT may compile without a safepoint poll, the outer one keeps its poll, so a job of tens of milliseconds
 * still reaches a safepoint within a few microseconds and never holds a collection back (where every thread
 * waits for it, which would charge the job's length to the collector). Allocation-free.
 */
final class BusyWork {
    static final int CHUNK = 1024;
    private static volatile long sink;
    private long state = 0x9E3779B97F4A7C15L;

    /** Runs {@code iterations} steps. */
    void run(long iterations) {
        long x = state;
        long left = iterations;
        while (left > 0) {
            int n = (int) Math.min(left, CHUNK);
            for (int i = 0; i < n; i++) {
                x += i;
                x ^= x << 13;
                x ^= x >>> 7;
            }
            left -= n;
        }
        state = x;
        if (x == 42) {
            sink = x; // practically never taken, but the JIT cannot know: the loop stays
        }
    }

    static long sink() {
        return sink;
    }
}
