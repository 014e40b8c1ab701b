package rtjbench.sched.partition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.supply.MmuCurve;
import rtjbench.sched.supply.Supply;

/**
 * The fixed-priority admission during a partitioning ({@link FixedPriorityPlacing}, which carries each CPU's response
 * times from one placement to the next) places every set as the full analysis asked afresh each time does: the same
 * CPU for every task, the same task left over, the same overflow, on a whole CPU and beside a collector.
 */
class FixedPriorityPlacingTest {
    /** A collector's supply: 40 % of any 10 µs, 80 % of any 100 µs, 95 % of any millisecond and more. */
    private static final Supply COLLECTOR = new MmuCurve(
                    new long[] {10_000, 100_000, 1_000_000, 10_000_000}, new long[] {4_000, 80_000, 950_000, 9_500_000})
            .supply();

    /** The same admission without {@link Admission#placing}: every question answered by the full analysis. */
    private static Admission afresh(FixedPriorityAdmission full) {
        return full::admits;
    }

    /** The same admission, keeping each CPU's response times whatever the set's size. */
    private static Admission incremental(FixedPriorityAdmission full) {
        return new Admission() {
            @Override
            public boolean admits(TaskArrays tasks, int[] onCpu, int count, int candidate) {
                return full.admits(tasks, onCpu, count, candidate);
            }

            @Override
            public Placing placing(TaskArrays tasks) {
                return full.incremental(tasks);
            }
        };
    }

    private static String outcome(Partitioner p, TaskSet s, int cpus) {
        try {
            Partition part = p.partition(TaskArrays.of(s), cpus);
            return part + (part.complete() ? "" : " unplaced " + part.unplacedTask());
        } catch (ArithmeticException e) {
            return "overflow: " + e.getMessage();
        }
    }

    /** Random constrained-deadline sets of 1 to 80 tasks, periods from a few values (so that they interfere). */
    private static TaskSet randomSet(SplittableRandom r, long unit) {
        int n = 1 + r.nextInt(80);
        long[] periods = {3, 4, 5, 6, 7, 10, 12, 15, 20, 33, 50, 100};
        double perTask = (0.5 + 3.5 * r.nextDouble()) / n;
        List<Task> tasks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long period = periods[r.nextInt(periods.length)] * unit + (r.nextInt(4) == 0 ? r.nextInt(1000) : 0);
            long wcet = Math.max(1, (long) (period * perTask * 2 * r.nextDouble()));
            long deadline = r.nextBoolean() ? period : wcet + (long) ((period - wcet) * r.nextDouble());
            tasks.add(new Task("t" + i, period, Math.min(wcet, period), Math.max(deadline, 1), Task.NONE, -1));
        }
        return new TaskSet(tasks);
    }

    @Test
    void everySetIsPlacedAsTheFullAnalysisPlacesIt() {
        SplittableRandom r = new SplittableRandom(47);
        int refused = 0;
        int placed = 0;
        for (int s = 0; s < 600; s++) {
            TaskSet set = randomSet(r, s % 2 == 0 ? 1_000_000 : 10_000);
            int cpus = 1 + r.nextInt(6);
            for (Supply supply : new Supply[] {Supply.FULL, COLLECTOR}) {
                FixedPriorityAdmission fp = new FixedPriorityAdmission(supply);
                for (Heuristic h : Heuristic.values()) {
                    String expected = outcome(new Partitioner(h, afresh(fp)), set, cpus);
                    assertEquals(expected, outcome(new Partitioner(h, incremental(fp)), set, cpus), h + " " + set);
                    if (expected.contains("unplaced")) refused++;
                    else placed++;
                }
            }
        }
        // both kinds of outcome, in numbers: the comparison is not of empty partitions only
        assertTrue(refused > 500 && placed > 500, refused + " refused, " + placed + " placed");
    }

    /** Times near 2^63, where the full analysis's sums pass 64 bits: the same overflow, or the same partition. */
    @Test
    void timesNearTheLimitOverflowWhereTheFullAnalysisDoes() {
        SplittableRandom r = new SplittableRandom(48);
        int overflows = 0;
        int decided = 0;
        for (int s = 0; s < 400; s++) {
            int n = 2 + r.nextInt(12);
            List<Task> tasks = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                long period = Long.MAX_VALUE - r.nextLong(Long.MAX_VALUE / 2);
                long wcet = period / n / 10 * (8 + r.nextInt(4)); // each CPU's utilisation near 1
                long deadline = r.nextBoolean() ? period : wcet + r.nextLong(period - wcet);
                tasks.add(new Task("t" + i, period, wcet, deadline, Task.NONE, -1));
            }
            TaskSet set = new TaskSet(tasks);
            int cpus = 1 + r.nextInt(3);
            FixedPriorityAdmission fp = new FixedPriorityAdmission(Supply.FULL);
            for (Heuristic h : Heuristic.values()) {
                String expected = outcome(new Partitioner(h, afresh(fp)), set, cpus);
                assertEquals(expected, outcome(new Partitioner(h, incremental(fp)), set, cpus), h + " " + set);
                if (expected.startsWith("overflow")) overflows++;
                else decided++;
            }
        }
        assertTrue(overflows > 50 && decided > 50, overflows + " overflows, " + decided + " decided");
    }
}
