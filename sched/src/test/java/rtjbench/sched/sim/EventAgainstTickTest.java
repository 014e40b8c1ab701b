package rtjbench.sched.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/**
 * The event-driven simulator against the tick-by-tick reference on thousands of small random task sets: every
 * placement (global, partitioned, clustered), EDF and fixed priorities (ties included), implicit, constrained and
 * arbitrary deadlines, WCETs above deadlines, stopping at the first miss or going on. The two must give the very
 * same schedule, tick for tick and CPU for CPU, and the same counts.
 */
class EventAgainstTickTest {
    private static final int CASES = 4000;

    @Test
    void theSameScheduleAsTheTickByTickReference() {
        Random random = new Random(20_261_129L);
        for (int c = 0; c < CASES; c++) {
            Case k = Case.random(random);
            compare(k, "case " + c + ": " + k);
        }
    }

    private static void compare(Case k, String what) {
        List<JobRecord> records = new ArrayList<>();
        Simulator sim = new Simulator(
                k.set, Placement.clustered(k.clusters, k.clusterOfTask), k.priority(), k.afterMiss, records::add);
        sim.advanceTo(k.horizon);
        SimResult r = sim.finish();
        TickSimulator.Outcome ref = TickSimulator.run(
                k.set,
                k.clusters.cpus(),
                k.clusterArrays(),
                k.clusterOfTask,
                k.rank,
                k.horizon,
                k.afterMiss == AfterMiss.STOP);

        assertEquals(ref.end, r.end(), what + ": end");
        assertEquals(ref.misses, r.misses(), what + ": misses");
        assertEquals(ref.firstMissTask, r.firstMissTask(), what + ": first miss task");
        assertEquals(ref.firstMissTime, r.firstMissTime(), what + ": first miss time");
        assertEquals(ref.preemptions, r.preemptions(), what + ": preemptions");
        assertEquals(ref.migrations, r.migrations(), what + ": migrations");
        assertEquals(ref.jobs.size(), r.jobsReleased(), what + ": jobs released");
        assertEquals(ref.jobs.size(), records.size(), what + ": every job reaches the sink once");

        Map<String, Integer> refIndex = new HashMap<>();
        long finished = 0;
        long slack = 0;
        for (int i = 0; i < ref.jobs.size(); i++) {
            TickSimulator.RefJob j = ref.jobs.get(i);
            refIndex.put(j.task + "/" + j.number, i);
            if (j.finish >= 0) {
                finished++;
                slack += j.deadline - j.finish;
            }
        }
        assertEquals(finished, r.jobsFinished(), what + ": jobs finished");
        assertEquals(slack, r.slackSum(), what + ": slack");

        int[][] owner = new int[k.clusters.cpus()][(int) k.horizon];
        for (int[] row : owner) {
            java.util.Arrays.fill(row, -1);
        }
        for (JobRecord j : records) {
            Integer i = refIndex.get(j.task() + "/" + j.number());
            assertNotNull(i, what + ": the reference has no " + j);
            TickSimulator.RefJob e = ref.jobs.get(i);
            String job = what + ": " + j;
            assertEquals(e.release, j.release(), job + " release");
            assertEquals(e.deadline, j.deadline(), job + " deadline");
            assertEquals(e.start, j.start(), job + " start");
            assertEquals(e.finish, j.finish(), job + " finish");
            assertEquals(e.preemptions, j.preemptions(), job + " preemptions");
            assertEquals(e.migrations, j.migrations(), job + " migrations");
            for (int s = 0; s < j.stretches(); s++) {
                for (long t = j.from(s); t < j.to(s); t++) {
                    owner[j.cpu(s)][(int) t] = i;
                }
            }
        }
        for (int cpu = 0; cpu < owner.length; cpu++) {
            assertArrayEquals(ref.owner[cpu], owner[cpu], what + ": CPU " + cpu + "'s jobs tick by tick");
        }
    }

    /** One random configuration. */
    static final class Case {
        TaskSet set;
        Clusters clusters;
        int[] clusterOfTask;
        int[] rank;
        long horizon;
        AfterMiss afterMiss;

        static Case random(Random r) {
            return random(r, null);
        }

        /** A random case whose periods are drawn from {@code periods} (null: 1..12). */
        static Case random(Random r, long[] periods) {
            Case k = new Case();
            int n = 1 + r.nextInt(6);
            int cpus = 1 + r.nextInt(4);
            List<Task> tasks = new ArrayList<>();
            int deadlines = r.nextInt(3); // implicit, constrained, arbitrary
            for (int i = 0; i < n; i++) {
                long period = periods == null ? 1 + r.nextInt(12) : periods[r.nextInt(periods.length)];
                long deadline = deadlines == 0
                        ? period
                        : deadlines == 1 ? 1 + r.nextInt((int) period) : 1 + r.nextInt((int) (3 * period));
                long wcet = 1 + r.nextInt((int) Math.min(period, deadline + 2));
                tasks.add(new Task("t" + i, period, wcet, deadline, Task.NONE, (int) Task.NONE));
            }
            k.set = new TaskSet(tasks);
            int layout = r.nextInt(3);
            if (layout == 0) {
                k.clusters = Clusters.global(cpus);
            } else if (layout == 1) {
                k.clusters = Clusters.perCpu(cpus);
            } else {
                k.clusters = randomClusters(r, cpus);
            }
            k.clusterOfTask = new int[n];
            for (int i = 0; i < n; i++) {
                k.clusterOfTask[i] = r.nextInt(k.clusters.count());
            }
            if (r.nextBoolean()) {
                k.rank = new int[n];
                for (int i = 0; i < n; i++) {
                    k.rank[i] = r.nextInt(n); // ties on purpose
                }
            }
            k.horizon = 1 + r.nextInt(60);
            k.afterMiss = r.nextBoolean() ? AfterMiss.STOP : AfterMiss.CONTINUE;
            return k;
        }

        private static Clusters randomClusters(Random r, int cpus) {
            int[] clusterOfCpu = new int[cpus];
            int count = 1 + r.nextInt(cpus);
            for (int c = 0; c < cpus; c++) {
                clusterOfCpu[c] = c < count ? c : r.nextInt(count);
            }
            int[][] members = new int[count][];
            for (int k = 0; k < count; k++) {
                final int kk = k;
                members[k] = java.util.stream.IntStream.range(0, cpus)
                        .filter(c -> clusterOfCpu[c] == kk)
                        .toArray();
            }
            return Clusters.of(cpus, members);
        }

        JobPriority priority() {
            return rank == null ? JobPriority.edf() : JobPriority.fixed(rank);
        }

        int[][] clusterArrays() {
            int[][] a = new int[clusters.count()][];
            for (int c = 0; c < a.length; c++) {
                a[c] = clusters.members(c);
            }
            return a;
        }

        @Override
        public String toString() {
            return set + " on " + clusters + " tasks in " + java.util.Arrays.toString(clusterOfTask) + " "
                    + (rank == null ? "EDF" : "FP" + java.util.Arrays.toString(rank)) + " horizon " + horizon + " "
                    + afterMiss;
        }
    }
}
