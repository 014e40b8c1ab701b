package rtjbench.sched.analysis.uni;

import rtjbench.sched.analysis.Exact;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.supply.Supply;

/**
 * Uniprocessor EDF, exactly: the tasks {@code idx[0..count)} of a set meet every deadline on one processor that
 * supplies {@link Supply#least} in any window iff their demand bound function never exceeds the supply,
 * dbf(t) = Σ max(0, ⌊(t − D_i)/T_i⌋ + 1)·C_i ≤ least(t) for all t > 0 (Baruah, Rosier and Howell 1990; with a
 * supply-bound function as in Shin and Lee 2003).
 *
 * <p>Implicit deadlines on a whole processor: Σ C_i/T_i ≤ 1 (Liu and Layland 1973), compared exactly. Otherwise
 * Quick Processor-demand Analysis (Zhang and Burns 2009): from the largest deadline below the bound L, step
 * t ← dbf(t) while dbf(t) < t (no deadline in between can fail), or to the next deadline below where dbf(t) =
 * t, until t is at most the smallest deadline. With a supply, each step takes t ← earliest(dbf(t)), the window
 * that surely supplies the demand; the same argument holds since both are non-decreasing.
 *
 * <p>L on a whole processor is the smaller of Zhang and Burns' La = max(max(D_i − T_i), Σ(T_i − D_i)U_i/(1 − U))
 * and the synchronous busy period. With a supply, L comes from a linear lower bound of it: for W ≥ the largest
 * deadline, least(t) ≥ α(t − W) with α = least(W)/W (superadditivity), and dbf(t) ≤ U·t + Σ U_i·max(0, T_i −
 * D_i), so no t past (c + αW)/(α − U) can fail; several W are tried and the smallest L kept. L is only a
 * bound on where to look, so it is rounded up; every verdict is decided by integer dbf values.
 */
public final class ProcessorDemand {
    /** {@link #check}: every deadline is met. */
    public static final long MET = -1;
    /** {@link #check}: utilisation above 1 (or above what the supply gives in the long run). */
    public static final long OVERLOADED = -2;
    /** {@link #check}: the analysis could not bound or finish its search (reported as not applicable). */
    public static final long UNDECIDED = -3;

    /** Steps of the QPA loop before the analysis gives up. */
    static final int STEP_LIMIT = 20_000_000;
    /** Steps of the busy-period iteration before La alone bounds the search. */
    static final int BUSY_STEP_LIMIT = 100_000;

    private ProcessorDemand() {}

    /**
     * {@link #MET}, {@link #OVERLOADED}, {@link #UNDECIDED}, or else a window length t ≥ 0 at which the demand
     * exceeds the supply (a deadline that can be missed).
     */
    public static long check(TaskArrays a, int[] idx, int count, Supply supply) {
        if (count == 0) {
            return MET;
        }
        boolean full = supply == Supply.FULL;
        int utilisation = compareUtilisationToOne(a, idx, count);
        if (utilisation > 0) {
            return OVERLOADED;
        }
        boolean implicit = true;
        for (int j = 0; j < count; j++) {
            implicit &= a.deadline(idx[j]) == a.period(idx[j]);
        }
        if (full && implicit) {
            return MET;
        }
        long bound = full ? fullBound(a, idx, count, utilisation == 0) : supplyBound(a, idx, count, supply);
        if (bound < 0) {
            return bound;
        }
        return qpa(a, idx, count, supply, bound);
    }

    /** sign(Σ C_i/T_i − 1), exactly. */
    public static int compareUtilisationToOne(TaskArrays a, int[] idx, int count) {
        double u = 0;
        for (int j = 0; j < count; j++) {
            u += a.utilization(idx[j]);
        }
        if (Exact.decisive(u, 1.0, u)) {
            return u > 1.0 ? 1 : -1;
        }
        Exact.Rational sum = Exact.Rational.ZERO;
        for (int j = 0; j < count; j++) {
            sum = sum.plus(Exact.Rational.of(a.wcet(idx[j]), a.period(idx[j])));
        }
        return sum.compareTo(Exact.Rational.ONE);
    }

    /** dbf(t) over the tasks, exactly. */
    static long demand(TaskArrays a, int[] idx, int count, long t) {
        long h = 0;
        for (int j = 0; j < count; j++) {
            int i = idx[j];
            long d = a.deadline(i);
            if (t >= d) {
                h = Math.addExact(h, Math.multiplyExact((t - d) / a.period(i) + 1, a.wcet(i)));
            }
        }
        return h;
    }

    /** The largest absolute deadline strictly below t (of the synchronous arrival), or -1 where none is. */
    static long deadlineBefore(TaskArrays a, int[] idx, int count, long t) {
        long best = -1;
        for (int j = 0; j < count; j++) {
            int i = idx[j];
            long d = a.deadline(i);
            if (d < t) {
                long k = (t - d - 1) / a.period(i); // the largest k with d + kT < t
                best = Math.max(best, d + k * a.period(i));
            }
        }
        return best;
    }

    private static long qpa(TaskArrays a, int[] idx, int count, Supply supply, long bound) {
        long dMin = Long.MAX_VALUE;
        for (int j = 0; j < count; j++) {
            dMin = Math.min(dMin, a.deadline(idx[j]));
        }
        long t = deadlineBefore(a, idx, count, bound);
        if (t < 0) {
            return MET;
        }
        for (int step = 0; step < STEP_LIMIT; step++) {
            long h = supply.earliest(demand(a, idx, count, t));
            if (h > t) {
                return t;
            }
            if (h <= dMin) {
                return MET;
            }
            t = h < t ? h : deadlineBefore(a, idx, count, t);
            if (t < dMin) {
                return MET;
            }
        }
        return UNDECIDED;
    }

    /** Zhang and Burns' L on a whole processor: min(La, busy period); the busy period alone where U = 1. */
    private static long fullBound(TaskArrays a, int[] idx, int count, boolean utilisationIsOne) {
        long la = Long.MAX_VALUE;
        if (!utilisationIsOne) {
            double u = 0;
            double slackSum = 0;
            long longest = 0;
            for (int j = 0; j < count; j++) {
                int i = idx[j];
                u += a.utilization(i);
                slackSum += (double) (a.period(i) - a.deadline(i)) * a.utilization(i);
                longest = Math.max(longest, a.deadline(i) - a.period(i));
            }
            double raw = slackSum / (1.0 - u);
            if (1.0 - u > 0 && raw < 4e18) {
                la = Math.max(longest, (long) Math.ceil(Math.max(0, raw) * (1 + 1e-9)) + 1);
            }
        }
        long busy = busyPeriod(a, idx, count, la);
        if (busy >= 0) {
            return busy + 1;
        }
        return la == Long.MAX_VALUE ? UNDECIDED : la + 1;
    }

    /**
     * The synchronous busy period: the least w > 0 with Σ⌈w/T_i⌉C_i = w, or -1 where it passes {@code limit} or
     * does not settle within {@link #BUSY_STEP_LIMIT} steps.
     */
    static long busyPeriod(TaskArrays a, int[] idx, int count, long limit) {
        long w = 0;
        for (int j = 0; j < count; j++) {
            w = Math.addExact(w, a.wcet(idx[j]));
        }
        for (int step = 0; step < BUSY_STEP_LIMIT && w <= limit; step++) {
            long next = 0;
            for (int j = 0; j < count; j++) {
                int i = idx[j];
                next = Math.addExact(next, Math.multiplyExact(Exact.ceilDiv(w, a.period(i)), a.wcet(i)));
            }
            if (next == w) {
                return w;
            }
            w = next;
        }
        return -1;
    }

    /**
     * L from a linear lower bound of the supply (see the class comment), or {@link #OVERLOADED} where no window
     * tried gives the tasks more than their utilisation.
     */
    private static long supplyBound(TaskArrays a, int[] idx, int count, Supply supply) {
        double u = 0;
        double c = 0;
        long dMax = 1;
        for (int j = 0; j < count; j++) {
            int i = idx[j];
            u += a.utilization(i);
            c += a.utilization(i) * Math.max(0, a.period(i) - a.deadline(i));
            dMax = Math.max(dMax, a.deadline(i));
        }
        double best = Double.POSITIVE_INFINITY;
        long w = dMax;
        for (int j = 0; j < 40 && w < Long.MAX_VALUE / 4; j++, w *= 2) {
            double alpha = (double) supply.least(w) / w * (1 - 1e-12);
            if (alpha > u * (1 + 1e-9)) {
                best = Math.min(best, (c + alpha * w) / (alpha - u));
            }
        }
        if (best == Double.POSITIVE_INFINITY) {
            return OVERLOADED;
        }
        if (!(best < 4e18)) {
            return UNDECIDED;
        }
        return (long) Math.ceil(best * (1 + 1e-9)) + 1;
    }
}
