package rtjbench.events.taskset;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/**
 * TEMPORARY: stands in for the sched module's partitioning heuristics and priority orders
 * (rtjbench.sched.partition.Partitioner, rtjbench.sched.analysis.uni.Priorities) until they are on main; it is
 * replaced by calls to them, and removed, before this work is done. Priorities follow the published rules;
 * the partition admits by utilisation only.
 */
final class PendingSchedApi {
    private PendingSchedApi() {}

    /** Task indices, highest priority first: by period (rm) or by deadline then period (dm), ties by index. */
    static int[] priorityOrder(final TaskSet set, final boolean rateMonotonic) {
        Integer[] order = new Integer[set.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, new Comparator<Integer>() {
            @Override
            public int compare(Integer x, Integer y) {
                Task a = set.get(x);
                Task b = set.get(y);
                if (!rateMonotonic && a.deadline() != b.deadline()) {
                    return Long.compare(a.deadline(), b.deadline());
                }
                if (a.period() != b.period()) {
                    return Long.compare(a.period(), b.period());
                }
                return Integer.compare(x, y);
            }
        });
        int[] out = new int[order.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = order[i];
        }
        return out;
    }

    /** Each task's CPU index (0..cpus-1), or null where one fits nowhere; first fit by utilisation only. */
    static int[] partition(TaskSet set, int cpus, List<String> unplaced) {
        double[] load = new double[cpus];
        int[] cpuOf = new int[set.size()];
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < set.size(); i++) {
            order.add(i);
        }
        for (int i : order) {
            int chosen = -1;
            for (int c = 0; c < cpus && chosen < 0; c++) {
                if (load[c] + set.get(i).utilization() <= 1.0) {
                    chosen = c;
                }
            }
            if (chosen < 0) {
                unplaced.add(set.get(i).name());
                return null;
            }
            load[chosen] += set.get(i).utilization();
            cpuOf[i] = chosen;
        }
        return cpuOf;
    }
}
