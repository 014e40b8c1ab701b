package rtjbench.sched.analysis.global;

import rtjbench.sched.analysis.ConstrainedTest;
import rtjbench.sched.analysis.IndexSort;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.scheduler.Scheduler;

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
 * keeping the larger of old and new, shortest deadline first (the order changes no verdict, as for {@link GedfRta},
 * and reaches it in fewer rounds). The set is met once a round finds every new S_k ≥ 0; rounds stop when no
 * slack grows (or after {@link #ROUND_LIMIT}, a safe stop: slacks only ever grow). Integer time, as the
 * paper's "+1" assumes; D_k − S_k bounds each task's response time. Constrained deadlines only.
 */
public final class BclIterative extends ConstrainedTest {
    public BclIterative() {
        super("BCLI", Scheduler.GLOBAL_EDF, "Bertogna, Cirinei and Lipari 2009 (IEEE TPDS), iterative slack");
    }
    /** Rounds at most; a round that still grows some slack after this many is not waited for. */
    public static final int ROUND_LIMIT = 100;

    /** Task k's new slack bound given the others' {@code slack}. */
    private static long slackOf(TaskArrays a, int k, int cpus, long[] slack) {
        long dk = a.deadline(k);
        long room = dk - a.wcet(k);
        long sum = 0;
        for (int i = 0; i < a.size(); i++) {
            if (i == k) {
                continue;
            }
            long ci = a.wcet(i);
            long jobs = a.jobs(i, dk);
            long rest = dk - jobs * a.period(i) - slack[i];
            long work = Math.addExact(Math.multiplyExact(jobs, ci), Math.min(ci, Math.max(0, rest)));
            sum = Math.addExact(sum, Math.min(work, room + 1));
        }
        return room - sum / cpus;
    }

    @Override
    protected Verdict checkConstrained(TaskArrays a, int cpus) {
        int n = a.size();
        long[] slack = new long[n];
        int[] byDeadline = IndexSort.sorted(n, (x, y) -> Long.compare(a.deadline(x), a.deadline(y)));
        int failed = -1;
        for (int round = 0; round < ROUND_LIMIT; round++) {
            boolean grew = false;
            failed = -1;
            for (int q = 0; q < n; q++) {
                int k = byDeadline[q];
                long s = slackOf(a, k, cpus, slack);
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
