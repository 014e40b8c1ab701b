package rtjbench.sched.analysis.global;

import rtjbench.sched.analysis.ArrayTest;
import rtjbench.sched.analysis.IndexSort;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.scheduler.Scheduler;

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
 * bound. Rounds over all tasks, shortest deadline first, each using the newest slacks, repeat until no slack changes
 * or {@link #ROUND_LIMIT} rounds: {@link #check} gives the bounds of that fixed point, {@link #decide} stops at the
 * first round that bounds every task (why the order and the fixed point: docs/schedulability.md, "Slack rounds").
 * Integer time throughout. Constrained deadlines only.
 */
public final class GedfRta extends ArrayTest {
    /** Rounds at most (a safe stop: slacks only ever grow). */
    public static final int ROUND_LIMIT = 100;

    public GedfRta() {
        super(
                "GEDF-RTA",
                Scheduler.GLOBAL_EDF,
                "Bertogna and Cirinei 2007 (RTSS), response-time analysis for global EDF");
    }

    @Override
    public Verdict check(TaskArrays a, int cpus) {
        return rounds(a, cpus, true);
    }

    /** Stops at the first round that bounds every task within its deadline: the verdict, without the fixed point. */
    @Override
    public Verdict decide(TaskArrays a, int cpus) {
        return rounds(a, cpus, false);
    }

    private Verdict rounds(TaskArrays a, int cpus, boolean toFixedPoint) {
        Verdict pre = constrainedPrecondition(a);
        if (pre != null) {
            return pre;
        }
        int n = a.size();
        long[] slack = new long[n];
        long[] edfWork = new long[n];
        int[] others = new int[Math.max(0, n - 1)];
        long[] bounds = new long[n];
        // A task's bound depends only on the others' slacks: where none changed since it was last computed, the
        // last result stands (most of the last round, typically). clock counts computations; changedAt[i] is
        // when S_i last changed, seenAt[k] when task k was last computed.
        long clock = 0;
        long[] changedAt = new long[n];
        long[] seenAt = new long[n];
        long[] last = new long[n];
        java.util.Arrays.fill(seenAt, -1);
        int[] byDeadline = IndexSort.sorted(n, (x, y) -> Long.compare(a.deadline(x), a.deadline(y)));
        int failed = -1;
        for (int round = 0; round < ROUND_LIMIT; round++) {
            boolean changed = false;
            failed = -1;
            for (int q = 0; q < n; q++) {
                int k = byDeadline[q];
                long dk = a.deadline(k);
                boolean stale = seenAt[k] < 0;
                for (int i = 0; i < n && !stale; i++) {
                    stale = i != k && changedAt[i] > seenAt[k];
                }
                long r = stale ? bound(a, k, cpus, slack, edfWork, others) : last[k];
                last[k] = r;
                seenAt[k] = ++clock;
                if (r > dk) {
                    if (failed < 0) {
                        failed = k;
                    }
                    continue;
                }
                bounds[k] = r;
                if (dk - r != slack[k]) {
                    slack[k] = dk - r;
                    changedAt[k] = clock;
                    changed = true;
                }
            }
            if (!changed || (!toFixedPoint && failed < 0)) {
                break;
            }
        }
        if (failed < 0) {
            return Verdict.schedulable(bounds);
        }
        return Verdict.unschedulable("task " + a.name(failed) + ": its response-time bound passes its deadline");
    }

    /** R_k with the slacks {@code slack} (the caps J_i^k and the list of other tasks written into the scratch). */
    private static long bound(TaskArrays a, int k, int m, long[] slack, long[] edfWork, int[] others) {
        int n = a.size();
        long dk = a.deadline(k);
        for (int i = 0, j = 0; i < n; i++) {
            if (i != k) {
                long jobs = a.jobs(i, dk);
                long rest = Math.max(0, dk - jobs * a.period(i) - slack[i]);
                edfWork[i] = Math.addExact(Math.multiplyExact(jobs, a.wcet(i)), Math.min(a.wcet(i), rest));
                others[j++] = i;
            }
        }
        return LeastFixedPoint.solve(a, k, others, n - 1, slack, edfWork, m, dk);
    }
}
