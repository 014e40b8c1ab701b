package rtjbench.sched.analysis;

import rtjbench.sched.model.TaskSet;
import rtjbench.sched.scheduler.Scheduler;

/**
 * A test that works on a set's {@link TaskArrays}: the set is turned into arrays once, and a caller that runs
 * many tests on one set (analyse, ratio) passes the arrays to each.
 */
public abstract class ArrayTest implements SchedulabilityTest {
    private final String name;
    private final Scheduler scheduler;
    private final String reference;

    /** A test's identity, stated once by each test: its short name, its scheduler and the paper it follows. */
    protected ArrayTest(String name, Scheduler scheduler, String reference) {
        this.name = name;
        this.scheduler = scheduler;
        this.reference = reference;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Scheduler scheduler() {
        return scheduler;
    }

    @Override
    public final String reference() {
        return reference;
    }

    @Override
    public final Verdict check(TaskSet set, int cpus) {
        return check(TaskArrays.of(set), cpus);
    }

    @Override
    public abstract Verdict check(TaskArrays tasks, int cpus);

    /** The first task whose WCET exceeds its deadline (no test can pass it), or -1. */
    protected static int firstOverrun(TaskArrays a) {
        for (int i = 0; i < a.size(); i++) {
            if (a.wcet(i) > a.deadline(i)) {
                return i;
            }
        }
        return -1;
    }

    /** The verdict for {@link #firstOverrun}'s task. */
    protected static Verdict overrun(TaskArrays a, int i) {
        return Verdict.unschedulable("task " + a.name(i) + ": its WCET is above its deadline");
    }

    /**
     * The common start of the tests that need constrained deadlines: {@code na} where a deadline passes its
     * period, {@code false} where a WCET passes its deadline, null where the test may go on.
     */
    protected final Verdict constrainedPrecondition(TaskArrays a) {
        if (!a.constrainedDeadlines()) {
            return constrainedOnly(name());
        }
        int over = firstOverrun(a);
        return over >= 0 ? overrun(a, over) : null;
    }

    /** Not applicable to arbitrary deadlines (some deadline above its period). */
    protected static Verdict constrainedOnly(String test) {
        return Verdict.notApplicable(test + " needs constrained deadlines (each deadline at most its period)");
    }
}
