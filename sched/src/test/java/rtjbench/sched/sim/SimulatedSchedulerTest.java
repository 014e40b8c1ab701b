package rtjbench.sched.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.catalog.TestCatalog;
import rtjbench.sched.gen.Periods;
import rtjbench.sched.gen.Recipe;
import rtjbench.sched.gen.Utilizations;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.supply.Supply;

class SimulatedSchedulerTest {
    private static final ExactSimulation.Limits LIMITS = ExactSimulation.Limits.DEFAULT;

    private static SimulatedScheduler of(Scheduler s, Clusters c, Heuristic h) {
        return new SimulatedScheduler(s.name(), s, c, h, LIMITS);
    }

    private static final SimulatedScheduler GLOBAL = of(Scheduler.GLOBAL_EDF, Clusters.global(4), null);
    private static final SimulatedScheduler PARTITIONED =
            of(Scheduler.PARTITIONED_EDF, Clusters.perCpu(4), Heuristic.NEXT_FIT);
    private static final SimulatedScheduler CLUSTERED =
            of(Scheduler.CLUSTERED_EDF, Clusters.equal(4, 2), Heuristic.NEXT_FIT);
    private static final SimulatedScheduler LOOSE =
            of(Scheduler.LOOSE_CLUSTERED_EDF, Clusters.equal(4, 2), Heuristic.NEXT_FIT);

    /** Tasks of period 10 with the given WCETs. */
    private static TaskSet set(long... wcets) {
        Task[] tasks = new Task[wcets.length];
        for (int i = 0; i < wcets.length; i++) {
            tasks[i] = Task.implicit("t" + (i + 1), 10, wcets[i]);
        }
        return TaskSet.of(tasks);
    }

    /**
     * Three tasks (6, 10) on 4 CPUs. Next fit into two clusters of two CPUs puts all three in the first cluster
     * (1.8 ≤ 2): two jobs run in [0, 6], the third in [6, 12] and misses at 10, while CPUs 2 and 3 idle. Loose
     * clustering moves t1 to the empty cluster (0.6 and 0.3 per CPU) and meets every deadline, as do global EDF
     * (a CPU each) and partitioned next fit (a CPU each, t3 on CPU 2).
     */
    @Test
    void nextFitCramsTheFirstClusterAndLooseClusteringUndoesIt() {
        TaskSet s = set(6, 6, 6);
        ExactSimulation.Answer clustered = CLUSTERED.run(s);
        assertEquals(Outcome.UNSCHEDULABLE, clustered.outcome());
        assertEquals("t3 misses its deadline at 10ns", clustered.reason());
        for (SimulatedScheduler ok : new SimulatedScheduler[] {GLOBAL, PARTITIONED, LOOSE}) {
            ExactSimulation.Answer a = ok.run(s);
            assertEquals(Outcome.SCHEDULABLE, a.outcome(), ok.name());
            assertEquals(0, a.simulation().migrations(), ok.name());
            assertEquals(3, a.simulation().jobsFinished(), ok.name());
            assertEquals(4, a.simulation().averageSlack(), 0, ok.name()); // each job done at 6, due at 10
        }
        Verdict v = LOOSE.check(s, 4);
        assertEquals(6, v.responseBound(0));
    }

    /**
     * Five tasks of 0.7 on 4 CPUs (3.5): next fit gives t1..t4 a CPU each and stops at t5; into two clusters of
     * two it puts two in each (1.4; a third would make 2.1) and stops at t5 too. Neither is simulated. Loose
     * clustering places t5 itself, in the first cluster (the two tie at 0.7 per CPU): 2.1 on two CPUs, which no
     * balancing move helps (moving a 0.7 would leave the other cluster as loaded); simulated, it misses.
     */
    @Test
    void aSetTheHeuristicCannotPlaceIsNotSchedulableAndNotSimulated() {
        TaskSet s = set(7, 7, 7, 7, 7);
        ExactSimulation.Answer p = PARTITIONED.run(s);
        assertEquals(Outcome.UNSCHEDULABLE, p.outcome());
        assertEquals("t5 fits in no CPU by NFD", p.reason());
        assertNull(p.simulation());
        assertEquals("t5 fits in no cluster by NFD", CLUSTERED.run(s).reason());
        assertNull(CLUSTERED.run(s).simulation());
        ExactSimulation.Answer loose = LOOSE.run(s);
        assertEquals(Outcome.UNSCHEDULABLE, loose.outcome());
        assertTrue(loose.simulation() != null && loose.simulation().firstMissTime() == 10, loose.reason());
    }

    /**
     * On implicit deadlines a partition whose every CPU holds at most utilisation 1 is schedulable by EDF, so the
     * partitioned simulation must agree set for set with the analytical PEDF-NFD test, with no migration; and
     * the global simulation with SIM-GEDF.
     */
    @Test
    void agreesWithTheAnalyticalTestsOnRandomSets() {
        Recipe recipe = new Recipe(
                "test", "test", Utilizations.uniform(0.05, 0.7), Periods.boundedHyperperiodMs(10, 60, 120), 0.2);
        TestCatalog catalog = TestCatalog.of(Supply.FULL);
        SchedulabilityTest pedf = catalog.get("PEDF-NFD");
        SchedulabilityTest simGedf = catalog.get("SIM-GEDF");
        int schedulable = 0;
        for (int i = 0; i < 300; i++) {
            double cap = 1.5 + (i % 6) * 0.5;
            TaskSet s = recipe.draw(29, cap, 0, i, Integer.toString(i), false);
            ExactSimulation.Answer p = PARTITIONED.run(s);
            assertEquals(pedf.check(s, 4).outcome(), p.outcome(), s.toString());
            if (p.outcome() == Outcome.SCHEDULABLE) {
                schedulable++;
                assertEquals(0, p.simulation().migrations());
            }
            assertEquals(simGedf.check(s, 4).outcome(), GLOBAL.check(s, 4).outcome(), s.toString());
        }
        assertTrue(schedulable > 50 && schedulable < 300, "both verdicts occur: " + schedulable);
    }

    @Test
    void refusesAPlatformThatDoesNotFitTheScheduler() {
        assertThrows(
                IllegalArgumentException.class,
                () -> of(Scheduler.GLOBAL_EDF, Clusters.global(4), Heuristic.FIRST_FIT));
        assertThrows(IllegalArgumentException.class, () -> of(Scheduler.GLOBAL_EDF, Clusters.equal(4, 2), null));
        assertThrows(
                IllegalArgumentException.class,
                () -> of(Scheduler.PARTITIONED_EDF, Clusters.equal(4, 2), Heuristic.FIRST_FIT));
        assertThrows(IllegalArgumentException.class, () -> of(Scheduler.CLUSTERED_EDF, Clusters.equal(4, 2), null));
        assertThrows(
                IllegalArgumentException.class,
                () -> of(Scheduler.CLUSTERED_EDF, Clusters.of(4, new int[][] {{0}, {1, 2, 3}}), Heuristic.FIRST_FIT));
        assertThrows(IllegalArgumentException.class, () -> GLOBAL.check(set(1), 2));
    }

    @Test
    void fixedPrioritiesFollowTheirRule() {
        // On one CPU, (2, 4) and (3, 12): rate monotonic meets both deadlines (t2 done at 7); in the file's order
        // reversed (t2 first), t1 waits 3 and misses its deadline at 4.
        TaskSet s = TaskSet.of(Task.implicit("t2", 12, 3), Task.implicit("t1", 4, 2));
        SimulatedScheduler rm = new SimulatedScheduler(
                "rm",
                Scheduler.GLOBAL_FP.withPriorityOrder(PriorityOrder.RATE_MONOTONIC),
                Clusters.global(1),
                null,
                LIMITS);
        SimulatedScheduler file = new SimulatedScheduler(
                "file", Scheduler.GLOBAL_FP.withPriorityOrder(PriorityOrder.FILE), Clusters.global(1), null, LIMITS);
        assertEquals(Outcome.SCHEDULABLE, rm.run(s).outcome());
        assertEquals("t1 misses its deadline at 4ns", file.run(s).reason());
    }
}
