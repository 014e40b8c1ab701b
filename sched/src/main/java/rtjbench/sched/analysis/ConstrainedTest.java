package rtjbench.sched.analysis;

import rtjbench.sched.scheduler.Scheduler;

/**
 * A test stated for constrained deadlines (each at most its period). A set with a deadline past its period gets
 * "not applicable" with that reason, never a guess; a set with a WCET past its deadline is unschedulable whatever
 * the test; only what is left reaches {@link #checkConstrained}.
 */
public abstract class ConstrainedTest extends ArrayTest {
    protected ConstrainedTest(String name, Scheduler scheduler, String reference) {
        super(name, scheduler, reference);
    }

    @Override
    public final Verdict check(TaskArrays a, int cpus) {
        Verdict pre = constrainedPrecondition(a);
        return pre != null ? pre : checkConstrained(a, cpus);
    }

    /** The test proper, on a set whose deadlines are constrained and whose WCETs each fit their deadline. */
    protected abstract Verdict checkConstrained(TaskArrays a, int cpus);
}
