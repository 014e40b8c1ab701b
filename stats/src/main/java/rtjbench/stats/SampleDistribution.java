package rtjbench.stats;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;

/**
 * The exact distribution of a set of samples (whole numbers, ns in rtjbench) and the statistics of it, defined
 * once here for every place that prints them: the runner's console summary and noise floor (bench-core) and
 * tools' stats, report, compare, plot and crosscheck.
 * <ul>
 * <li><b>mean</b>: the sum of the samples over their count.</li>
 * <li><b>std</b>: the <em>population</em> standard deviation, the root of the mean squared distance from the
 * mean (divides by n, not n - 1): it describes the recorded samples themselves, as HdrHistogram and
 * cyclictest do; of one sample it is 0. For n = 1000 the two definitions differ by 0.05%.</li>
 * <li><b>percentile p</b>: nearest rank on the sorted samples, the smallest sample with at least p% of the
 * samples at or below it: the sample of rank max(1, ceil(p / 100 * n)), the rank computed in exact decimal
 * arithmetic from p as written (99.9% of 50,000 is rank 49,950, not the 49,951 that doubles give). p50 is
 * the lower median where n is even; p0 is the min, p100 the max. Always a recorded sample, never
 * interpolated or rounded to a histogram bucket.</li>
 * </ul>
 * The distribution is held as the distinct sample values, ascending, with their counts: memory grows with the
 * number of distinct values, not of samples, and the figures do not depend on the order the samples came in
 * (every sum runs over the distinct values in ascending order), so a console that has the samples in memory
 * and a tool that streams them from files get the same doubles to the last bit.
 * <p>
 * Cold path only: built after a run, never while one is timed.
 */
public final class SampleDistribution {
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    /** Distinct values, ascending. */
    private final long[] values;
    /** cumulative[i]: how many samples are at or below values[i]. */
    private final long[] cumulative;

    private final double mean;
    private final double std;

    SampleDistribution(long[] values, long[] counts) {
        this.values = values;
        this.cumulative = new long[counts.length];
        long running = 0;
        double sum = 0;
        for (int i = 0; i < values.length; i++) {
            running += counts[i];
            cumulative[i] = running;
            sum += (double) values[i] * counts[i];
        }
        this.mean = running == 0 ? Double.NaN : sum / running;
        double squares = 0;
        for (int i = 0; i < values.length; i++) {
            double d = values[i] - mean;
            squares += d * d * counts[i];
        }
        this.std = running == 0 ? Double.NaN : Math.sqrt(squares / running);
    }

    /** The distribution of {@code samples} (which are left as they are). */
    public static SampleDistribution of(long[] samples) {
        long[] sorted = samples.clone();
        Arrays.sort(sorted);
        int distinct = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) distinct++;
        }
        long[] values = new long[distinct];
        long[] counts = new long[distinct];
        int at = -1;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) values[++at] = sorted[i];
            counts[at]++;
        }
        return new SampleDistribution(values, counts);
    }

    /** A distribution of no samples. */
    public static SampleDistribution empty() {
        return new SampleDistribution(new long[0], new long[0]);
    }

    public long count() {
        return cumulative.length == 0 ? 0 : cumulative[cumulative.length - 1];
    }

    public boolean isEmpty() {
        return values.length == 0;
    }

    public long min() {
        requireSamples("min");
        return values[0];
    }

    public long max() {
        requireSamples("max");
        return values[values.length - 1];
    }

    /** NaN where there are no samples. */
    public double mean() {
        return mean;
    }

    /** Population standard deviation (divides by n); NaN where there are no samples. */
    public double std() {
        return std;
    }

    /** The nearest-rank percentile: the smallest sample with at least {@code p}% of the samples at or below it. */
    public long percentile(double p) {
        if (!(p >= 0 && p <= 100)) {
            throw new IllegalArgumentException("percentile " + p + " is outside 0..100");
        }
        requireSamples("p" + p);
        long rank = Math.max(1, rank(p, count()));
        int i = Arrays.binarySearch(cumulative, rank);
        // Not found: the insertion point is the first value whose cumulative count passes the rank.
        return values[i >= 0 ? i : -i - 1];
    }

    /** The 1-based nearest rank of percentile {@code p} among {@code n} samples, before the floor of 1. */
    static long rank(double p, long n) {
        return new BigDecimal(Double.toString(p))
                .multiply(BigDecimal.valueOf(n))
                .divide(HUNDRED)
                .setScale(0, RoundingMode.CEILING)
                .longValueExact();
    }

    /** Distinct sample values, ascending (a copy). */
    public long[] distinctValues() {
        return values.clone();
    }

    /** How many samples have each of {@link #distinctValues()} (a copy). */
    public long[] counts() {
        long[] counts = new long[cumulative.length];
        for (int i = 0; i < counts.length; i++) counts[i] = cumulative[i] - (i == 0 ? 0 : cumulative[i - 1]);
        return counts;
    }

    private void requireSamples(String what) {
        if (values.length == 0) throw new IllegalStateException(what + " of no samples");
    }

    /**
     * Collects samples one at a time (from files, say) without keeping them: a count per distinct value.
     * Not thread-safe; combine per-thread builders with {@link #addAll(Builder)}.
     */
    public static final class Builder {
        private final LongCounts counts = new LongCounts();
        private long exactMax = -1;

        public Builder add(long sample) {
            counts.add(sample, 1);
            return this;
        }

        /**
         * {@code count} samples of one value at once (a histogram bucket): as {@code count} calls of
         * {@link #add(long)}.
         */
        public Builder add(long value, long count) {
            if (count > 0) counts.add(value, count);
            return this;
        }

        /**
         * Where the largest sample is known exactly apart from the values added (a histogram run keeps its
         * outliers): one sample of the largest value added is taken as {@code exactMax} instead.
         */
        public Builder exactMax(long exactMax) {
            this.exactMax = exactMax;
            return this;
        }

        /** Adds every sample {@code other} has collected, as if each had been added here. */
        public Builder addAll(Builder other) {
            other.counts.forEach(counts::add);
            exactMax = Math.max(exactMax, other.exactMax);
            return this;
        }

        public long count() {
            return counts.total();
        }

        public SampleDistribution build() {
            long[][] sorted = counts.sortedByValue();
            if (exactMax >= 0 && sorted[0].length > 0) {
                sorted = withExactMax(sorted[0], sorted[1], exactMax);
            }
            return new SampleDistribution(sorted[0], sorted[1]);
        }

        /** One sample of the top value moved to {@code max}, the values kept ascending. */
        private static long[][] withExactMax(long[] values, long[] counts, long max) {
            LongCounts moved = new LongCounts();
            for (int i = 0; i < values.length; i++) {
                long c = i == values.length - 1 ? counts[i] - 1 : counts[i];
                if (c > 0) moved.add(values[i], c);
            }
            moved.add(max, 1);
            return moved.sortedByValue();
        }
    }
}
