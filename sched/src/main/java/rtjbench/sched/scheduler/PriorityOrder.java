package rtjbench.sched.scheduler;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import rtjbench.sched.model.TaskSet;

/**
 * How a fixed-priority scheduler orders its tasks, highest first: rate monotonic (the shorter period first; Liu and
 * Layland 1973), deadline monotonic (the shorter relative deadline first, then the shorter period; Leung and
 * Whitehead 1982) or the task-set file's order. Ties go to the task earlier in the file, so every order is total
 * and the same on every run. {@link #DEFAULT} is the one every command, experiment file and testapp takes when
 * none is given.
 */
public enum PriorityOrder {
    RATE_MONOTONIC("rm"),
    DEADLINE_MONOTONIC("dm"),
    FILE("file");

    /**
     * The order taken where none is given: deadline monotonic, optimal among fixed task priorities on one CPU for
     * constrained deadlines, and the order the partitioned heuristics admit tasks by.
     */
    public static final PriorityOrder DEFAULT = DEADLINE_MONOTONIC;

    private final String shortName;

    PriorityOrder(String shortName) {
        this.shortName = shortName;
    }

    /** The name commands and files use: {@code rm}, {@code dm}, {@code file}. */
    public String shortName() {
        return shortName;
    }

    /** The order named {@code name} ({@code rm}, {@code dm}, {@code file}; case ignored). */
    public static PriorityOrder named(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (PriorityOrder o : values()) {
            if (o.shortName.equals(n)) {
                return o;
            }
        }
        throw new IllegalArgumentException("'" + name + "' is not a priority order; the orders are " + names());
    }

    /** The names, for messages and help: {@code rm, dm or file}. */
    public static String names() {
        return "rm, dm or file";
    }

    /** The task indices of {@code set}, the highest priority first. */
    public int[] order(TaskSet set) {
        Integer[] order = new Integer[set.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Comparator<Integer> byKey;
        switch (this) {
            case RATE_MONOTONIC:
                byKey = Comparator.<Integer>comparingLong(i -> set.get(i).period());
                break;
            case DEADLINE_MONOTONIC:
                byKey = Comparator.<Integer>comparingLong(i -> set.get(i).deadline())
                        .thenComparingLong(i -> set.get(i).period());
                break;
            default:
                byKey = (a, b) -> 0;
        }
        Arrays.sort(order, byKey.thenComparingInt(i -> i));
        int[] out = new int[order.length];
        for (int r = 0; r < order.length; r++) {
            out[r] = order[r];
        }
        return out;
    }

    /** Each task's place in {@link #order}, 0 the highest, by task index. */
    public int[] ranks(TaskSet set) {
        int[] order = order(set);
        int[] rank = new int[order.length];
        for (int r = 0; r < order.length; r++) {
            rank[order[r]] = r;
        }
        return rank;
    }

    @Override
    public String toString() {
        return shortName;
    }
}
