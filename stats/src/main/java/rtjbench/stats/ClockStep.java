package rtjbench.stats;

/**
 * The step a clock's readings move in, as latencies measured with it show it: every latency is a difference of
 * two readings, so on a clock that advances in steps of d ns (System.nanoTime on an AMD EPYC guest moves in steps
 * of about 10 ns: its TSC counts in steps) each latency lies on or next to a multiple of d. Where a latency is a
 * few steps, a difference of 10 % is below what the clock can tell apart; {@link SteadyState} then widens its band
 * to one step.
 * <ul>
 * <li>Only the samples near the latency that matters are looked at: from 1 ns to {@link #SPAN} x the reference.
 * Far from it a step of, say, 10.015 ns drifts off the multiples of 10 a whole-ns test looks for, and far from it
 * the step does not matter.</li>
 * <li><b>the step</b>: the largest d, from the smallest such sample (at most {@link #LARGEST} ns: no clock the
 * suite reads moves in steps of more than a microsecond) down to 2, such that at least
 * {@link #COVERAGE} of those samples lie within d / 10 (whole ns, so 0 below 10) of a multiple of d, on at least
 * {@link #MULTIPLES} different multiples; else 1 (a clock read to the nanosecond, or samples too few or too alike
 * to show a step: then the band stays 10 %). The different multiples keep a narrow distribution (every sample 20
 * or 40 ns) from passing for a coarse clock.</li>
 * </ul>
 * Worked example: samples 20 30 30 41 50 50 60 (a step of about 10.2 ns) against a reference of 30: d = 20 fails
 * (30, 41 and 50 are off its multiples), d = 19..11 fail likewise, d = 10 (within 1 ns) holds every sample, on
 * the five multiples 2..6: the step is 10.
 */
public final class ClockStep {
    /** The samples looked at lie at or below this many times the reference. */
    public static final int SPAN = 4;
    /** How many of those samples must lie on the step's multiples. */
    public static final double COVERAGE = 0.95;
    /** How many different multiples of the step they must lie on. */
    public static final int MULTIPLES = 3;
    /** The largest step looked for, ns. */
    public static final long LARGEST = 1000;
    /** Fewer samples than this near the reference show no step. */
    static final int MIN_SAMPLES = 20;

    private ClockStep() {}

    /** The step in ns that {@code latencies} (ns) show near {@code referenceNanos}; 1 where they show none. */
    public static long of(long[] latencies, double referenceNanos) {
        long[] ones = new long[latencies.length];
        java.util.Arrays.fill(ones, 1);
        return of(latencies, ones, referenceNanos);
    }

    /** The step in ns that a distribution of latencies (ns) shows near {@code referenceNanos}; 1 where none. */
    public static long of(SampleDistribution latencies, double referenceNanos) {
        return of(latencies.distinctValues(), latencies.counts(), referenceNanos);
    }

    /**
     * The step a point's latencies show near its median: what a figure of the point is read against (a figure a
     * few steps long is shown with its step; two figures within one step of each other are not told apart:
     * {@link Finding}). The reference is the p50, or the smallest positive latency where the p50 is 0 (a region
     * shorter than one step). 1 where they show none, or hold nothing.
     */
    public static long ofPoint(SampleDistribution latencies) {
        if (latencies.isEmpty()) {
            return 1;
        }
        double reference = latencies.percentile(50);
        if (reference <= 0) {
            long[] values = latencies.distinctValues();
            for (long v : values) {
                if (v > 0) {
                    reference = v;
                    break;
                }
            }
        }
        return reference > 0 ? of(latencies, reference) : 1;
    }

    /** {@code values[i]} seen {@code counts[i]} times. */
    private static long of(long[] values, long[] counts, double referenceNanos) {
        if (!(referenceNanos > 0)) {
            throw new IllegalArgumentException("the reference must be positive, was " + referenceNanos);
        }
        double ceiling = SPAN * referenceNanos;
        long n = 0;
        int distinct = 0;
        long smallest = Long.MAX_VALUE;
        for (int i = 0; i < values.length; i++) {
            long v = values[i];
            if (v > 0 && v <= ceiling && counts[i] > 0) {
                n += counts[i];
                distinct++;
                smallest = Math.min(smallest, v);
            }
        }
        if (n < MIN_SAMPLES) {
            return 1;
        }
        long[] near = new long[distinct];
        long[] weight = new long[distinct];
        int k = 0;
        for (int i = 0; i < values.length; i++) {
            long v = values[i];
            if (v > 0 && v <= ceiling && counts[i] > 0) {
                near[k] = v;
                weight[k++] = counts[i];
            }
        }
        for (long d = Math.min(smallest, LARGEST); d >= 2; d--) {
            if (isStep(near, weight, n, d)) {
                return d;
            }
        }
        return 1;
    }

    private static boolean isStep(long[] samples, long[] weight, long total, long d) {
        long tolerance = d / 10;
        long on = 0;
        long firstMultiple = -1;
        long secondMultiple = -1;
        boolean third = false;
        for (int i = 0; i < samples.length; i++) {
            long v = samples[i];
            long multiple = (v + d / 2) / d; // the nearest
            if (Math.abs(v - multiple * d) <= tolerance) {
                on += weight[i];
                if (firstMultiple < 0 || firstMultiple == multiple) {
                    firstMultiple = multiple;
                } else if (secondMultiple < 0 || secondMultiple == multiple) {
                    secondMultiple = multiple;
                } else {
                    third = true;
                }
            }
        }
        return third && on >= COVERAGE * total;
    }
}
