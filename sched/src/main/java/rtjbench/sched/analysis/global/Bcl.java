package rtjbench.sched.analysis.global;

import rtjbench.sched.analysis.ConstrainedTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.scheduler.Scheduler;

/**
 * {@code BCL}: Bertogna, Cirinei and Lipari 2005 (ECRTS, Theorem 4 and its corollary) for global EDF with
 * constrained deadlines. For each task k, the work of task i in k's window [r_k, d_k] is at most
 *
 * <pre>
 *   W_i = N_i·C_i + min(C_i, max(0, D_k − N_i·T_i)),   N_i = ⌊(D_k − D_i)/T_i⌋ + 1
 * </pre>
 *
 * (β_i = W_i / D_k), and the set is met if for every k, Σ_{i≠k} min(β_i, 1 − λ_k) &lt; m(1 − λ_k), or equal with
 * some 0 &lt; β_i ≤ 1 − λ_k. Multiplied through by D_k every term is an integer (λ_k·D_k = C_k), so the test is
 * decided in exact integer arithmetic.
 */
public final class Bcl extends ConstrainedTest {
    public Bcl() {
        super("BCL", Scheduler.GLOBAL_EDF, "Bertogna, Cirinei and Lipari 2005 (ECRTS)");
    }

    @Override
    protected Verdict checkConstrained(TaskArrays a, int cpus) {
        int n = a.size();
        for (int k = 0; k < n; k++) {
            long dk = a.deadline(k);
            long cap = dk - a.wcet(k); // (1 − λ_k)·D_k
            long sum = 0;
            boolean someWithin = false;
            for (int i = 0; i < n; i++) {
                if (i == k) {
                    continue;
                }
                long ci = a.wcet(i);
                long ti = a.period(i);
                long jobs = Math.floorDiv(dk - a.deadline(i), ti) + 1;
                long w = Math.addExact(
                        Math.multiplyExact(jobs, ci), Math.min(ci, Math.max(0, dk - Math.multiplyExact(jobs, ti))));
                sum = Math.addExact(sum, Math.min(w, cap));
                someWithin |= w > 0 && w <= cap;
            }
            long limit = Math.multiplyExact((long) cpus, cap);
            if (!(sum < limit || (sum == limit && someWithin))) {
                return Verdict.unschedulable("task " + a.name(k) + ": interference above m(1 − λ)");
            }
        }
        return Verdict.schedulable();
    }
}
