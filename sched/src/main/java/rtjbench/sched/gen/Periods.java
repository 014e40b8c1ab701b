package rtjbench.sched.gen;

import java.util.Locale;

/**
 * Task periods: whole milliseconds drawn uniformly from a range (Gracioli et al.'s short [3, 33], moderate [10, 100],
 * long [50, 250]; the RTMultiSim thesis' [10, 250]), optionally keeping the set's hyperperiod (the least common
 * multiple of its periods) at most a bound: each period is then drawn among the range's values that keep it so (the
 * RTMultiSim thesis: LCM below 100,000).
 */
public final class Periods {
    private static final long NS_PER_MS = 1_000_000L;

    private final long loMs;
    private final long hiMs;
    private final long hyperperiodBoundMs;

    private Periods(long loMs, long hiMs, long hyperperiodBoundMs) {
        this.loMs = loMs;
        this.hiMs = hiMs;
        this.hyperperiodBoundMs = hyperperiodBoundMs;
    }

    /** Uniform whole milliseconds in [lo, hi]. */
    public static Periods uniformMs(long lo, long hi) {
        return new Periods(lo, hi, 0);
    }

    /** Uniform whole milliseconds in [lo, hi] among those that keep the hyperperiod at most {@code boundMs}. */
    public static Periods boundedHyperperiodMs(long lo, long hi, long boundMs) {
        return new Periods(lo, hi, boundMs);
    }

    /** Whether draws depend on the hyperperiod so far. */
    public boolean bounded() {
        return hyperperiodBoundMs > 0;
    }

    /**
     * A period in nanoseconds; {@code hyperperiodMs} is the set's hyperperiod so far in milliseconds (1 before
     * the first task).
     */
    public long draw(SplitMix random, long hyperperiodMs) {
        if (!bounded()) {
            return random.uniformInt(loMs, hiMs) * NS_PER_MS;
        }
        int fits = 0;
        for (long p = loMs; p <= hiMs; p++) {
            if (lcm(hyperperiodMs, p) <= hyperperiodBoundMs) {
                fits++;
            }
        }
        if (fits == 0) {
            throw new IllegalStateException("no period in [" + loMs + ", " + hiMs + "] ms keeps the hyperperiod"
                    + " within " + hyperperiodBoundMs + " ms");
        }
        long pick = random.uniformInt(1, fits);
        for (long p = loMs; p <= hiMs; p++) {
            if (lcm(hyperperiodMs, p) <= hyperperiodBoundMs && --pick == 0) {
                return p * NS_PER_MS;
            }
        }
        throw new AssertionError("unreachable");
    }

    /** The hyperperiod after adding a period of {@code periodNs}, in milliseconds. */
    public static long lcmMs(long hyperperiodMs, long periodNs) {
        return lcm(hyperperiodMs, periodNs / NS_PER_MS);
    }

    /** lcm(a, b) for positive a, b; Long.MAX_VALUE where it would overflow. */
    static long lcm(long a, long b) {
        long x = a;
        long y = b;
        while (y != 0) {
            long r = x % y;
            x = y;
            y = r;
        }
        long q = a / x;
        return q > Long.MAX_VALUE / b ? Long.MAX_VALUE : q * b;
    }

    public String describe() {
        return String.format(Locale.ROOT, "uniform whole ms in [%d, %d]", loMs, hiMs)
                + (bounded() ? ", hyperperiod at most " + hyperperiodBoundMs + " ms" : "");
    }
}
