package rtjbench.core.bench;

import rtjbench.core.support.CacheLines;

/**
 * The seed's "instruction load": a fixed amount of simple computation between two timed operations, so
 * threads do something besides the operation under test. {@code instr_load} iterations of a dependent
 * integer step (about one add and one xor-shift each); the result is published so the JIT keeps the loop.
 */
public final class SimulatedWork {
    private static volatile long sink;

    private final int iterations;
    /**
     * The state, element {@link CacheLines#PAD_LONGS}, on cache lines of its own: the thread that runs the load
     * writes it between timed operations, beside objects another thread may read inside its timed region.
     */
    private final long[] state = new long[2 * CacheLines.PAD_LONGS + 1];

    public SimulatedWork(int iterations) {
        if (iterations < 0) {
            throw new IllegalArgumentException("instr_load must not be negative, was " + iterations);
        }
        this.iterations = iterations;
        state[CacheLines.PAD_LONGS] = 0x9E3779B97F4A7C15L;
    }

    public int iterations() {
        return iterations;
    }

    /** Runs the load once. Allocation-free. */
    public void run() {
        long x = state[CacheLines.PAD_LONGS];
        for (int i = 0; i < iterations; i++) {
            x += i;
            x ^= x << 13;
            x ^= x >>> 7;
        }
        state[CacheLines.PAD_LONGS] = x;
        if (x == 42) {
            sink = x; // practically never taken, but the JIT cannot know: the loop stays
        }
    }

    static long sink() {
        return sink;
    }
}
