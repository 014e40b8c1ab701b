package rtjbench.core.bench;

/**
 * The seed's "instruction load": a fixed amount of simple computation between two timed operations, so
 * threads do something besides the operation under test. {@code instr_load} iterations of a dependent
 * integer step (about one add and one xor-shift each); the result is published so the JIT keeps the loop.
 */
public final class SimulatedWork {
    private static volatile long sink;

    /** Longs of padding either side of the state: two cache lines, as the adjacent-line prefetcher moves pairs. */
    private static final int PAD_LONGS = 16;

    private final int iterations;
    /**
     * The state, written every run, on cache lines of its own inside an array: the thread that runs the load
     * writes it between timed operations, and as a field it would share a line with whatever the allocator put
     * beside this object, such as an object another thread reads inside its timed region (a handler reading its
     * body's fields), which would then fetch that line from this thread's CPU every time.
     */
    private final long[] state = new long[2 * PAD_LONGS + 1];

    public SimulatedWork(int iterations) {
        if (iterations < 0) {
            throw new IllegalArgumentException("instr_load must not be negative, was " + iterations);
        }
        this.iterations = iterations;
        state[PAD_LONGS] = 0x9E3779B97F4A7C15L;
    }

    public int iterations() {
        return iterations;
    }

    /** Runs the load once. Allocation-free. */
    public void run() {
        long x = state[PAD_LONGS];
        for (int i = 0; i < iterations; i++) {
            x += i;
            x ^= x << 13;
            x ^= x >>> 7;
        }
        state[PAD_LONGS] = x;
        if (x == 42) {
            sink = x; // practically never taken, but the JIT cannot know: the loop stays
        }
    }

    static long sink() {
        return sink;
    }
}
