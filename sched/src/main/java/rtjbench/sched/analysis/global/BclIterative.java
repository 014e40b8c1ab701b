package rtjbench.sched.analysis.global;

import rtjbench.sched.analysis.ArrayTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;

/**
 * {@code BCLI}: the iterative slack test for global EDF of Bertogna, Cirinei and Lipari (IEEE TPDS 20(4), 2009;
 * the analysis Bertogna and Cirinei 2007 build their RTA on). Each task k has a slack lower bound S_k, first 0;
 * a round recomputes, task by task and using the newest slacks,
 *
 * <pre>
 *   S_k = D_k − C_k − ⌊(1/m)·Σ_{i≠k} min(J_i^k, D_k − C_k + 1)⌋,
 *   J_i^k = ⌊D_k/T_i⌋·C_i + min(C_i, max(0, D_k − ⌊D_k/T_i⌋·T_i − S_i))
 * </pre>
 *
 * keeping the larger of old and new. The set is met once a round finds every new S_k ≥ 0; rounds stop when no
 * slack grows (or after {@link #ROUND_LIMIT}, a safe stop: slacks only ever grow). Integer time, as the
 * paper's "+1" assumes; D_k − S_k bounds each task's response time. Constrained deadlines only.
 */
public final class BclIterative extends ArrayTest {
    /** Rounds at most; a round that still grows some slack after this many is not waited for. */
    public static final int ROUND_LIMIT = 100;

    @Override
    public String name() {
        return "BCLI";
    }

    @Override
    public String reference() {
        return "Bertogna, Cirinei and Lipari 2009 (IEEE TPDS), iterative slack";
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
        int failed = -1;
        for (int round = 0; round < ROUND_LIMIT; round++) {
            boolean grew = false;
            failed = -1;
            for (int k = 0; k < n; k++) {
                long dk = a.deadline(k);
                long room = dk - a.wcet(k);
                long sum = 0;
                for (int i = 0; i < n; i++) {
                    if (i == k) {
                        continue;
                    }
                    long ci = a.wcet(i);
                    long ti = a.period(i);
                    long jobs = dk / ti;
                    long rest = dk - jobs * ti - slack[i];
                    long work = Math.addExact(Math.multiplyExact(jobs, ci), Math.min(ci, Math.max(0, rest)));
                    sum = Math.addExact(sum, Math.min(work, room + 1));
                }
                long s = room - sum / cpus;
                if (s < 0 && failed < 0) {
                    failed = k;
                }
                if (s > slack[k]) {
                    slack[k] = s;
                    grew = true;
                }
            }
            if (failed < 0) {
                long[] bounds = new long[n];
                for (int k = 0; k < n; k++) {
                    bounds[k] = a.deadline(k) - slack[k];
                }
                return Verdict.schedulable(bounds);
            }
            if (!grew) {
                break;
            }
        }
        return Verdict.unschedulable("task " + a.name(failed) + ": no slack left after the last round");
    }
}
