package rtjbench.tools.gate;

import java.util.Arrays;
import java.util.Random;
import rtjbench.stats.ForkSpread;
import rtjbench.stats.SampleDistribution;
import rtjbench.tools.stats.Summary;

/**
 * The gate's rule for one statistic of one point, latency figures (larger is worse):
 * <ol>
 *   <li>Where both runs have 3 forks or more: Welch's t over the forks' figures (each fork a fresh VM, so the
 *       forks are the independent measurements); significant where |t| exceeds Student's t at 99% (two-sided)
 *       for the Welch-Satterthwaite degrees of freedom.
 *   <li>Otherwise: a bootstrap 99% interval of the ratio new / baseline, {@link #RESAMPLES} resamples of
 *       min(n, {@link #MAX_RESAMPLE}) samples from each side's samples (from the new side alone, against the
 *       baseline's figure, where the baseline's samples are no longer where it was stored); significant where
 *       the interval excludes 1. The statistic of each resample is the stats module's (one definition).
 *   <li>Never below the minimum effect: a regression needs significance and new / baseline at least
 *       1 + effect; an improvement, significance and the ratio at most 1 / (1 + effect). Anything else is no
 *       significant change.
 * </ol>
 * Resamples of at most {@link #MAX_RESAMPLE} samples make the interval wider than the full sample's would be
 * (conservative: fewer false alarms) and keep a gate over millions of samples to a second or so.
 */
public final class Comparison {
    public static final int MIN_FORKS = 3;
    public static final int RESAMPLES = 400;
    public static final int MAX_RESAMPLE = 5000;

    public enum Verdict {
        REGRESSION("regression"),
        IMPROVEMENT("improvement"),
        NO_CHANGE("no significant change"),
        NOT_COMPARABLE("not comparable"),
        NOT_IN_BASELINE("not in baseline");

        public final String text;

        Verdict(String text) {
            this.text = text;
        }
    }

    /** A decision and the figures it rests on, in words ({@code detail}). */
    public record Result(Verdict verdict, double ratio, String detail) {}

    private Comparison() {}

    public static Result compare(
            String statistic,
            double baseline,
            double fresh,
            double[] baselineForks,
            double[] freshForks,
            SampleDistribution baselineSamples,
            SampleDistribution freshSamples,
            double minEffect) {
        double ratio = baseline == 0 ? (fresh == 0 ? 1 : Double.POSITIVE_INFINITY) : fresh / baseline;
        boolean significant;
        String how;
        if (baselineForks.length >= MIN_FORKS && freshForks.length >= MIN_FORKS) {
            double[] w = welch(baselineForks, freshForks);
            double critical = ForkSpread.t995(Math.max(1, (int) Math.floor(w[1])));
            significant = Math.abs(w[0]) > critical;
            how = String.format(
                    java.util.Locale.ROOT,
                    "Welch's t %.2f over %d and %d fork figures, df %.1f, 99%% critical %.2f",
                    w[0],
                    baselineForks.length,
                    freshForks.length,
                    w[1],
                    critical);
        } else if (freshSamples != null && freshSamples.count() > 0) {
            double[] ci = bootstrap(statistic, baselineSamples, baseline, freshSamples);
            significant = ci[0] > 1 || ci[1] < 1;
            how = String.format(
                    java.util.Locale.ROOT,
                    "bootstrap 99%% interval of the ratio %.3f..%.3f%s",
                    ci[0],
                    ci[1],
                    baselineSamples == null ? " (baseline samples not at hand: against its stored figure)" : "");
        } else {
            significant = false;
            how = "no samples to judge by";
        }
        String effect = String.format(java.util.Locale.ROOT, "minimum effect %.0f%%", minEffect * 100);
        Verdict v;
        if (significant && ratio >= 1 + minEffect) v = Verdict.REGRESSION;
        else if (significant && ratio <= 1 / (1 + minEffect)) v = Verdict.IMPROVEMENT;
        else v = Verdict.NO_CHANGE;
        return new Result(v, ratio, how + ", " + effect);
    }

    /** Welch's t (fresh minus baseline) and its Welch-Satterthwaite degrees of freedom. */
    static double[] welch(double[] a, double[] b) {
        double ma = mean(a);
        double mb = mean(b);
        double va = variance(a, ma) / a.length;
        double vb = variance(b, mb) / b.length;
        double se = Math.sqrt(va + vb);
        if (se == 0) return new double[] {ma == mb ? 0 : Math.copySign(Double.POSITIVE_INFINITY, mb - ma), 1e9};
        double df = (va + vb)
                * (va + vb)
                / ((va == 0 ? 0 : va * va / (a.length - 1)) + (vb == 0 ? 0 : vb * vb / (b.length - 1)));
        return new double[] {(mb - ma) / se, df};
    }

    private static double mean(double[] x) {
        double s = 0;
        for (double v : x) s += v;
        return s / x.length;
    }

    private static double variance(double[] x, double m) {
        double s = 0;
        for (double v : x) s += (v - m) * (v - m);
        return s / (x.length - 1);
    }

    /** The 0.5% and 99.5% points of the bootstrap distribution of statistic(fresh) / statistic(baseline). */
    static double[] bootstrap(
            String statistic, SampleDistribution baseline, double baselineFigure, SampleDistribution fresh) {
        Random rnd = new Random(20261125L);
        Sampler f = new Sampler(fresh);
        Sampler b = baseline == null || baseline.count() == 0 ? null : new Sampler(baseline);
        double[] ratios = new double[RESAMPLES];
        for (int i = 0; i < RESAMPLES; i++) {
            double nf = f.statistic(statistic, rnd);
            double nb = b == null ? baselineFigure : b.statistic(statistic, rnd);
            ratios[i] = nb == 0 ? (nf == 0 ? 1 : Double.POSITIVE_INFINITY) : nf / nb;
        }
        Arrays.sort(ratios);
        int lo = (int) Math.floor(0.005 * (RESAMPLES - 1));
        int hi = (int) Math.ceil(0.995 * (RESAMPLES - 1));
        return new double[] {ratios[lo], ratios[hi]};
    }

    /** Draws samples from a distribution (value and count tables) with replacement. */
    private static final class Sampler {
        private final long[] values;
        private final long[] cumulative;
        private final long n;
        private final long[] draw;

        Sampler(SampleDistribution d) {
            values = d.distinctValues();
            long[] counts = d.counts();
            cumulative = new long[counts.length];
            long s = 0;
            for (int i = 0; i < counts.length; i++) cumulative[i] = s += counts[i];
            n = s;
            draw = new long[(int) Math.min(n, MAX_RESAMPLE)];
        }

        double statistic(String statistic, Random rnd) {
            for (int i = 0; i < draw.length; i++) {
                long k = (long) (rnd.nextDouble() * n) + 1;
                int at = Arrays.binarySearch(cumulative, k);
                draw[i] = values[at >= 0 ? at : -at - 1];
            }
            return Summary.of(SampleDistribution.of(draw)).get(statistic);
        }
    }
}
