package rtjbench.sched.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/** The exact test by simulation: where one or two hyperperiods are not enough, the bound, and its soundness. */
class ExactSimulationTest {
    private static final ExactSimulation.Limits ROOMY = new ExactSimulation.Limits(100_000, 40);

    private static Task task(String name, long period, long wcet, long deadline) {
        return new Task(name, period, wcet, deadline, Task.NONE, (int) Task.NONE);
    }

    /**
     * One CPU, t0 = (C1, T1, D1) takes all of it, t1 = (C1, T6, D15) never runs. Nothing is missed in the first
     * two hyperperiods (t1's first deadline is 15, H = 6): the miss shows in the third. The state at the ends of
     * the hyperperiods (t1's backlog) keeps growing, so no state repeats before it.
     */
    @Test
    void aMissThatShowsOnlyInTheThirdHyperperiod() {
        TaskSet set = TaskSet.of(task("t0", 1, 1, 1), task("t1", 6, 1, 15));
        ExactSimulation.Answer a = ExactSimulation.run(
                set, Placement.global(1, 2), JobPriority.edf(), ExactSimulation.Limits.DEFAULT, null);
        assertEquals(Outcome.UNSCHEDULABLE, a.outcome());
        assertEquals(3, a.hyperperiods());
        assertEquals(15, a.simulation().firstMissTime());
        assertEquals("t1 misses its deadline at 15ns", a.reason());
    }

    /**
     * Two CPUs, deadlines past the periods: work is pending at H = 20 and at 2H, and the state at 2H differs from
     * the one at H; it first repeats at 3H (= the state at 2H). Comparing only the ends of the first two
     * hyperperiods would not have decided. The tick-by-tick reference over 30 hyperperiods sees no miss.
     */
    @Test
    void aSchedulableSetWhoseStateRepeatsOnlyAtTheThirdHyperperiod() {
        TaskSet set = TaskSet.of(task("t0", 4, 1, 10), task("t1", 4, 3, 11), task("t2", 5, 5, 14));
        ExactSimulation.Answer a = ExactSimulation.run(
                set, Placement.global(2, 3), JobPriority.edf(), ExactSimulation.Limits.DEFAULT, null);
        assertEquals(Outcome.SCHEDULABLE, a.outcome());
        assertEquals(20, a.hyperperiod());
        assertEquals(3, a.hyperperiods());
        assertEquals(2, a.periodicFrom());

        Simulator sim = new Simulator(set, Placement.global(2, 3), JobPriority.edf(), AfterMiss.STOP, null);
        List<ScheduleState> ends = new ArrayList<>();
        for (int k = 0; k <= 3; k++) {
            assertTrue(sim.advanceTo(k * 20L));
            ends.add(sim.state());
        }
        assertFalse(ends.get(1).empty(), "work pending at H");
        assertFalse(ends.get(1).equals(ends.get(0)));
        assertFalse(ends.get(2).equals(ends.get(1)));
        assertEquals(ends.get(2), ends.get(3));

        TickSimulator.Outcome ref =
                TickSimulator.run(set, 2, new int[][] {{0, 1}}, new int[] {0, 0, 0}, null, 30 * 20, true);
        assertEquals(0, ref.misses);
        Verdict v = new SimGedfTest().check(set, 2);
        assertEquals(Outcome.SCHEDULABLE, v.outcome());
        for (int i = 0; i < set.size(); i++) {
            assertTrue(v.responseBound(i) <= set.get(i).deadline(), "task " + i + ": " + v);
        }
    }

    /**
     * The job budget holds the jobs pending at a repeated state too: the set above repeats at 3H = 60 after 3 × 14
     * jobs, with jobs pending whose deadlines lie up to 14 ns on; running them there releases up to 11 more (4 + 4 +
     * 3). A budget of 14 jobs × 3 hyperperiods = 42 leaves no room for them: na, saying so; 14 × 4 = 56 does.
     */
    @Test
    void theJobsPendingAtARepeatedStateAreRunOnlyWithinTheBudget() {
        TaskSet set = TaskSet.of(task("t0", 4, 1, 10), task("t1", 4, 3, 11), task("t2", 5, 5, 14));
        ExactSimulation.Answer a = ExactSimulation.run(
                set, Placement.global(2, 3), JobPriority.edf(), new ExactSimulation.Limits(14, 3), null);
        assertEquals(Outcome.NOT_APPLICABLE, a.outcome());
        assertTrue(
                a.reason()
                        .startsWith("the state at the end of hyperperiod 3 repeats, but running the jobs pending"
                                + " there to their deadlines ("),
                a.reason());
        assertTrue(a.reason().endsWith(" more) would release more than 42 jobs in all"), a.reason());
        assertEquals(42, a.simulation().jobsReleased());
        a = ExactSimulation.run(
                set, Placement.global(2, 3), JobPriority.edf(), new ExactSimulation.Limits(14, 4), null);
        assertEquals(Outcome.SCHEDULABLE, a.outcome());
        assertTrue(a.simulation().jobsReleased() <= 56, a.simulation().toString());
    }

    @Test
    void implicitDeadlinesAreDecidedInOneHyperperiod() {
        TaskSet set = HandWorkedSchedulesTest.notPartitionable();
        ExactSimulation.Answer a = ExactSimulation.run(
                set, Placement.global(2, 3), JobPriority.edf(), ExactSimulation.Limits.DEFAULT, null);
        assertEquals(1, a.hyperperiods());
        assertEquals(0, a.periodicFrom());
        Verdict v = new SimGedfTest().check(set, 2);
        assertEquals("true", v.outcome().csv());
        assertEquals(1, v.responseBound(0));
        assertEquals(2, v.responseBound(1));
        assertEquals(3, v.responseBound(2));
    }

    @Test
    void aHugeHyperperiodIsRefusedAtOnce() {
        List<Task> tasks = new ArrayList<>();
        long[] primes = {1_000_003, 1_000_033, 1_000_037, 1_000_039, 1_000_081, 1_000_099};
        for (int i = 0; i < primes.length; i++) {
            tasks.add(Task.implicit("p" + i, primes[i], 1000));
        }
        Verdict v = new SimGedfTest().check(new TaskSet(tasks), 2);
        assertEquals(Outcome.NOT_APPLICABLE, v.outcome());
        assertTrue(v.reason().startsWith("the hyperperiod is above"), v.reason());
    }

    @Test
    void aHyperperiodWithTooManyJobsIsRefused() {
        // H = 1000 ns holds 1000 + 1 jobs.
        TaskSet set = TaskSet.of(Task.implicit("fast", 1, 1), Task.implicit("slow", 1000, 1));
        ExactSimulation.Answer a = ExactSimulation.run(
                set, Placement.global(2, 2), JobPriority.edf(), new ExactSimulation.Limits(1000, 8), null);
        assertEquals(Outcome.NOT_APPLICABLE, a.outcome());
        assertEquals("a hyperperiod (1us) holds more than 1000 jobs", a.reason());
        assertEquals(null, a.simulation());
        assertEquals(
                Outcome.SCHEDULABLE,
                ExactSimulation.run(
                                set,
                                Placement.global(2, 2),
                                JobPriority.edf(),
                                new ExactSimulation.Limits(1001, 8),
                                null)
                        .outcome());
    }

    @Test
    void aStateThatDoesNotRepeatInTimeIsUndecidedNotGuessed() {
        TaskSet set = TaskSet.of(task("t0", 4, 1, 10), task("t1", 4, 3, 11), task("t2", 5, 5, 14));
        ExactSimulation.Answer a = ExactSimulation.run(
                set, Placement.global(2, 3), JobPriority.edf(), new ExactSimulation.Limits(1000, 2), null);
        assertEquals(Outcome.NOT_APPLICABLE, a.outcome());
        assertTrue(a.reason().contains("did not repeat within 2 hyperperiods"), a.reason());
    }

    /**
     * On random small sets (any deadlines, every placement, EDF and fixed priorities; periods dividing 12, so that
     * the reference can run long), the exact answer against the tick-by-tick reference run far longer:
     * schedulable means no miss in 40 hyperperiods, not schedulable means the reference misses first at the same
     * deadline of the same task.
     */
    @Test
    void agreesWithALongReferenceRunOnRandomSets() {
        Random random = new Random(7);
        int decided = 0;
        for (int c = 0; c < 1500; c++) {
            EventAgainstTickTest.Case k = EventAgainstTickTest.Case.random(random, new long[] {1, 2, 3, 4, 6, 12});
            Placement p = Placement.clustered(k.clusters, k.clusterOfTask);
            ExactSimulation.Answer a = ExactSimulation.run(k.set, p, k.priority(), ROOMY, null);
            if (a.outcome() == Outcome.NOT_APPLICABLE) {
                continue;
            }
            decided++;
            long horizon = 40 * a.hyperperiod();
            TickSimulator.Outcome ref = TickSimulator.run(
                    k.set, k.clusters.cpus(), k.clusterArrays(), k.clusterOfTask, k.rank, horizon, true);
            String what = "case " + c + ": " + k + " " + a.outcome() + " " + a.reason();
            if (a.outcome() == Outcome.SCHEDULABLE) {
                assertEquals(0, ref.misses, what);
            } else {
                assertEquals(ref.firstMissTime, a.simulation().firstMissTime(), what);
                assertEquals(ref.firstMissTask, a.simulation().firstMissTask(), what);
            }
        }
        assertTrue(decided > 1400, "decided only " + decided + " of 1500");
    }
}
