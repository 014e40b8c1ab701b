package rtjbench.sched.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.scheduler.Scheduler;

class LooseClusteringTest {
    /** Tasks of period 10 with the given WCETs. */
    private static TaskSet set(long... wcets) {
        Task[] tasks = new Task[wcets.length];
        for (int i = 0; i < wcets.length; i++) {
            tasks[i] = Task.implicit("t" + i, 10, wcets[i]);
        }
        return TaskSet.of(tasks);
    }

    /**
     * Two clusters of two CPUs. A partitioning put 8, 8 and 6 (U = 2.2) in cluster 0 and 2 (U = 0.2) in cluster 1:
     * loads 1.1 and 0.1 per CPU. Moving an 8 gives 0.7 and 0.5 (gap 0.2), moving the 6 gives 0.8 and 0.4: the
     * first 8 moves. Then nothing moves without making cluster 1 the more loaded above 0.7: done.
     */
    @Test
    void movesTheTaskThatLeavesTheClustersClosest() {
        Clusters two = Clusters.equal(4, 2);
        int[] balanced = LooseClustering.balance(set(8, 8, 6, 2), two, new int[] {0, 0, 0, 1});
        assertArrayEquals(new int[] {1, 0, 0, 1}, balanced);
        assertArrayEquals(new double[] {0.7, 0.5}, LooseClustering.loads(set(8, 8, 6, 2), two, balanced), 1e-12);
    }

    @Test
    void theBalancedSetIsSchedulableWhereTheClusteredOneMisses() {
        TaskSet s = set(8, 8, 6, 2);
        Clusters two = Clusters.equal(4, 2);
        int[] cpu = {0, 1, 0, 2}; // cluster 0 holds CPUs 0 and 1, cluster 1 CPUs 2 and 3
        ExactSimulation.Answer clustered = ExactSimulation.run(
                s,
                Placement.byCpu(Scheduler.CLUSTERED_EDF, s, two, cpu),
                JobPriority.edf(),
                ExactSimulation.Limits.DEFAULT,
                null);
        ExactSimulation.Answer loose = ExactSimulation.run(
                s,
                Placement.byCpu(Scheduler.LOOSE_CLUSTERED_EDF, s, two, cpu),
                JobPriority.edf(),
                ExactSimulation.Limits.DEFAULT,
                null);
        assertEquals(Outcome.UNSCHEDULABLE, clustered.outcome());
        assertEquals(Outcome.SCHEDULABLE, loose.outcome());
    }

    @Test
    void placesWhatThePartitioningCouldNotThenBalances() {
        // Cluster 0 has 0.8 + 0.6 = 1.4 on 2 CPUs (0.7); cluster 1 0.9 (0.45). The unplaced 0.5 goes where the
        // load after it is least: cluster 1 (0.7 against 0.95).
        Clusters two = Clusters.equal(4, 2);
        int[] c = LooseClustering.balance(set(8, 6, 9, 5), two, new int[] {0, 0, 1, -1});
        assertEquals(1, c[3]);
    }

    @Test
    void aBalancedAssignmentIsLeftAlone() {
        Clusters two = Clusters.equal(4, 2);
        assertArrayEquals(
                new int[] {0, 1, 0, 1}, LooseClustering.balance(set(5, 5, 3, 3), two, new int[] {0, 1, 0, 1}));
    }

    @Test
    void unequalClustersAreComparedPerCpu() {
        // Cluster 0 has 3 CPUs and 3 × 0.5 (0.5 per CPU), cluster 1 one CPU and 0.9. The 0.9 moves to cluster 0
        // (2.4 / 3 = 0.8 < 0.9, cluster 1 left at 0); then a 0.5 moves back (1.9 / 3 = 0.633 and 0.5); then no move
        // keeps both below 0.633. Per task count the clusters look the other way round; per CPU they do not.
        Clusters c = Clusters.of(4, new int[][] {{0, 1, 2}, {3}});
        int[] after = LooseClustering.balance(set(5, 5, 5, 9), c, new int[] {0, 0, 0, 1});
        assertArrayEquals(new int[] {1, 0, 0, 0}, after);
        assertArrayEquals(new double[] {1.9 / 3, 0.5}, LooseClustering.loads(set(5, 5, 5, 9), c, after), 1e-12);
    }

    /**
     * On random sets and cluster layouts, balancing never raises the highest load, and ends where no task of the
     * most loaded cluster could move to the least loaded one leaving both below the highest load.
     */
    @Test
    void endsWhereNoMoveLowersTheHighestLoad() {
        Random r = new Random(3);
        Clusters[] layouts = {
            Clusters.equal(4, 2), Clusters.equal(6, 3), Clusters.of(4, new int[][] {{0, 1, 2}, {3}}), Clusters.global(2)
        };
        for (int c = 0; c < 2000; c++) {
            Clusters clusters = layouts[r.nextInt(layouts.length)];
            int n = 1 + r.nextInt(10);
            long[] w = new long[n];
            int[] initial = new int[n];
            for (int i = 0; i < n; i++) {
                w[i] = 1 + r.nextInt(10);
                initial[i] = r.nextInt(clusters.count());
            }
            TaskSet s = set(w);
            double before = max(LooseClustering.loads(s, clusters, initial));
            int[] after = LooseClustering.balance(s, clusters, initial);
            double[] loads = LooseClustering.loads(s, clusters, after);
            assertTrue(max(loads) <= before + 1e-12, "raised the highest load: " + Arrays.toString(loads));
            int hi = 0;
            int lo = 0;
            for (int k = 1; k < loads.length; k++) {
                hi = loads[k] > loads[hi] + 1e-12 ? k : hi;
                lo = loads[k] < loads[lo] - 1e-12 ? k : lo;
            }
            for (int i = 0; i < n; i++) {
                if (after[i] != hi || hi == lo) {
                    continue;
                }
                double u = w[i] / 10.0;
                boolean lowers = loads[hi] - u / clusters.size(hi) < loads[hi] - 1e-12
                        && loads[lo] + u / clusters.size(lo) < loads[hi] - 1e-12;
                assertTrue(!lowers, "task " + i + " could still move: " + Arrays.toString(loads));
            }
        }
    }

    private static double max(double[] v) {
        return Arrays.stream(v).max().getAsDouble();
    }
}
