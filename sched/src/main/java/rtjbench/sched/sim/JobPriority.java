package rtjbench.sched.sim;

import java.util.Arrays;
import java.util.Locale;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;

/**
 * How the simulator ranks jobs: by a key per job, the smaller first; equal keys go to the lower task index (the
 * order of the task-set file), and two jobs of one task in release order. Earliest deadline first keys a job by
 * its absolute deadline; fixed priority keys it by its task's rank (0 the highest), given or in a {@link
 * PriorityOrder}. A job's key never changes while it is pending: the simulator is a job-level fixed-priority
 * scheduler, which is what makes its schedules predictable (a job that runs shorter than its WCET never makes
 * another finish later, Ha and Liu 1994) and its state at a hyperperiod boundary enough to decide the future.
 */
public final class JobPriority {
    private final String name;
    private final int[] rank; // null for EDF

    private JobPriority(String name, int[] rank) {
        this.name = name;
        this.rank = rank;
    }

    /** Earliest (absolute) deadline first. */
    public static JobPriority edf() {
        return new JobPriority("EDF", null);
    }

    /**
     * Fixed task priorities: {@code rank[i]} is task i's priority, 0 the highest. Equal ranks are allowed; the
     * lower task index then goes first.
     */
    public static JobPriority fixed(int[] rank) {
        for (int r : rank) {
            if (r < 0) {
                throw new IllegalArgumentException("a priority rank is 0 (the highest) or more, got " + r);
            }
        }
        return new JobPriority("FP", rank.clone());
    }

    /**
     * Fixed priorities of {@code set} in {@code order} ({@link PriorityOrder#order}: rate or deadline monotonic, ties
     * by the shorter period and then file order, as the {@code analysis} package's response-time analyses order
     * them; or the file's order).
     */
    public static JobPriority fixed(PriorityOrder order, TaskSet set) {
        String name = order == PriorityOrder.FILE
                ? "FP-file-order"
                : order.shortName().toUpperCase(Locale.ROOT);
        return new JobPriority(name, order.ranks(set));
    }

    /** How {@code scheduler} ranks the jobs of {@code set}: EDF, or its fixed priorities in its order. */
    public static JobPriority of(Scheduler scheduler, TaskSet set) {
        return scheduler.edf() ? edf() : fixed(scheduler.priorityOrder(), set);
    }

    /** Whether jobs are ranked by deadline (EDF) rather than by their task. */
    public boolean isEdf() {
        return rank == null;
    }

    /** Task i's fixed rank; only for fixed priorities. */
    public int rank(int task) {
        if (rank == null) {
            throw new IllegalStateException("EDF has no task ranks");
        }
        return rank[task];
    }

    /** The number of tasks a fixed-priority rule ranks; -1 for EDF, which ranks any set. */
    int tasksRanked() {
        return rank == null ? -1 : rank.length;
    }

    /** The key of a job of {@code task} due at {@code absoluteDeadline}: the smaller runs first. */
    long key(int task, long absoluteDeadline) {
        return rank == null ? absoluteDeadline : rank[task];
    }

    @Override
    public String toString() {
        return rank == null ? name : name + Arrays.toString(rank).toLowerCase(Locale.ROOT);
    }
}
