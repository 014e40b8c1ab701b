package rtjbench.sched.partition;

import java.util.Arrays;
import rtjbench.sched.analysis.Exact;
import rtjbench.sched.analysis.IndexSort;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.supply.Supply;

/**
 * Places a set's tasks on m CPUs by a {@link Heuristic}, each CPU admitting a task by an {@link Admission}. The
 * same set, heuristic and admission always give the same partition: tasks are taken in decreasing utilisation
 * (compared exactly; ties in the set's order), CPUs in index order.
 *
 * <pre>
 * Partition p = Partitioner.edf(Heuristic.FIRST_FIT).partition(set, 4);
 * if (p.complete()) run(p.assigned()); else refuse(p.set().get(p.unplacedTask()).name());
 * </pre>
 */
public final class Partitioner {
    private final Heuristic heuristic;
    private final Admission admission;

    public Partitioner(Heuristic heuristic, Admission admission) {
        this.heuristic = heuristic;
        this.admission = admission;
    }

    /** EDF on each CPU, every CPU a whole processor. */
    public static Partitioner edf(Heuristic heuristic) {
        return edf(heuristic, Supply.FULL);
    }

    /** EDF on each CPU, each getting {@code supply}. */
    public static Partitioner edf(Heuristic heuristic, Supply supply) {
        return new Partitioner(heuristic, new EdfAdmission(supply));
    }

    /** Deadline-monotonic fixed priority on each CPU, every CPU a whole processor. */
    public static Partitioner fixedPriority(Heuristic heuristic) {
        return fixedPriority(heuristic, Supply.FULL);
    }

    /** Deadline-monotonic fixed priority on each CPU, each getting {@code supply}. */
    public static Partitioner fixedPriority(Heuristic heuristic, Supply supply) {
        return new Partitioner(heuristic, new FixedPriorityAdmission(supply));
    }

    public Heuristic heuristic() {
        return heuristic;
    }

    public Admission admission() {
        return admission;
    }

    public Partition partition(TaskSet set, int cpus) {
        return partition(TaskArrays.of(set), cpus);
    }

    public Partition partition(TaskArrays a, int cpus) {
        if (cpus < 1) {
            throw new IllegalArgumentException("cpus must be at least 1, not " + cpus);
        }
        int n = a.size();
        int[] order = decreasingUtilisation(a);
        int[] cpuOf = new int[n];
        Arrays.fill(cpuOf, Partition.NONE);
        int[][] on = new int[cpus][n + 1];
        int[] count = new int[cpus];
        double[] load = new double[cpus];
        Admission.Placing placing = admission.placing(a);
        int current = 0;
        for (int task : order) {
            int chosen = Partition.NONE;
            switch (heuristic) {
                case FIRST_FIT:
                    for (int cpu = 0; cpu < cpus && chosen < 0; cpu++) {
                        if (placing.admits(on[cpu], count[cpu], task)) {
                            chosen = cpu;
                        }
                    }
                    break;
                case NEXT_FIT:
                    while (current < cpus && !placing.admits(on[current], count[current], task)) {
                        current++;
                    }
                    chosen = current < cpus ? current : Partition.NONE;
                    break;
                default:
                    chosen = byLoad(placing, on, count, load, task, heuristic == Heuristic.BEST_FIT);
                    break;
            }
            if (chosen < 0) {
                return new Partition(a.set(), cpus, cpuOf, task);
            }
            cpuOf[task] = chosen;
            placing.placed(on[chosen], count[chosen], task);
            on[chosen][count[chosen]++] = task;
            load[chosen] += a.utilization(task);
        }
        return new Partition(a.set(), cpus, cpuOf, Partition.NONE);
    }

    /** Best (fullest first) or worst (emptiest first) fit: the first CPU in that order that admits the task. */
    private static int byLoad(
            Admission.Placing placing, int[][] on, int[] count, double[] load, int task, boolean fullestFirst) {
        int cpus = load.length;
        boolean[] tried = new boolean[cpus];
        for (int round = 0; round < cpus; round++) {
            int pick = -1;
            for (int cpu = 0; cpu < cpus; cpu++) {
                if (!tried[cpu] && (pick < 0 || (fullestFirst ? load[cpu] > load[pick] : load[cpu] < load[pick]))) {
                    pick = cpu;
                }
            }
            tried[pick] = true;
            if (placing.admits(on[pick], count[pick], task)) {
                return pick;
            }
        }
        return Partition.NONE;
    }

    /** Task indices by decreasing C/T (exact), ties in the set's order. */
    static int[] decreasingUtilisation(TaskArrays a) {
        return IndexSort.sorted(
                a.size(), (x, y) -> Exact.compareFractions(a.wcet(y), a.period(y), a.wcet(x), a.period(x)));
    }
}
