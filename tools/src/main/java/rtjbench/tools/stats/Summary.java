package rtjbench.tools.stats;

import org.HdrHistogram.Histogram;

import java.util.List;

/**
 * The figures every table shows, in ns. count, min, max, mean and std are exact; the percentiles are
 * HdrHistogram's (nearest rank, reported as the top of the 3-significant-digit bucket holding it, so at
 * most 0.1% above the exact sample).
 */
public record Summary(long count, long min, double mean, double std, long p50, long p90, long p99, long p999,
                      long p9999, long max) {

    /** Column names and the percentiles they are. */
    public static final List<String> COLUMNS = List.of("count", "min", "mean", "std", "p50", "p90", "p99", "p99.9", "p99.99", "max");

    public static Summary of(ThreadStats t) {
        Accumulator a = t.exact();
        Histogram h = t.hdr();
        if (a.count() == 0) return new Summary(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        // The histogram's top bucket may reach above the real max: never report a percentile above it.
        return new Summary(a.count(), a.min(), a.mean(), a.std(),
                pct(h, 50, a), pct(h, 90, a), pct(h, 99, a), pct(h, 99.9, a), pct(h, 99.99, a), a.max());
    }

    private static long pct(Histogram h, double p, Accumulator a) {
        return Math.max(a.min(), Math.min(a.max(), h.getValueAtPercentile(p)));
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
