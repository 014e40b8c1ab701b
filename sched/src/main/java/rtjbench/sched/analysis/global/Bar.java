package rtjbench.sched.analysis.global;

import java.util.Arrays;
import rtjbench.sched.analysis.ConstrainedTest;
import rtjbench.sched.analysis.Exact;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.scheduler.Scheduler;

/**
 * {@code BAR}: Baruah 2007 (RTSS, "Techniques for multiprocessor global schedulability analysis") for global
 * EDF with constrained deadlines and U &lt; m. For each task k and each A_k ≥ 0 at which some task's demand
 * bound function steps (A_k + D_k = D_i + j·T_i) below the bound of the paper's equation (9), condition (8)
 * must hold:
 *
 * <pre>
 *   Σ_i I1_i + Σ_{the m−1 largest} (I2_i − I1_i) ≤ m(A_k + D_k − C_k)
 *   I1_i = min(dbf_i(A_k + D_k), A_k + D_k − C_k + 1)           (i ≠ k; for k: min(dbf_k(A_k + D_k) − C_k, A_k))
 *   I2_i = min(dbf'_i(A_k + D_k), A_k + D_k − C_k + 1)          (the same with the carry-in demand dbf')
 *   dbf'_i(t) = ⌊t/T_i⌋·C_i + min(C_i, t mod T_i)
 * </pre>
 *
 * The "+ 1" is Baruah's own correction for integer time (a job missing its deadline ran for less than C_k,
 * at least one unit less). Every term is an integer; only the bound on A_k, (C_Σ − D_k(m − U) + Σ(T_i − D_i)U_i
 * + m·C_k)/(m − U) with C_Σ the sum of the m − 1 largest WCETs, is a real, and it is rounded up (more points
 * checked, never fewer). The number of points grows as m − U shrinks (pseudo-polynomial): past {@link
 * #POINT_LIMIT} points in a set the test answers not applicable rather than run for minutes.
 */
public final class Bar extends ConstrainedTest {
    public Bar() {
        super("BAR", Scheduler.GLOBAL_EDF, "Baruah 2007 (RTSS)");
    }
    /** Test points per set at most. */
    public static final long POINT_LIMIT = 20_000_000;

    @Override
    protected Verdict checkConstrained(TaskArrays a, int cpus) {
        int n = a.size();
        double u = 0;
        double y = 0;
        long[] costs = new long[n];
        for (int i = 0; i < n; i++) {
            u += a.utilization(i);
            y += (double) (a.period(i) - a.deadline(i)) * a.utilization(i);
            costs[i] = a.wcet(i);
        }
        if (!(u < cpus) || !utilisationBelow(a, cpus)) {
            return Verdict.notApplicable("BAR needs total utilisation below m");
        }
        Arrays.sort(costs);
        double cSigma = 0;
        for (int j = 0; j < cpus - 1 && j < n; j++) {
            cSigma += costs[n - 1 - j];
        }
        double mu = cpus - u;
        long points = 0;
        long[] i1 = new long[n];
        long[] diff = new long[n];
        for (int k = 0; k < n; k++) {
            long ck = a.wcet(k);
            long dk = a.deadline(k);
            double raw = (cSigma - dk * mu + y + cpus * (double) ck) / mu;
            if (raw < 0) {
                continue;
            }
            if (!(raw < 4e18)) {
                return Verdict.notApplicable(
                        "BAR's bound on the interval is out of range (utilisation too close to m)");
            }
            long limit = (long) Math.ceil(raw * (1 + 1e-9)) + 1;
            // The step points A = D_i − D_k + j·T_i in [0, limit], visited in increasing order by a merge over
            // the tasks' arithmetic progressions.
            long[] next = new long[n];
            for (int i = 0; i < n; i++) {
                long first = a.deadline(i) - dk;
                if (first < 0) {
                    first += ((-first + a.period(i) - 1) / a.period(i)) * a.period(i);
                }
                next[i] = first;
            }
            long last = -1;
            while (true) {
                long ak = Long.MAX_VALUE;
                for (int i = 0; i < n; i++) {
                    ak = Math.min(ak, next[i]);
                }
                if (ak > limit) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    if (next[i] == ak) {
                        next[i] += a.period(i);
                    }
                }
                if (ak == last) {
                    continue;
                }
                last = ak;
                if (++points > POINT_LIMIT) {
                    return Verdict.notApplicable("BAR would check more than " + POINT_LIMIT + " points");
                }
                if (!holds(a, k, ak, cpus, i1, diff)) {
                    return Verdict.unschedulable("task " + a.name(k) + ": condition (8) fails at A_k = " + ak + " ns");
                }
            }
        }
        return Verdict.schedulable();
    }

    private static boolean utilisationBelow(TaskArrays a, int m) {
        Exact.Rational sum = Exact.Rational.ZERO;
        double u = 0;
        for (int i = 0; i < a.size(); i++) {
            u += a.utilization(i);
        }
        if (Exact.decisive(u, m, u)) {
            return u < m;
        }
        for (int i = 0; i < a.size(); i++) {
            sum = sum.plus(Exact.Rational.of(a.wcet(i), a.period(i)));
        }
        return sum.compareTo(Exact.Rational.of(m)) < 0;
    }

    private static boolean holds(TaskArrays a, int k, long ak, int m, long[] i1, long[] diff) {
        long ck = a.wcet(k);
        long t = ak + a.deadline(k);
        long cap = t - ck + 1;
        long sum = 0;
        for (int i = 0; i < a.size(); i++) {
            long ci = a.wcet(i);
            long ti = a.period(i);
            long dbf = t < a.deadline(i) ? 0 : Math.multiplyExact((t - a.deadline(i)) / ti + 1, ci);
            long carry = Math.addExact(Math.multiplyExact(t / ti, ci), Math.min(ci, t % ti));
            long one;
            long two;
            if (i == k) {
                one = Math.min(dbf - ck, ak);
                two = Math.min(carry - ck, ak);
            } else {
                one = Math.min(dbf, cap);
                two = Math.min(carry, cap);
            }
            i1[i] = one;
            diff[i] = two - one;
            sum = Math.addExact(sum, one);
        }
        sum = Math.addExact(sum, largestSum(diff, m - 1));
        return sum <= Math.multiplyExact((long) m, t - ck);
    }

    /** The sum of the {@code count} largest values (the array is reordered). */
    private static long largestSum(long[] values, int count) {
        if (count <= 0) {
            return 0;
        }
        Arrays.sort(values);
        long s = 0;
        for (int j = 0; j < count && j < values.length; j++) {
            s = Math.addExact(s, values[values.length - 1 - j]);
        }
        return s;
    }
}
