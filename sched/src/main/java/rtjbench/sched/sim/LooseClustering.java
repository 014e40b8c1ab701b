package rtjbench.sched.sim;

import java.util.Arrays;
import rtjbench.sched.analysis.Exact.Rational;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/**
 * Loose clustering: the RTMultiSim thesis §3's clustering with a load-balancing mechanism that "equalizes cluster
 * utilization" and "reduces capacity fragmentation due to not optimal task partitioning between clusters", read
 * as follows (the seed names the goals only; docs/schedulability.md, "The simulator", says why this reading):
 *
 * <ol>
 *   <li>Start from the clusters a partitioning heuristic gave the tasks. A task it could not place (no
 *       cluster had room: the fragmentation) is not refused, as plain clustering refuses it: it goes, in file
 *       order, to the cluster whose load (utilisation per CPU) is least once it is there.
 *   <li>Then, while it helps, move one task from the most loaded cluster to the least loaded: of the tasks whose
 *       move leaves both clusters below the most loaded one's present load, the one that leaves the two
 *       closest (ties: the lower task index). Ties between clusters go to the lower cluster index.
 * </ol>
 *
 * Every move lowers the sorted list of cluster loads lexicographically, so the balancing ends. Loads are exact
 * rationals. Inside each cluster the tasks are then scheduled globally, as in clustered scheduling. The task set
 * is periodic and fixed, so a balancer run again at any later instant would find nothing to move: balancing once
 * before time 0 is the same as balancing all along.
 */
public final class LooseClustering {
    private LooseClustering() {}

    /**
     * The balanced cluster of each task; {@code initial[i]} is task i's cluster from the partitioning, or -1
     * where it could not place it.
     */
    public static int[] balance(TaskSet set, Clusters clusters, int[] initial) {
        if (initial.length != set.size()) {
            throw new IllegalArgumentException(
                    "the initial clusters are for " + initial.length + " tasks, the set has " + set.size());
        }
        int k = clusters.count();
        int[] cluster = initial.clone();
        Rational[] util = new Rational[k];
        Arrays.fill(util, Rational.ZERO);
        for (int i = 0; i < cluster.length; i++) {
            if (cluster[i] < -1 || cluster[i] >= k) {
                throw new IllegalArgumentException(
                        "task " + i + " is in cluster " + cluster[i] + "; the clusters are 0.." + (k - 1));
            }
            if (cluster[i] >= 0) {
                util[cluster[i]] = util[cluster[i]].plus(utilization(set.get(i)));
            }
        }
        for (int i = 0; i < cluster.length; i++) {
            if (cluster[i] < 0) {
                Rational u = utilization(set.get(i));
                int best = 0;
                for (int c = 1; c < k; c++) {
                    if (perCpu(util[c].plus(u), clusters, c).compareTo(perCpu(util[best].plus(u), clusters, best))
                            < 0) {
                        best = c;
                    }
                }
                cluster[i] = best;
                util[best] = util[best].plus(u);
            }
        }
        while (k > 1) {
            int hi = 0;
            int lo = 0;
            for (int c = 1; c < k; c++) {
                if (perCpu(util[c], clusters, c).compareTo(perCpu(util[hi], clusters, hi)) > 0) {
                    hi = c;
                }
                if (perCpu(util[c], clusters, c).compareTo(perCpu(util[lo], clusters, lo)) < 0) {
                    lo = c;
                }
            }
            Rational top = perCpu(util[hi], clusters, hi);
            if (top.compareTo(perCpu(util[lo], clusters, lo)) == 0) {
                break;
            }
            int move = -1;
            Rational closest = null;
            for (int i = 0; i < cluster.length; i++) {
                if (cluster[i] != hi) {
                    continue;
                }
                Rational u = utilization(set.get(i));
                Rational hiAfter = perCpu(util[hi].minus(u), clusters, hi);
                Rational loAfter = perCpu(util[lo].plus(u), clusters, lo);
                if (hiAfter.compareTo(top) >= 0 || loAfter.compareTo(top) >= 0) {
                    continue;
                }
                Rational gap = hiAfter.compareTo(loAfter) >= 0 ? hiAfter.minus(loAfter) : loAfter.minus(hiAfter);
                if (closest == null || gap.compareTo(closest) < 0) {
                    closest = gap;
                    move = i;
                }
            }
            if (move < 0) {
                break;
            }
            Rational u = utilization(set.get(move));
            util[hi] = util[hi].minus(u);
            util[lo] = util[lo].plus(u);
            cluster[move] = lo;
        }
        return cluster;
    }

    /** Each cluster's utilisation per CPU under {@code clusterOfTask}, as doubles (for display and tests). */
    public static double[] loads(TaskSet set, Clusters clusters, int[] clusterOfTask) {
        double[] loads = new double[clusters.count()];
        for (int i = 0; i < clusterOfTask.length; i++) {
            loads[clusterOfTask[i]] += set.get(i).utilization() / clusters.size(clusterOfTask[i]);
        }
        return loads;
    }

    /** A cluster's utilisation {@code util} per CPU. */
    private static Rational perCpu(Rational util, Clusters clusters, int c) {
        return util.times(Rational.of(1, clusters.size(c)));
    }

    private static Rational utilization(Task t) {
        return Rational.of(t.wcet(), t.period());
    }
}
