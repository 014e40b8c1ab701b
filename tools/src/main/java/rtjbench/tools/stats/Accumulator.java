package rtjbench.tools.stats;

/**
 * Exact count, min, max, mean and standard deviation of a stream of samples (Welford's update, so no sum of
 * squares overflows and no sample is kept). The percentiles come from the HdrHistogram beside it.
 */
public final class Accumulator {
    private long count;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;
    private double mean;
    private double m2;

    public void add(long v) {
        count++;
        if (v < min) min = v;
        if (v > max) max = v;
        double d = v - mean;
        mean += d / count;
        m2 += d * (v - mean);
    }

    /**
     * {@code n} samples of value {@code v} at once (a histogram bucket): the same result as {@code n} calls of
     * {@link #add(long)}, by the combination below with a block of equal values (no spread of its own).
     */
    public void addRepeated(long v, long n) {
        if (n <= 0) return;
        if (count == 0) {
            count = n;
            min = v;
            max = v;
            mean = v;
            m2 = 0;
            return;
        }
        long total = count + n;
        double d = v - mean;
        mean += d * n / total;
        m2 += d * d * ((double) count * n / total);
        count = total;
        if (v < min) min = v;
        if (v > max) max = v;
    }

    /** The exact largest sample where it is known apart from the values added (a histogram run's outliers). */
    public void exactMax(long v) {
        if (count > 0) max = v;
    }

    /** Chan et al.'s parallel combination: the result is as if every sample of {@code o} had been added. */
    public void add(Accumulator o) {
        if (o.count == 0) return;
        if (count == 0) {
            count = o.count;
            min = o.min;
            max = o.max;
            mean = o.mean;
            m2 = o.m2;
            return;
        }
        long n = count + o.count;
        double d = o.mean - mean;
        mean += d * o.count / n;
        m2 += o.m2 + d * d * ((double) count * o.count / n);
        count = n;
        min = Math.min(min, o.min);
        max = Math.max(max, o.max);
    }

    public long count() {
        return count;
    }

    public long min() {
        return count == 0 ? 0 : min;
    }

    public long max() {
        return count == 0 ? 0 : max;
    }

    public double mean() {
        return mean;
    }

    /** Population standard deviation (divides by n), as cyclictest and HdrHistogram report it. */
    public double std() {
        return count == 0 ? 0 : Math.sqrt(m2 / count);
    }
}
