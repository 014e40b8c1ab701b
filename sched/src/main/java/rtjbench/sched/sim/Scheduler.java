package rtjbench.sched.sim;

import java.util.Locale;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.partition.Partitioner;

/**
 * The schedulers by the names commands and experiment files use: where tasks may run (global, partitioned,
 * clustered, loosely clustered) and whether jobs are ranked by deadline (EDF) or by their task (fixed priority).
 */
public enum Scheduler {
    GEDF("gedf", true, Layout.GLOBAL),
    GFP("gfp", false, Layout.GLOBAL),
    PEDF("pedf", true, Layout.PARTITIONED),
    PFP("pfp", false, Layout.PARTITIONED),
    CEDF("cedf", true, Layout.CLUSTERED),
    LOOSE_CEDF("loose-cedf", true, Layout.LOOSE_CLUSTERED);

    /** Where a scheduler's tasks may run. */
    public enum Layout {
        GLOBAL,
        PARTITIONED,
        CLUSTERED,
        LOOSE_CLUSTERED
    }

    private final String cliName;
    private final boolean edf;
    private final Layout layout;

    Scheduler(String cliName, boolean edf, Layout layout) {
        this.cliName = cliName;
        this.edf = edf;
        this.layout = layout;
    }

    /** The scheduler a name gives ({@code gedf}, {@code loose-cedf}, ...). */
    public static Scheduler named(String name) {
        for (Scheduler s : values()) {
            if (s.cliName.equals(name.toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        throw new IllegalArgumentException("'" + name + "' is not a scheduler; the schedulers are " + names());
    }

    /** The names, separated by {@code |}. */
    public static String names() {
        StringBuilder sb = new StringBuilder();
        for (Scheduler s : values()) {
            sb.append(sb.length() == 0 ? "" : "|").append(s.cliName);
        }
        return sb.toString();
    }

    public String cliName() {
        return cliName;
    }

    public boolean edf() {
        return edf;
    }

    public Layout layout() {
        return layout;
    }

    /** Whether the scheduler needs each task's CPU (or, clustered, a CPU of its cluster) to place it. */
    public boolean needsAssignment() {
        return layout == Layout.PARTITIONED || layout == Layout.CLUSTERED;
    }

    /** Whether the scheduler works on clusters of CPUs. */
    public boolean clustered() {
        return layout == Layout.CLUSTERED || layout == Layout.LOOSE_CLUSTERED;
    }

    /** How overheads are charged to it: a job of a partitioned task is never woken from another CPU. */
    public Charging.Placement charging() {
        return layout == Layout.PARTITIONED ? Charging.Placement.PARTITIONED : Charging.Placement.GLOBAL;
    }

    /**
     * Where the tasks of {@code set} run on {@code clusters}' CPUs. {@code cpuOfTask[i]} is the CPU task i is
     * given (the task-set file's {@code cpu} column), -1 where none: partitioned scheduling binds the task to it,
     * clustered scheduling puts it in that CPU's cluster, loose clustering starts from that cluster and places
     * and balances the rest ({@link LooseClustering}); global scheduling ignores it.
     */
    public Placement place(TaskSet set, Clusters clusters, int[] cpuOfTask) {
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
        return placeInClusters(set, clusters, cluster);
    }

    /**
     * As {@link #place}, from each task's cluster (for partitioned scheduling, its CPU's one-CPU cluster), -1
     * where none: what {@link #partition} gives.
     */
    public Placement placeInClusters(TaskSet set, Clusters clusters, int[] clusterOfTask) {
        if (layout == Layout.GLOBAL) {
            return Placement.global(clusters.cpus(), set.size());
        }
        if (clusterOfTask.length != set.size()) {
            throw new IllegalArgumentException(
                    "clusters are given for " + clusterOfTask.length + " of " + set.size() + " tasks");
        }
        for (int i = 0; i < clusterOfTask.length && needsAssignment(); i++) {
            if (clusterOfTask[i] < 0) {
                throw new IllegalArgumentException(cliName + " needs a CPU for every task, and "
                        + set.get(i).name() + " has none");
            }
        }
        return layout == Layout.LOOSE_CLUSTERED
                ? Placement.clustered(clusters, LooseClustering.balance(set, clusters, clusterOfTask))
                : Placement.clustered(clusters, clusterOfTask);
    }

    /**
     * Each task's cluster by a partitioning heuristic (tasks in decreasing utilisation), -1 for the tasks it
     * could not place (it stops at the first). Partitioned EDF admits a task on a CPU by the exact uniprocessor
     * EDF test, partitioned FP by deadline-monotonic response-time analysis (the {@code PEDF-*} and {@code PFP-*}
     * tests' partitions); clustered scheduling fills each cluster up to a utilisation of its CPU count ({@link
     * ClusterCapacity}), which needs clusters of one size. Global scheduling has nothing to partition.
     */
    public int[] partition(TaskSet set, Clusters clusters, Heuristic heuristic) {
        return partitioning(set, clusters, heuristic).cpuOfTask();
    }

    /**
     * The partition {@link #partition} reads each task's cluster from (its "CPUs" are the clusters): where it is
     * not complete, {@link Partition#unplacedTask()} is the task the heuristic stopped at.
     */
    public Partition partitioning(TaskSet set, Clusters clusters, Heuristic heuristic) {
        Partitioner partitioner;
        switch (layout) {
            case PARTITIONED:
                if (clusters.count() != clusters.cpus()) {
                    throw new IllegalArgumentException(cliName + " partitions onto single CPUs, not " + clusters);
                }
                partitioner = edf ? Partitioner.edf(heuristic) : Partitioner.fixedPriority(heuristic);
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
                throw new IllegalArgumentException(cliName + " is global: it has nothing to partition");
        }
        return partitioner.partition(set, clusters.count());
    }

    /** The job priority: EDF, or for fixed priorities the given rule. */
    public JobPriority priority(JobPriority fixedPriorities) {
        return edf ? JobPriority.edf() : fixedPriorities;
    }

    @Override
    public String toString() {
        return cliName;
    }
}
