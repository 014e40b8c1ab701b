package rtjbench.sched.analysis.uni;

import rtjbench.sched.analysis.Exact;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.supply.Supply;

/**
 * Uniprocessor fixed-priority response-time analysis (Joseph and Pandya 1986; Audsley et al. 1993), exact for
 * constrained deadlines: task k's worst response time is the least R with R = C_k + Σ_{j ∈ hp(k)} ⌈R/T_j⌉·C_j,
 * found by iterating from C_k + Σ C_j. With a supply-bound function the processor gives only least(w) in a
 * window w, so R is the least window that surely supplies that demand: R = earliest(C_k + Σ ⌈R/T_j⌉·C_j)
 * (Shin and Lee 2003); on a whole processor earliest(d) = d. Integer arithmetic throughout.
 */
public final class ResponseTime {
    /** No response within the deadline: the iteration passed it. */
    public static final long MISSED = -1;

    private ResponseTime() {}

    /**
     * Task k's response-time bound with the tasks {@code hp[0..hpCount)} of higher priority, or {@link #MISSED}
     * where it exceeds the deadline (the search stops there: a bound above the deadline is not needed).
     */
    public static long of(TaskArrays a, int k, int[] hp, int hpCount, Supply supply) {
        long c = a.wcet(k);
        long deadline = a.deadline(k);
        long demand = c;
        for (int j = 0; j < hpCount; j++) {
            demand = Math.addExact(demand, a.wcet(hp[j]));
        }
        long r = supply.earliest(demand);
        while (r <= deadline) {
            long next = c;
            for (int j = 0; j < hpCount; j++) {
                int i = hp[j];
                next = Math.addExact(next, Math.multiplyExact(Exact.ceilDiv(r, a.period(i)), a.wcet(i)));
            }
            next = supply.earliest(next);
            if (next == r) {
                return r;
            }
            r = next;
        }
        return MISSED;
    }
}
