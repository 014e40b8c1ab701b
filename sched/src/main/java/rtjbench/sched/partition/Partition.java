package rtjbench.sched.partition;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/**
 * The CPU of each task of a set, as a heuristic placed them, or the task that fitted nowhere. Immutable. The
 * task-set testapp runs a complete partition as it stands ({@link #assigned()}: the set with each task's CPU).
 */
public final class Partition {
    /** {@link #cpuOf} of a task not placed (the heuristic stopped at an earlier one, or at it). */
    public static final int NONE = -1;

    private final TaskSet set;
    private final int cpus;
    private final int[] cpuOf;
    private final int unplaced;

    Partition(TaskSet set, int cpus, int[] cpuOf, int unplaced) {
        this.set = set;
        this.cpus = cpus;
        this.cpuOf = cpuOf.clone();
        this.unplaced = unplaced;
    }

    public TaskSet set() {
        return set;
    }

    public int cpus() {
        return cpus;
    }

    /** Whether every task has a CPU. */
    public boolean complete() {
        return unplaced == NONE;
    }

    /** The CPU of task i (its index in the set), or {@link #NONE}. */
    public int cpuOf(int task) {
        return cpuOf[task];
    }

    /** Each task's CPU by task index, {@link #NONE} where not placed. */
    public int[] cpuOfTask() {
        return cpuOf.clone();
    }

    /** The task no CPU admitted, or {@link #NONE} where the partition is complete. */
    public int unplacedTask() {
        return unplaced;
    }

    /** The tasks on {@code cpu}, in the order they were placed. */
    public int[] tasksOn(int cpu) {
        int[] out = new int[cpuOf.length];
        int n = 0;
        for (int i = 0; i < cpuOf.length; i++) {
            if (cpuOf[i] == cpu) {
                out[n++] = i;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** The set with each task's CPU set to its place; only for a complete partition. */
    public TaskSet assigned() {
        if (!complete()) {
            throw new IllegalStateException("task " + set.get(unplaced).name() + " has no CPU");
        }
        List<Task> tasks = new ArrayList<>(set.size());
        for (int i = 0; i < set.size(); i++) {
            tasks.add(set.get(i).withCpu(cpuOf[i]));
        }
        return new TaskSet(set.id(), tasks);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int cpu = 0; cpu < cpus; cpu++) {
            sb.append(cpu == 0 ? "" : "; ").append("cpu ").append(cpu).append(':');
            for (int i : tasksOn(cpu)) {
                sb.append(' ').append(set.get(i).name());
            }
        }
        if (!complete()) {
            sb.append("; ").append(set.get(unplaced).name()).append(" fits nowhere");
        }
        return sb.toString();
    }
}
