package rtjbench.sched.analysis.global;

import rtjbench.sched.analysis.ArrayTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;

/**
 * {@code GEDF-RTA}: response-time analysis for global EDF, Bertogna and Cirinei 2007 (RTSS, Theorem 7 with the
 * slack refinement of its section 5). Task k's bound R_k is the fixed point of
 *
 * <pre>
 *   R = C_k + ⌊(1/m)·Σ_{i≠k} min(W_i(R), J_i^k, R − C_k + 1)⌋
 *   W_i(L) = N·C_i + min(C_i, L + D_i − C_i − S_i − N·T_i),   N = ⌊(L + D_i − C_i − S_i)/T_i⌋   (work in any window L)
 *   J_i^k  = ⌊D_k/T_i⌋·C_i + min(C_i, max(0, D_k − ⌊D_k/T_i⌋·T_i − S_i))                      (EDF: deadlines ≤ d_k)
 * </pre>
 *
 * iterated from R = C_k until it settles or passes D_k; S_i = D_i − R_i is task i's slack, 0 until it has a
 * bound. Rounds over all tasks repeat with the new slacks (which only grow) until every task is bounded within
 * its deadline, no slack changes, or {@link #ROUND_LIMIT} rounds. Integer time throughout. Constrained deadlines
 * only.
 */
public final class GedfRta extends ArrayTest {
    /** Rounds at most (a safe stop: slacks only ever grow). */
    public static final int ROUND_LIMIT = 100;

    @Override
    public String name() {
        return "GEDF-RTA";
    }

    @Override
    public String reference() {
        return "Bertogna and Cirinei 2007 (RTSS), response-time analysis for global EDF";
    }

    @Override
    public Verdict check(TaskArrays a, int cpus) {
        if (!a.constrainedDeadlines()) {
            return constrainedOnly(name());
        }
        int over = firstOverrun(a);
        if (over >= 0) {
            return overrun(a, over);
        }
        int n = a.size();
        long[] slack = new long[n];
        long[] edfWork = new long[n];
        long[] bounds = new long[n];
        int failed = -1;
        for (int round = 0; round < ROUND_LIMIT; round++) {
            boolean changed = false;
            failed = -1;
            for (int k = 0; k < n; k++) {
                long dk = a.deadline(k);
                for (int i = 0; i < n; i++) {
                    if (i != k) {
                        long jobs = dk / a.period(i);
                        long rest = Math.max(0, dk - jobs * a.period(i) - slack[i]);
                        edfWork[i] = Math.addExact(Math.multiplyExact(jobs, a.wcet(i)), Math.min(a.wcet(i), rest));
                    }
                }
                long r = fixedPoint(a, k, cpus, slack, edfWork);
                if (r > dk) {
                    if (failed < 0) {
                        failed = k;
                    }
                    continue;
                }
                bounds[k] = r;
                if (dk - r != slack[k]) {
                    slack[k] = dk - r;
                    changed = true;
                }
            }
            if (failed < 0) {
                return Verdict.schedulable(bounds);
            }
            if (!changed) {
                break;
            }
        }
        return Verdict.unschedulable("task " + a.name(failed) + ": its response-time bound passes its deadline");
    }

    /** R_k, or a value above D_k once it passes it. */
    private static long fixedPoint(TaskArrays a, int k, int m, long[] slack, long[] edfWork) {
        int n = a.size();
        int[] others = new int[n - 1];
        for (int i = 0, j = 0; i < n; i++) {
            if (i != k) {
                others[j++] = i;
            }
        }
        return LeastFixedPoint.solve(a, k, others, n - 1, slack, edfWork, m, a.deadline(k));
    }
}
