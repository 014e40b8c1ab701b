package rtjbench.sched.analysis.uni;

import rtjbench.sched.analysis.IndexSort;
import rtjbench.sched.analysis.TaskArrays;

/**
 * Fixed priority orders, highest first: rate monotonic (shorter period first; Liu and Layland 1973) and
 * deadline monotonic (shorter relative deadline first; Leung and Whitehead 1982), ties broken by the shorter
 * period and then by the task's place in the set, so every order is total and the same on every run.
 */
public final class Priorities {
    private Priorities() {}

    /** Task indices, highest priority first, by period. */
    public static int[] rateMonotonic(TaskArrays a) {
        return IndexSort.sorted(a.size(), (x, y) -> {
            int c = Long.compare(a.period(x), a.period(y));
            return c != 0 ? c : Integer.compare(x, y);
        });
    }

    /** Task indices, highest priority first, by relative deadline, then period. */
    public static int[] deadlineMonotonic(TaskArrays a) {
        return IndexSort.sorted(a.size(), (x, y) -> deadlineMonotonicBefore(a, x, y) ? -1 : x == y ? 0 : 1);
    }

    /** Whether task x has higher deadline-monotonic priority than task y. */
    public static boolean deadlineMonotonicBefore(TaskArrays a, int x, int y) {
        if (a.deadline(x) != a.deadline(y)) {
            return a.deadline(x) < a.deadline(y);
        }
        if (a.period(x) != a.period(y)) {
            return a.period(x) < a.period(y);
        }
        return x < y;
    }
}
