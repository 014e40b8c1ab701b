package rtjbench.tools.stats;

import java.util.Arrays;

/**
 * cyclictest's histogram: exact counts in 1 µs buckets (bucket k holds [k, k+1) µs), up to a limit, with
 * the rest counted as overflows. Grows to the largest bucket seen, so a run of 0.2 µs samples stays tiny.
 */
public final class MicrosHistogram {
    private final int buckets;
    private long[] counts = new long[16];
    private int used;
    private long overflows;

    public MicrosHistogram(int buckets) {
        if (buckets < 1) throw new IllegalArgumentException("histogram buckets must be >= 1, got " + buckets);
        this.buckets = buckets;
    }

    public void add(long ns) {
        add(ns, 1);
    }

    /** {@code n} samples of {@code ns} (a histogram bucket). */
    public void add(long ns, long n) {
        long k = ns / 1000;
        if (k >= buckets) {
            overflows += n;
            return;
        }
        int i = (int) k;
        if (i >= counts.length) counts = Arrays.copyOf(counts, Math.min(buckets, Math.max(i + 1, counts.length * 2)));
        counts[i] += n;
        if (i + 1 > used) used = i + 1;
    }

    public int bucketLimit() {
        return buckets;
    }

    /** Buckets up to and including the highest non-empty one. */
    public int used() {
        return used;
    }

    public long count(int bucket) {
        return bucket < counts.length ? counts[bucket] : 0;
    }

    public long overflows() {
        return overflows;
    }
}
