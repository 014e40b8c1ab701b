package rtjbench.sched.analysis.uni;

import rtjbench.sched.analysis.ArrayTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.supply.Supply;

/**
 * {@code RM-RTA} and {@code DM-RTA}: uniprocessor fixed priority, rate- or deadline-monotonic priorities,
 * exact response-time analysis ({@link ResponseTime}); each task's bound is its worst response time.
 * Constrained deadlines only: with a deadline past the period a task's later jobs in a busy period matter too
 * (Lehoczky's extension, outside this test), so such a set gets the verdict "not applicable" with that reason.
 */
public final class UniprocessorFp extends ArrayTest {
    private final PriorityOrder order;
    private final Supply supply;

    /** The test of {@code order}: rate or deadline monotonic. */
    public UniprocessorFp(PriorityOrder order, Supply supply) {
        super(
                order == PriorityOrder.RATE_MONOTONIC ? "RM-RTA" : "DM-RTA",
                Scheduler.PARTITIONED_FP.withPriorityOrder(monotonic(order)),
                (order == PriorityOrder.RATE_MONOTONIC
                                ? "rate monotonic (Liu and Layland 1973)"
                                : "deadline monotonic (Leung and Whitehead 1982)")
                        + "; response-time analysis, Joseph and Pandya 1986, Audsley et al. 1993");
        this.order = order;
        this.supply = supply;
    }

    private static PriorityOrder monotonic(PriorityOrder order) {
        if (order == PriorityOrder.FILE) {
            throw new IllegalArgumentException("the uniprocessor test is of rate or deadline monotonic priorities");
        }
        return order;
    }

    @Override
    public Verdict check(TaskArrays a, int cpus) {
        if (cpus != 1) {
            return Verdict.notApplicable("a uniprocessor test; --cpus is " + cpus);
        }
        if (!a.constrainedDeadlines()) {
            return constrainedOnly(name());
        }
        int[] prio =
                order == PriorityOrder.RATE_MONOTONIC ? Priorities.rateMonotonic(a) : Priorities.deadlineMonotonic(a);
        long[] bounds = new long[a.size()];
        for (int p = 0; p < prio.length; p++) {
            int k = prio[p];
            long r = ResponseTime.of(a, k, prio, p, supply);
            if (r == ResponseTime.MISSED) {
                return Verdict.unschedulable("task " + a.name(k) + ": its response time passes its deadline");
            }
            bounds[k] = r;
        }
        return Verdict.schedulable(bounds);
    }
}
