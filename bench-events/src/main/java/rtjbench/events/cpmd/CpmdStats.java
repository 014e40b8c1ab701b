package rtjbench.events.cpmd;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The arithmetic of a cpmd run, after it: each job's CPMD is its pass after the disturbance minus its hot
 * pass before it (a job's own baseline, so slow drifts of the machine cancel); their mean, population
 * standard deviation, nearest-rank p50 and p99, min and max; and the seed's theoretical bound, the lines
 * of the working set times the cost of one miss. A CPMD may be negative (the pass after was faster: noise);
 * such jobs are counted and kept in every statistic, so the mean of {@code none} shows the method's bias.
 */
final class CpmdStats {
    private CpmdStats() {}

    /** after[i] - hot[i], in ns. */
    static double[] delaysNanos(long[] hotTicks, long[] afterTicks, double nanosPerTick) {
        int n = Math.min(hotTicks.length, afterTicks.length);
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            d[i] = (afterTicks[i] - hotTicks[i]) * nanosPerTick;
        }
        return d;
    }

    /** Nearest rank: the smallest value with at least {@code p} of the values at or below it. */
    static double percentile(double[] sorted, double p) {
        int rank = (int) Math.ceil(p * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    /** The seed's bound: every line of the working set a miss. */
    static double boundNanos(long lines, double missNanosPerLine) {
        return lines * missNanosPerLine;
    }

    /** avg, std, min, p50, p99, max (ns, one decimal) and how many jobs; empty where there were none. */
    static Map<String, Object> summary(double[] values) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("jobs", values.length);
        if (values.length == 0) {
            return m;
        }
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        double mean = sum / values.length;
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        m.put("avg", round1(mean));
        m.put("std", round1(Math.sqrt(squares / values.length)));
        m.put("min", round1(sorted[0]));
        m.put("p50", round1(percentile(sorted, 0.50)));
        m.put("p99", round1(percentile(sorted, 0.99)));
        m.put("max", round1(sorted[sorted.length - 1]));
        return m;
    }

    /** Ticks to ns, for the summaries of the passes themselves. */
    static double[] nanos(long[] ticks, double nanosPerTick) {
        double[] d = new double[ticks.length];
        for (int i = 0; i < ticks.length; i++) {
            d[i] = ticks[i] * nanosPerTick;
        }
        return d;
    }

    static int negatives(double[] values) {
        int n = 0;
        for (double v : values) {
            if (v < 0) n++;
        }
        return n;
    }

    static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
