package rtjbench.core.bench;

import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.StartMode;
import rtjbench.core.support.CacheLines;

/**
 * A thread's samples, in clock ticks, in a preallocated array: recording is one store and one increment,
 * never an allocation. Another thread may record into it (an event handler timing its own dispatch for the
 * firing thread) as long as the two hand over through a synchronising action, as the dispatch loop does.
 */
public final class SampleBuffer implements SampleSink {
    private final long[] ticks;
    /** Each sample's end on System.nanoTime, where the run explains its spikes; null otherwise. */
    private long[] endNanos;

    /**
     * The count of samples held, the write index, element {@link CacheLines#PAD_INTS}, on cache lines of its own:
     * the recording thread writes it with every sample. As a field it lay, in some runs, beside the clock object
     * every thread reads before and inside its timed regions; the other thread's look at the clock then moved the
     * line away after each write, and the recording thread's next clock reading, inside the timed hand-off,
     * fetched it back (docs/events.md, "A steady spinning hand-off").
     */
    private final int[] written = new int[2 * CacheLines.PAD_INTS + 1];

    private volatile boolean measuring;

    public SampleBuffer(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("sample capacity must be positive, was " + capacity);
        }
        this.ticks = new long[capacity];
    }

    private SampleBuffer(long[] ticks, int size) {
        this.ticks = ticks;
        this.written[CacheLines.PAD_INTS] = size;
    }

    /**
     * The first {@code size} of {@code ticks} as recorded samples, the array itself rather than a copy: a
     * workload that filled an array of its own (the timer's clock loops) hands it on without doubling it.
     */
    public static SampleBuffer holding(long[] ticks, int size) {
        if (ticks.length == 0 || size < 0 || size > ticks.length) {
            throw new IllegalArgumentException(
                    "cannot hold " + size + " samples of an array of " + ticks.length + " (it must not be empty)");
        }
        return new SampleBuffer(ticks, size);
    }

    /**
     * A test thread's buffer for a run of {@code config}: {@code count} samples, and their end times where
     * {@link #keepsEndTimes} says. What the harness gives each thread, and counts in each point's heap.
     */
    public static SampleBuffer forRun(Config config) {
        SampleBuffer buffer = new SampleBuffer(config.getInt(CommonArgs.COUNT));
        return keepsEndTimes(config) ? buffer.keepTimes() : buffer;
    }

    /**
     * Whether a run of {@code config} keeps each sample's end time: to explain its spikes, or for a cold start,
     * whose every event is placed in time since the VM started.
     */
    public static boolean keepsEndTimes(Config config) {
        return CommonArgs.explaining(config) || StartMode.coldPoint(config);
    }

    /**
     * Keeps each sample's end time from now on ({@link #record(long, long)}), in a second array of the same
     * capacity made here, before the run: recording stays one store more and never allocates.
     */
    public SampleBuffer keepTimes() {
        if (endNanos == null) {
            endNanos = new long[ticks.length];
        }
        return this;
    }

    @Override
    public boolean keepsTimes() {
        return endNanos != null;
    }

    @Override
    public void record(long sampleTicks, long sampleEndNanos) {
        int i = written[CacheLines.PAD_INTS];
        if (endNanos != null) {
            endNanos[i] = sampleEndNanos;
        }
        ticks[i] = sampleTicks;
        written[CacheLines.PAD_INTS] = i + 1;
    }

    /** A copy of the samples' end times (System.nanoTime), for the cold path; null where none were kept. */
    public long[] endTimesToArray() {
        if (endNanos == null) {
            return null;
        }
        long[] copy = new long[size()];
        System.arraycopy(endNanos, 0, copy, 0, copy.length);
        return copy;
    }

    /** Stores one sample. Past capacity it throws ArrayIndexOutOfBounds: a loop bug, not a condition. */
    @Override
    public void record(long sampleTicks) {
        int i = written[CacheLines.PAD_INTS];
        ticks[i] = sampleTicks;
        written[CacheLines.PAD_INTS] = i + 1;
    }

    @Override
    public int size() {
        return written[CacheLines.PAD_INTS];
    }

    @Override
    public int capacity() {
        return ticks.length;
    }

    @Override
    public boolean isFull() {
        return size() == ticks.length;
    }

    /** Forgets the samples (after warm-up); the array is reused. */
    @Override
    public void reset() {
        written[CacheLines.PAD_INTS] = 0;
    }

    /**
     * Warm-up is forgotten by {@link #reset()}; this only marks, for a look from outside, that what follows is
     * measured.
     */
    @Override
    public void warmupOver() {
        measuring = true;
    }

    /** Whether the samples now in the buffer are measured ones (the warm-up is over). */
    public boolean measuring() {
        return measuring;
    }

    public long get(int index) {
        if (index >= size()) {
            throw new IndexOutOfBoundsException("sample " + index + " of " + size());
        }
        return ticks[index];
    }

    /** A copy of the recorded samples, for the cold path. */
    public long[] toArray() {
        long[] copy = new long[size()];
        System.arraycopy(ticks, 0, copy, 0, copy.length);
        return copy;
    }
}
