package rtjbench.core.record;

/**
 * The {@code k} largest samples of one thread with their sample index and the time they were recorded, in
 * three preallocated arrays kept as a min-heap on the value: offering a sample is one comparison with the
 * smallest kept one (the heap's root), and only a sample larger than it costs a sift of log2(k) steps and
 * a clock read. Nothing is allocated after the constructor. Written by the recording thread only.
 */
public final class Outliers {
    private final long[] values;
    private final long[] indexes;
    private final long[] nanoTimes;
    private int size;
    /**
     * A sample must be larger than this to be kept: the root once full, MIN_VALUE while filling, MAX_VALUE for k = 0.
     */
    private long threshold;

    public Outliers(int k) {
        if (k < 0) {
            throw new IllegalArgumentException("outliers must be >= 0, was " + k);
        }
        values = new long[k];
        indexes = new long[k];
        nanoTimes = new long[k];
        clear();
    }

    /** Keeps the sample if it is among the {@code k} largest so far. Hot path. */
    public void offer(long value, long index) {
        if (value > threshold) {
            keep(value, index);
        }
    }

    private void keep(long value, long index) {
        long now = System.nanoTime();
        if (size < values.length) {
            siftUp(size++, value, index, now);
            threshold = size == values.length ? values[0] : Long.MIN_VALUE;
        } else {
            siftDown(value, index, now);
            threshold = values[0];
        }
    }

    private void siftUp(int at, long value, long index, long now) {
        int i = at;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (values[parent] <= value) {
                break;
            }
            move(parent, i);
            i = parent;
        }
        put(i, value, index, now);
    }

    /** Replaces the root (the smallest kept) and restores the heap. */
    private void siftDown(long value, long index, long now) {
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && values[child + 1] < values[child]) {
                child++;
            }
            if (values[child] >= value) {
                break;
            }
            move(child, i);
            i = child;
        }
        put(i, value, index, now);
    }

    private void move(int from, int to) {
        values[to] = values[from];
        indexes[to] = indexes[from];
        nanoTimes[to] = nanoTimes[from];
    }

    private void put(int at, long value, long index, long now) {
        values[at] = value;
        indexes[at] = index;
        nanoTimes[at] = now;
    }

    /** Forgets every kept sample (after warm-up). */
    public void clear() {
        size = 0;
        threshold = values.length == 0 ? Long.MAX_VALUE : Long.MIN_VALUE;
    }

    public int capacity() {
        return values.length;
    }

    public int size() {
        return size;
    }

    /**
     * The kept samples, largest first, as {@code [value, index, nanoTime]} rows. Cold path (allocates): after
     * the run, or racily from another thread for a look while it runs.
     */
    public long[][] largestFirst() {
        int n = Math.min(size, values.length);
        long[][] rows = new long[n][];
        for (int i = 0; i < n; i++) {
            rows[i] = new long[] {values[i], indexes[i], nanoTimes[i]};
        }
        java.util.Arrays.sort(rows, new java.util.Comparator<long[]>() {
            @Override
            public int compare(long[] a, long[] b) {
                int byValue = Long.compare(b[0], a[0]);
                return byValue != 0 ? byValue : Long.compare(a[1], b[1]);
            }
        });
        return rows;
    }
}
