package rtjbench.core.bench;

/**
 * A thread's samples, in clock ticks, in a preallocated array: recording is one store and one increment,
 * never an allocation. Another thread may record into it (an event handler timing its own dispatch for the
 * firing thread) as long as the two hand over through a synchronising action, as the dispatch loop does.
 */
public final class SampleBuffer implements SampleSink {
    private final long[] ticks;
    private int size;
    private volatile boolean measuring;

    public SampleBuffer(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("sample capacity must be positive, was " + capacity);
        }
        this.ticks = new long[capacity];
    }

    /** Stores one sample. Past capacity it throws ArrayIndexOutOfBounds: a loop bug, not a condition. */
    @Override
    public void record(long sampleTicks) {
        ticks[size++] = sampleTicks;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public int capacity() {
        return ticks.length;
    }

    @Override
    public boolean isFull() {
        return size == ticks.length;
    }

    /** Forgets the samples (after warm-up); the array is reused. */
    @Override
    public void reset() {
        size = 0;
    }

    /** Warm-up is forgotten by {@link #reset()}; this only marks, for a look from outside, that what follows is measured. */
    @Override
    public void warmupOver() {
        measuring = true;
    }

    /** Whether the samples now in the buffer are measured ones (the warm-up is over). */
    public boolean measuring() {
        return measuring;
    }

    public long get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException("sample " + index + " of " + size);
        }
        return ticks[index];
    }

    /** A copy of the recorded samples, for the cold path. */
    public long[] toArray() {
        long[] copy = new long[size];
        System.arraycopy(ticks, 0, copy, 0, size);
        return copy;
    }
}
