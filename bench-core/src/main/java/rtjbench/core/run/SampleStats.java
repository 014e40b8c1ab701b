package rtjbench.core.run;

import java.util.Arrays;

/**
 * Count, min, mean, standard deviation, percentiles and max of a set of samples (ns): the console summary.
 * Nearest-rank percentiles over a sorted copy; the cold path only. The tools module has the full statistics.
 */
public final class SampleStats implements Figures {
    private final long[] sorted;
    private final double mean;
    private final double std;

    private SampleStats(long[] sorted) {
        this.sorted = sorted;
        double sum = 0;
        for (long v : sorted) sum += v;
        mean = sorted.length == 0 ? Double.NaN : sum / sorted.length;
        double squares = 0;
        for (long v : sorted) squares += (v - mean) * (v - mean);
        std = sorted.length < 2 ? 0 : Math.sqrt(squares / (sorted.length - 1));
    }

    public static SampleStats of(long[] samples) {
        long[] copy = samples.clone();
        Arrays.sort(copy);
        return new SampleStats(copy);
    }

    @Override
    public long count() {
        return sorted.length;
    }

    @Override
    public long min() {
        return sorted[0];
    }

    @Override
    public long max() {
        return sorted[sorted.length - 1];
    }

    @Override
    public double mean() {
        return mean;
    }

    /** Sample standard deviation (n - 1). */
    @Override
    public double std() {
        return std;
    }

    /** Nearest-rank percentile: the smallest sample with at least p% of the samples at or below it. */
    @Override
    public long percentile(double p) {
        if (sorted.length == 0) {
            throw new IllegalStateException("no samples");
        }
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }
}
