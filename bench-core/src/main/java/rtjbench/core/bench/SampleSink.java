package rtjbench.core.bench;

/**
 * Where a test thread's loop stores its samples, in clock ticks. Two kinds, chosen by the common argument
 * {@code record}: a {@link SampleBuffer} keeps every sample in a preallocated array ({@code samples}, the
 * default); a histogram sink ({@code histogram}, see {@code rtjbench.core.record}) counts them in a
 * preallocated HdrHistogram and keeps only the largest, so its memory does not grow with the run's length.
 * Recording never allocates in either. A loop stores into this interface and never asks which kind it has.
 */
public interface SampleSink {
    /** Stores one sample (ticks). Hot path: no allocation, no lock. */
    void record(long sampleTicks);

    /**
     * Stores one sample with the {@code System.nanoTime} at which it ended (the thread got control back), for
     * explaining the sample later ({@code explain_above}); a sink that keeps no times stores the sample alone.
     * Hot path: no allocation, no lock.
     */
    default void record(long sampleTicks, long endNanos) {
        record(sampleTicks);
    }

    /** Whether this sink keeps each sample's end time, so a loop that must read the time for it does so. */
    default boolean keepsTimes() {
        return false;
    }

    /** Samples recorded since the last {@link #reset()} (at most {@code Integer.MAX_VALUE}). */
    int size();

    /** How many samples fit before {@link #reset()} must be called; unbounded kinds say {@code Integer.MAX_VALUE}. */
    int capacity();

    boolean isFull();

    /** Forgets the samples (after a warm-up chunk); nothing is allocated. */
    void reset();

    /**
     * Called by the harness (never by a loop) once the thread's warm-up is over: what is recorded from now
     * on is measured. A sink that hands samples to another thread while the run goes on starts doing so here.
     */
    void warmupOver();
}
