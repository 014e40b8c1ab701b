package rtjbench.sched.analysis;

import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/**
 * A task set as three arrays of whole nanoseconds (WCET, period, relative deadline), index = the task's place in
 * the set. The tests' inner loops read these instead of {@link Task} objects: no allocation, no indirection, and
 * the JIT keeps them in registers. Built once per set; never changed after.
 */
public final class TaskArrays {
    private final TaskSet set;
    private final long[] wcet;
    private final long[] period;
    private final long[] deadline;
    private final boolean implicit;
    private final boolean constrained;

    private TaskArrays(TaskSet set) {
        this.set = set;
        int n = set.size();
        wcet = new long[n];
        period = new long[n];
        deadline = new long[n];
        boolean imp = true;
        boolean con = true;
        for (int i = 0; i < n; i++) {
            Task t = set.get(i);
            wcet[i] = t.wcet();
            period[i] = t.period();
            deadline[i] = t.deadline();
            imp &= t.deadline() == t.period();
            con &= t.deadline() <= t.period();
        }
        implicit = imp;
        constrained = con;
    }

    public static TaskArrays of(TaskSet set) {
        return new TaskArrays(set);
    }

    public TaskSet set() {
        return set;
    }

    public int size() {
        return wcet.length;
    }

    public long wcet(int i) {
        return wcet[i];
    }

    public long period(int i) {
        return period[i];
    }

    public long deadline(int i) {
        return deadline[i];
    }

    /** min(deadline, period): the window a job's density is taken over. */
    public long window(int i) {
        return Math.min(deadline[i], period[i]);
    }

    /** wcet / period as a double: for ordering and fast paths, never alone for a verdict. */
    public double utilization(int i) {
        return (double) wcet[i] / period[i];
    }

    /** Every deadline equals its period. */
    public boolean implicitDeadlines() {
        return implicit;
    }

    /** Every deadline is at most its period. */
    public boolean constrainedDeadlines() {
        return constrained;
    }

    /** The name of task i, for reasons. */
    public String name(int i) {
        return set.get(i).name();
    }
}
