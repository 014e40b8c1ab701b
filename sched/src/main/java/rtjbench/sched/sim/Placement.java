package rtjbench.sched.sim;

import java.util.Arrays;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.partition.Partitioner;
import rtjbench.sched.scheduler.Scheduler;

/**
 * Which CPUs may run which task: the CPUs split into {@link Clusters}, each task in one cluster, and inside a
 * cluster global scheduling. Global scheduling is one cluster of every CPU; partitioned scheduling a cluster per
 * CPU. A {@link Scheduler}'s placement of a set comes from each task's CPU ({@link #byCpu}) or cluster ({@link
 * #byCluster}), the latter what its partitioning heuristic gives ({@link #partition}).
 */
public final class Placement {
    private final Clusters clusters;
    private final int[] clusterOfTask;

    private Placement(Clusters clusters, int[] clusterOfTask) {
        for (int i = 0; i < clusterOfTask.length; i++) {
            int c = clusterOfTask[i];
            if (c < 0 || c >= clusters.count()) {
                throw new IllegalArgumentException(
                        "task " + i + " is placed in cluster " + c + "; the clusters are 0.." + (clusters.count() - 1));
            }
        }
        this.clusters = clusters;
        this.clusterOfTask = clusterOfTask.clone();
    }

    /** Every task on every one of {@code cpus} CPUs. */
    public static Placement global(int cpus, int tasks) {
        return new Placement(Clusters.global(cpus), new int[tasks]);
    }

    /** Task i bound to CPU {@code cpuOfTask[i]}, one of {@code 0..cpus-1}. */
    public static Placement partitioned(int cpus, int[] cpuOfTask) {
        Clusters perCpu = Clusters.perCpu(cpus);
        int[] cluster = new int[cpuOfTask.length];
        for (int i = 0; i < cpuOfTask.length; i++) {
            if (cpuOfTask[i] < 0 || cpuOfTask[i] >= cpus) {
                throw new IllegalArgumentException(
                        "task " + i + " is bound to CPU " + cpuOfTask[i] + "; the CPUs are 0.." + (cpus - 1));
            }
            cluster[i] = perCpu.clusterOf(cpuOfTask[i]);
        }
        return new Placement(perCpu, cluster);
    }

    /** Task i scheduled globally on the CPUs of cluster {@code clusterOfTask[i]}. */
    public static Placement clustered(Clusters clusters, int[] clusterOfTask) {
        return new Placement(clusters, clusterOfTask);
    }

    /**
     * Where {@code scheduler} runs the tasks of {@code set} on {@code clusters}' CPUs. {@code cpuOfTask[i]} is the CPU
     * task i is given (the task-set file's {@code cpu} column), -1 where none: partitioned scheduling binds the task
     * to it, clustered scheduling puts it in that CPU's cluster, loose clustering starts from that cluster and places
     * and balances the rest ({@link LooseClustering}); global scheduling ignores it.
     */
    public static Placement byCpu(Scheduler scheduler, TaskSet set, Clusters clusters, int[] cpuOfTask) {
        if (cpuOfTask.length != set.size()) {
            throw new IllegalArgumentException(
                    "CPUs are given for " + cpuOfTask.length + " of " + set.size() + " tasks");
        }
        int[] cluster = new int[cpuOfTask.length];
        for (int i = 0; i < cluster.length; i++) {
            int cpu = cpuOfTask[i];
            if (cpu >= clusters.cpus()) {
                throw new IllegalArgumentException("task " + set.get(i).name() + " is given CPU " + cpu
                        + "; the CPUs are 0.." + (clusters.cpus() - 1));
            }
            cluster[i] = cpu < 0 ? -1 : clusters.clusterOf(cpu);
        }
        return byCluster(scheduler, set, clusters, cluster);
    }

    /**
     * As {@link #byCpu}, from each task's cluster (for partitioned scheduling, its CPU's one-CPU cluster), -1 where
     * none: what {@link #partition} gives.
     */
    public static Placement byCluster(Scheduler scheduler, TaskSet set, Clusters clusters, int[] clusterOfTask) {
        if (scheduler.global()) {
            return global(clusters.cpus(), set.size());
        }
        if (clusterOfTask.length != set.size()) {
            throw new IllegalArgumentException(
                    "clusters are given for " + clusterOfTask.length + " of " + set.size() + " tasks");
        }
        for (int i = 0; i < clusterOfTask.length && scheduler.needsAssignment(); i++) {
            if (clusterOfTask[i] < 0) {
                throw new IllegalArgumentException(scheduler + " needs a CPU for every task, and "
                        + set.get(i).name() + " has none");
            }
        }
        return scheduler.layout() == Scheduler.Layout.LOOSE_CLUSTERED
                ? clustered(clusters, LooseClustering.balance(set, clusters, clusterOfTask))
                : clustered(clusters, clusterOfTask);
    }

    /**
     * The partition {@code scheduler}'s heuristic gives {@code set} (tasks in decreasing utilisation; its "CPUs" are
     * the clusters): partitioned EDF admits a task on a CPU by the exact uniprocessor EDF test, partitioned FP by
     * deadline-monotonic response-time analysis (the {@code PEDF-*} and {@code PFP-*} tests' partitions, and the one
     * the task-set testapp runs); clustered scheduling fills each cluster up to a utilisation of its CPU count
     * ({@link ClusterCapacity}), which needs clusters of one size. Where it is not complete, {@link
     * Partition#unplacedTask()} is the task the heuristic stopped at. Global scheduling has nothing to partition.
     */
    public static Partition partition(Scheduler scheduler, TaskSet set, Clusters clusters, Heuristic heuristic) {
        Partitioner partitioner;
        switch (scheduler.layout()) {
            case PARTITIONED:
                if (clusters.count() != clusters.cpus()) {
                    throw new IllegalArgumentException(scheduler + " partitions onto single CPUs, not " + clusters);
                }
                partitioner = scheduler.edf() ? Partitioner.edf(heuristic) : Partitioner.fixedPriority(heuristic);
                break;
            case CLUSTERED:
            case LOOSE_CLUSTERED:
                if (!clusters.equalSizes()) {
                    throw new IllegalArgumentException(
                            "a partitioning heuristic fills clusters of one size; " + clusters + " are not");
                }
                partitioner = new Partitioner(heuristic, new ClusterCapacity(clusters.size(0)));
                break;
            default:
                throw new IllegalArgumentException(scheduler + " is global: it has nothing to partition");
        }
        return partitioner.partition(set, clusters.count());
    }

    public Clusters clusters() {
        return clusters;
    }

    public int cpus() {
        return clusters.cpus();
    }

    public int tasks() {
        return clusterOfTask.length;
    }

    public int clusterOf(int task) {
        return clusterOfTask[task];
    }

    /** Each task's cluster, by task index. */
    public int[] clusterOfTask() {
        return clusterOfTask.clone();
    }

    @Override
    public String toString() {
        return "clusters " + clusters + ", tasks in " + Arrays.toString(clusterOfTask);
    }
}
