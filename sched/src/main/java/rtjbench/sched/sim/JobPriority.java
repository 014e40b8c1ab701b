package rtjbench.sched.sim;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import rtjbench.sched.model.TaskSet;

/**
 * How the simulator ranks jobs: by a key per job, the smaller first; equal keys go to the lower task index (the
 * order of the task-set file), and two jobs of one task in release order. Earliest deadline first keys a job by
 * its absolute deadline; fixed priority keys it by its task's rank (0 the highest), given or made rate- or
 * deadline-monotonic. A job's key never changes while it is pending: the simulator is a job-level fixed-priority
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

    /** Rate monotonic: the shorter period first, equal periods in file order. */
    public static JobPriority rateMonotonic(TaskSet set) {
        return byTaskKey(
                "RM", set, set.tasks().stream().mapToLong(t -> t.period()).toArray());
    }

    /**
     * Deadline monotonic: the shorter relative deadline first, equal deadlines by the shorter period, then in
     * file order (the order of the {@code analysis} package's response-time analyses).
     */
    public static JobPriority deadlineMonotonic(TaskSet set) {
        Integer[] order = new Integer[set.size()];
        Arrays.setAll(order, i -> i);
        Arrays.sort(
                order,
                Comparator.<Integer>comparingLong(i -> set.get(i).deadline())
                        .thenComparingLong(i -> set.get(i).period())
                        .thenComparingInt(i -> i));
        return fromOrder("DM", order);
    }

    /** The order of the file: the first task the highest. */
    public static JobPriority fileOrder(TaskSet set) {
        int[] rank = new int[set.size()];
        Arrays.setAll(rank, i -> i);
        return new JobPriority("FP-file-order", rank);
    }

    /** The fixed-priority rules by name: {@code rm}, {@code dm}, {@code file}. */
    public static final String RULES = "rm, dm or file";

    /**
     * The fixed priorities of {@code set} by the rule named {@code rule}: {@code rm} ({@link #rateMonotonic}),
     * {@code dm} ({@link #deadlineMonotonic}) or {@code file} ({@link #fileOrder}).
     */
    public static JobPriority byRule(String rule, TaskSet set) {
        switch (rule.toLowerCase(Locale.ROOT)) {
            case "rm":
                return rateMonotonic(set);
            case "dm":
                return deadlineMonotonic(set);
            case "file":
                return fileOrder(set);
            default:
                throw new IllegalArgumentException(
                        "'" + rule + "' is not a fixed-priority rule; the rules are " + RULES);
        }
    }

    /** Whether {@code rule} names a fixed-priority rule of {@link #byRule}. */
    public static boolean isRule(String rule) {
        String r = rule.toLowerCase(Locale.ROOT);
        return r.equals("rm") || r.equals("dm") || r.equals("file");
    }

    private static JobPriority byTaskKey(String name, TaskSet set, long[] key) {
        Integer[] order = new Integer[set.size()];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.<Integer>comparingLong(i -> key[i]).thenComparingInt(i -> i));
        return fromOrder(name, order);
    }

    /** Task indices highest first to ranks. */
    private static JobPriority fromOrder(String name, Integer[] order) {
        int[] rank = new int[order.length];
        for (int r = 0; r < order.length; r++) {
            rank[order[r]] = r;
        }
        return new JobPriority(name, rank);
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
