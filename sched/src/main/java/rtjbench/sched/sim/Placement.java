package rtjbench.sched.sim;

import java.util.Arrays;

/**
 * Which CPUs may run which task: the CPUs split into {@link Clusters}, each task in one cluster, and inside a
 * cluster global scheduling. Global scheduling is one cluster of every CPU; partitioned scheduling a cluster per
 * CPU. The task-to-CPU map of a partitioning heuristic comes in through {@link #partitioned(int, int[])} (a
 * heuristic's own result type needs only an adapter that gives that array).
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
