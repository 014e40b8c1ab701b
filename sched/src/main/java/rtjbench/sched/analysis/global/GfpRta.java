package rtjbench.sched.analysis.global;

import rtjbench.sched.analysis.ConstrainedTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.uni.Priorities;
import rtjbench.sched.scheduler.Scheduler;

/**
 * {@code GFP-RTA}: response-time analysis for global fixed priority, Bertogna and Cirinei 2007 (RTSS, Theorem
 * 6 with slack), priorities deadline monotonic (ties: shorter period, then the set's order). In priority
 * order, task k's bound is the fixed point of
 *
 * <pre>
 *   R = C_k + ⌊(1/m)·Σ_{i ∈ hp(k)} min(W_i(R), R − C_k + 1)⌋
 * </pre>
 *
 * from R = C_k, W_i as in {@link GedfRta} (found by {@link LeastFixedPoint}) with the higher-priority task's slack S_i
 * = D_i − R_i (final, since lower priorities never delay it); the m highest-priority tasks are never delayed (R = C).
 * One pass suffices. Integer time throughout. Constrained deadlines only.
 */
public final class GfpRta extends ConstrainedTest {
    public GfpRta() {
        super(
                "GFP-RTA",
                Scheduler.GLOBAL_FP,
                "Bertogna and Cirinei 2007 (RTSS), response-time analysis for global fixed priority, DM priorities");
    }

    @Override
    protected Verdict checkConstrained(TaskArrays a, int cpus) {
        int n = a.size();
        int[] prio = Priorities.deadlineMonotonic(a);
        long[] slack = new long[n];
        long[] bounds = new long[n];
        for (int p = 0; p < n; p++) {
            int k = prio[p];
            long ck = a.wcet(k);
            long dk = a.deadline(k);
            long r = ck;
            if (p >= cpus) {
                r = LeastFixedPoint.solve(a, k, prio, p, slack, null, cpus, dk);
                if (r > dk) {
                    return Verdict.unschedulable("task " + a.name(k) + ": its response-time bound passes its deadline");
                }
            }
            bounds[k] = r;
            slack[k] = dk - r;
        }
        return Verdict.schedulable(bounds);
    }
}
