package rtjbench.events.taskset;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.run.WorkloadRecord;
import rtjbench.sched.run.WorkloadRecord.Keys;
import rtjbench.sched.run.WorkloadRecord.TaskKeys;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.Clusters;
import rtjbench.sched.sim.Placement;

/**
 * What each task's thread is given, decided once before the run from the set, the scheduler (with its priority
 * order), the partitioning heuristic and the CPUs: its CPUs (under a partitioned scheduler the one the sched
 * module's heuristic gives it, {@link Placement#partition}: the partition its analysis judges), its rank in the
 * scheduler's priority order and its SCHED_FIFO priority ({@code top - rank}), or, under SCHED_DEADLINE, its
 * reservation (runtime = WCET plus the overrun margin plus a fixed extra, the task's deadline and period).
 * Immutable.
 */
final class TaskAssignment {
    private final TaskSet set;
    private final Scheduler scheduler;
    private final String partitioning;
    private final CpuList cpus;
    /** Each task's CPU in {@link #cpus} (partitioned), or -1 (global). */
    private final int[] cpuOf;
    /** Each task's place in the priority order, 0 the highest. */
    private final int[] rank;

    private final int topPriority;
    private final int marginPercent;
    private final long runtimeExtra;

    private TaskAssignment(
            TaskSet set,
            Scheduler scheduler,
            String partitioning,
            CpuList cpus,
            int[] cpuOf,
            int[] rank,
            int topPriority,
            int marginPercent,
            long runtimeExtra) {
        this.set = set;
        this.scheduler = scheduler;
        this.partitioning = partitioning;
        this.cpus = cpus;
        this.cpuOf = cpuOf;
        this.rank = rank;
        this.topPriority = topPriority;
        this.marginPercent = marginPercent;
        this.runtimeExtra = runtimeExtra;
    }

    /**
     * Places {@code set} on {@code cpus} as {@code scheduler} runs it (a fixed-priority one in its priority order).
     * A task whose {@code cpu} column names no CPU of {@code cpus} (it is an index into them, as the analysis numbers
     * CPUs) is refused naming it, and so is a partition in which a task fits on no CPU, naming it and what the CPUs
     * already hold.
     */
    static TaskAssignment of(
            TaskSet set,
            Scheduler scheduler,
            String partitioning,
            CpuList cpus,
            int topPriority,
            int marginPercent,
            long runtimeExtra)
            throws ConfigException {
        for (Task t : set.tasks()) {
            if (t.hasCpu() && t.cpu() >= cpus.size()) {
                throw new ConfigException(String.format(
                        Locale.ROOT,
                        "task %s: its cpu column is %d, but the run has %d CPU%s (cpus=%s; the cpu column is an index"
                                + " into them, 0..%d)",
                        t.name(),
                        t.cpu(),
                        cpus.size(),
                        cpus.size() == 1 ? "" : "s",
                        cpus,
                        cpus.size() - 1));
            }
        }
        int[] rank = (scheduler.edf() ? PriorityOrder.DEFAULT : scheduler.priorityOrder()).ranks(set);
        int[] cpuOf = new int[set.size()];
        Arrays.fill(cpuOf, -1);
        if (scheduler.partitioned()) {
            Heuristic heuristic = Heuristic.byAbbreviation(partitioning);
            Partition p = Placement.partition(scheduler, set, Clusters.perCpu(cpus.size()), heuristic);
            if (!p.complete()) {
                throw new ConfigException(String.format(
                        Locale.ROOT,
                        "the task set does not fit %d CPU%s (%s) by %s under %s: task %s fits on no CPU (%s)",
                        cpus.size(),
                        cpus.size() == 1 ? "" : "s",
                        cpus,
                        heuristic.description(),
                        scheduler,
                        set.get(p.unplacedTask()).name(),
                        p));
            }
            for (int i = 0; i < set.size(); i++) {
                cpuOf[i] = p.cpuOf(i);
            }
        }
        return new TaskAssignment(
                set, scheduler, partitioning, cpus, cpuOf, rank, topPriority, marginPercent, runtimeExtra);
    }

    TaskSet set() {
        return set;
    }

    Scheduler scheduler() {
        return scheduler;
    }

    /** The CPUs task {@code i} may run on: its partition's one, or all of them. */
    CpuList cpusOf(int task) {
        return cpuOf[task] >= 0 ? CpuList.of(cpus.get(cpuOf[task])) : cpus;
    }

    /** Task {@code i}'s place in the priority order, 0 the highest. */
    int rank(int task) {
        return rank[task];
    }

    /** Task {@code i}'s SCHED_FIFO priority: the top priority less its rank. */
    int fifoPriority(int task) {
        return topPriority - rank[task];
    }

    /**
     * The SCHED_DEADLINE runtime of task {@code i}: its WCET plus the overrun margin plus the extra for what each
     * activation costs the thread beside its job (the wake-up, the return from park, the job's own counters), which
     * the kernel charges to the reservation too.
     */
    long runtime(int task) {
        return set.get(task).wcet() + set.get(task).wcet() * marginPercent / 100 + runtimeExtra;
    }

    long runtimeExtra() {
        return runtimeExtra;
    }

    int marginPercent() {
        return marginPercent;
    }

    /**
     * What the metadata records, under the keys the sched module declares ({@link WorkloadRecord}): scheduler,
     * heuristic, order, the partition, and each task: its times, its CPUs,
     * its partition's CPU as an index into {@code cpus} (the CPU numbering the analysis uses), its rank, its
     * SCHED_FIFO priority or SCHED_DEADLINE runtime.
     */
    Map<String, Object> toMetadata(boolean fifo) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(Keys.SCHEDULER, scheduler.name());
        m.put(Keys.PARTITIONING, scheduler.partitioned() ? partitioning : null);
        m.put(
                Keys.PRIORITIES,
                scheduler.edf() ? null : scheduler.priorityOrder().shortName());
        m.put(Keys.CPUS, cpus.toString());
        List<Map<String, Object>> tasks = new ArrayList<>();
        for (int i = 0; i < set.size(); i++) {
            Map<String, Object> t = new LinkedHashMap<>();
            t.put(TaskKeys.NAME, set.get(i).name());
            t.put(TaskKeys.PERIOD_NS, set.get(i).period());
            t.put(TaskKeys.WCET_NS, set.get(i).wcet());
            t.put(TaskKeys.DEADLINE_NS, set.get(i).deadline());
            t.put(TaskKeys.WSS_BYTES, set.get(i).hasWss() ? set.get(i).wss() : null);
            t.put(TaskKeys.CPUS, cpusOf(i).toString());
            t.put(TaskKeys.PARTITION_CPU, cpuOf[i] >= 0 ? cpuOf[i] : null);
            t.put(TaskKeys.RANK, rank[i]);
            t.put(TaskKeys.FIFO_PRIORITY, !scheduler.edf() && fifo ? fifoPriority(i) : null);
            t.put(TaskKeys.DL_RUNTIME_NS, scheduler.edf() ? runtime(i) : null);
            tasks.add(t);
        }
        m.put(Keys.TASKS, tasks);
        if (scheduler.partitioned()) {
            Map<String, Object> partition = new LinkedHashMap<>();
            for (int c = 0; c < cpus.size(); c++) {
                List<String> names = new ArrayList<>();
                for (int i = 0; i < set.size(); i++) {
                    if (cpuOf[i] == c) {
                        names.add(set.get(i).name());
                    }
                }
                partition.put(Integer.toString(cpus.get(c)), names);
            }
            m.put(Keys.PARTITION, partition);
        } else {
            m.put(Keys.PARTITION, null);
        }
        return m;
    }
}
