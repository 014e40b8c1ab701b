package rtjbench.sched.partition;

import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.uni.Priorities;
import rtjbench.sched.analysis.uni.ResponseTime;
import rtjbench.sched.supply.Supply;

/**
 * Fixed priority on each CPU, deadline-monotonic priorities: the candidate must meet its deadline under the
 * CPU's higher-priority tasks, and so must every task on the CPU it would delay (exact response-time analysis
 * against the supply, {@link ResponseTime}; constrained deadlines).
 */
public final class FixedPriorityAdmission implements Admission {
    /** The smallest set {@link #placing} keeps each CPU's response times for. */
    static final int INCREMENTAL_FROM = 40;

    private final Supply supply;

    public FixedPriorityAdmission(Supply supply) {
        this.supply = supply;
    }

    @Override
    public boolean admits(TaskArrays a, int[] onCpu, int count, int candidate) {
        if (!passesUtilisation(a, onCpu, count, candidate)) {
            return false;
        }
        onCpu[count] = candidate;
        int[] hp = new int[count + 1];
        if (ResponseTime.of(a, candidate, hp, higherThan(a, candidate, onCpu, count + 1, hp), supply)
                == ResponseTime.MISSED) {
            return false;
        }
        for (int j = 0; j < count; j++) {
            int k = onCpu[j];
            if (Priorities.deadlineMonotonicBefore(a, candidate, k)
                    && ResponseTime.of(a, k, hp, higherThan(a, k, onCpu, count + 1, hp), supply)
                            == ResponseTime.MISSED) {
                return false;
            }
        }
        return true;
    }

    /**
     * The same answers from what the partitioning's earlier placements computed on each CPU, in about linear time a
     * question where the full analysis is quadratic in the CPU's tasks ({@link FixedPriorityPlacing}); for a set of
     * fewer than {@link #INCREMENTAL_FROM} tasks, the full analysis itself, which is quicker there than setting up
     * what the other keeps (measured: a third slower at 20 tasks, a third faster at 120).
     */
    @Override
    public Placing placing(TaskArrays tasks) {
        return tasks.size() < INCREMENTAL_FROM ? Admission.super.placing(tasks) : incremental(tasks);
    }

    /** {@link FixedPriorityPlacing} for {@code tasks}, whatever their number. */
    FixedPriorityPlacing incremental(TaskArrays tasks) {
        return new FixedPriorityPlacing(this, tasks, supply);
    }

    /**
     * The cheap refusals before any response time: a deadline past the period, or a utilisation above 1 (which
     * fails every fixed-priority schedule; decided in doubles only where clearly above, closer calls go to the
     * response times, which are exact).
     */
    boolean passesUtilisation(TaskArrays a, int[] onCpu, int count, int candidate) {
        if (a.deadline(candidate) > a.period(candidate)) {
            return false;
        }
        double u = a.utilization(candidate);
        for (int j = 0; j < count; j++) {
            u += a.utilization(onCpu[j]);
        }
        return !(u > 1 + 1e-9);
    }

    /** Fills {@code out} with the tasks of {@code cpu[0..count)} above {@code k}; returns how many. */
    private static int higherThan(TaskArrays a, int k, int[] cpu, int count, int[] out) {
        int h = 0;
        for (int j = 0; j < count; j++) {
            if (cpu[j] != k && Priorities.deadlineMonotonicBefore(a, cpu[j], k)) {
                out[h++] = cpu[j];
            }
        }
        return h;
    }

    /** Each task's response time on its CPU, for a partition this admission built (index = task). */
    public long[] responseTimes(TaskArrays a, Partition p) {
        long[] bounds = new long[a.size()];
        for (int cpu = 0; cpu < p.cpus(); cpu++) {
            int[] on = p.tasksOn(cpu);
            int[] hp = new int[on.length];
            for (int k : on) {
                bounds[k] = ResponseTime.of(a, k, hp, higherThan(a, k, on, on.length, hp), supply);
            }
        }
        return bounds;
    }
}
