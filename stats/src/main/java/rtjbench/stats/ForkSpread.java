package rtjbench.stats;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The spread of one statistic across forks: its smallest, median and largest value, and for a mean a 99%
 * confidence interval of the mean across forks, Student's t with n - 1 degrees of freedom:
 * {@code m ± t(0.995, n-1) · s / √n}, where m is the mean of the fork values and s their sample standard
 * deviation (n - 1). Each fork is one observation: samples within a fork are not independent of its JIT
 * decisions and heap layout, forks are. One definition for the runner's forks.json and console and for the
 * tools that compare forks (crosscheck).
 */
public final class ForkSpread {
    /**
     * t(0.995, df) for df = 1..30 (two-sided 99%), from the standard table. Beyond 30, t is nearly linear in
     * 1/df down to the normal's 2.5758 at infinity; interpolating so is within 0.003 of the table for df 40,
     * 60 and 120.
     */
    private static final double[] T_995 = {
        63.657, 9.925, 5.841, 4.604, 4.032, 3.707, 3.499, 3.355, 3.250, 3.169,
        3.106, 3.055, 3.012, 2.977, 2.947, 2.921, 2.898, 2.878, 2.861, 2.845,
        2.831, 2.819, 2.807, 2.797, 2.787, 2.779, 2.771, 2.763, 2.756, 2.750
    };

    private static final double T_995_INFINITE = 2.5758;

    public final int n;
    public final double min;
    public final double median;
    public final double max;
    public final double mean;
    /** NaN with fewer than two forks. */
    public final double ci99Low;

    public final double ci99High;

    private ForkSpread(double[] sorted) {
        n = sorted.length;
        min = sorted[0];
        max = sorted[n - 1];
        median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        double sum = 0;
        for (double v : sorted) sum += v;
        mean = sum / n;
        if (n < 2) {
            ci99Low = Double.NaN;
            ci99High = Double.NaN;
        } else {
            double squares = 0;
            for (double v : sorted) squares += (v - mean) * (v - mean);
            double halfWidth = t995(n - 1) * Math.sqrt(squares / (n - 1)) / Math.sqrt(n);
            ci99Low = mean - halfWidth;
            ci99High = mean + halfWidth;
        }
    }

    /** The spread of {@code values}, one a fork; at least one. */
    public static ForkSpread of(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no fork values");
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return new ForkSpread(sorted);
    }

    /** Student's t at 0.995 (the two-sided 99% quantile) for {@code df} degrees of freedom. */
    public static double t995(int df) {
        if (df < 1) {
            throw new IllegalArgumentException("degrees of freedom must be at least 1, was " + df);
        }
        if (df <= T_995.length) {
            return T_995[df - 1];
        }
        double at30 = T_995[T_995.length - 1];
        return T_995_INFINITE + (at30 - T_995_INFINITE) * T_995.length / df;
    }

    /**
     * {@code min}, {@code median}, {@code max}, and with {@code withInterval} {@code mean}, {@code ci99_low},
     * {@code ci99_high}.
     */
    public Map<String, Object> toMetadata(boolean withInterval) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("min", min);
        m.put("median", median);
        m.put("max", max);
        if (withInterval) {
            m.put("mean", mean);
            m.put("ci99_low", Double.isNaN(ci99Low) ? null : ci99Low);
            m.put("ci99_high", Double.isNaN(ci99High) ? null : ci99High);
        }
        return m;
    }
}
