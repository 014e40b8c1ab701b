package rtjbench.tools.stats;

import java.util.List;
import rtjbench.stats.SampleDistribution;

/**
 * The figures every table shows, in ns, all exact and all defined by {@link SampleDistribution} (the runner's
 * console summary uses the same class): population standard deviation, nearest-rank percentiles.
 */
public record Summary(
        long count, long min, double mean, double std, long p50, long p90, long p99, long p999, long p9999, long max) {

    /** Column names and the percentiles they are. */
    public static final List<String> COLUMNS =
            List.of("count", "min", "mean", "std", "p50", "p90", "p99", "p99.9", "p99.99", "max");

    /** Zeros where there are no samples (tables show empty cells for them). */
    public static Summary of(SampleDistribution d) {
        if (d.isEmpty()) return new Summary(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        return new Summary(
                d.count(),
                d.min(),
                d.mean(),
                d.std(),
                d.percentile(50),
                d.percentile(90),
                d.percentile(99),
                d.percentile(99.9),
                d.percentile(99.99),
                d.max());
    }

    /** A statistic by its column name (count in samples, the rest in ns). */
    public double get(String column) {
        return switch (column) {
            case "count" -> count;
            case "min" -> min;
            case "mean", "avg" -> mean;
            case "std" -> std;
            case "p50" -> p50;
            case "p90" -> p90;
            case "p99" -> p99;
            case "p99.9" -> p999;
            case "p99.99" -> p9999;
            case "max" -> max;
            default -> throw new IllegalArgumentException("no statistic " + column + "; known: " + COLUMNS);
        };
    }

    public static boolean isFractional(String column) {
        return column.equals("mean") || column.equals("std");
    }
}
