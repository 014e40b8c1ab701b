package rtjbench.sched.analysis;

import rtjbench.sched.model.TaskSet;
import rtjbench.sched.scheduler.Scheduler;

/**
 * One schedulability test under the name {@code tools sched analyse --format csv} prints ({@code GFB},
 * {@code PEDF-FFD}, {@code SIM-GEDF}, ...). The same set always gets the same verdict: a test is a pure function.
 */
public interface SchedulabilityTest {
    /** The test's name in CSV output and experiment files. */
    String name();

    /**
     * The scheduler the test analyses (the uniprocessor tests: a partitioned one, on one CPU): which overheads a
     * set it judges is charged follows from it ({@link Scheduler#charging}).
     */
    Scheduler scheduler();

    /** The paper the test is from, for --help and the docs. */
    String reference();

    Verdict check(TaskSet set, int cpus);

    /**
     * The same, on a set already turned into arrays: callers that run many tests on one set use this, and the
     * tests built on {@link ArrayTest} skip the conversion.
     */
    default Verdict check(TaskArrays tasks, int cpus) {
        return check(tasks.set(), cpus);
    }

    /**
     * The verdict alone, for callers that count verdicts over many sets ({@code sched ratio}): the same outcome
     * as {@link #check(TaskArrays, int)}, but a test whose tightest bounds take more work than its verdict may
     * stop once the verdict is known, and the bounds it gives are then not the tightest (GEDF-RTA's rounds
     * after the first one that bounds every task).
     */
    default Verdict decide(TaskArrays tasks, int cpus) {
        return check(tasks, cpus);
    }
}
