package rtjbench.sched.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.analysis.global.Bak;
import rtjbench.sched.analysis.global.Bar;
import rtjbench.sched.analysis.global.Bcl;
import rtjbench.sched.analysis.global.BclIterative;
import rtjbench.sched.analysis.global.GedfRta;
import rtjbench.sched.analysis.global.Gfb;
import rtjbench.sched.analysis.global.GfpRta;
import rtjbench.sched.analysis.partitioned.PartitionedTest;
import rtjbench.sched.analysis.uni.Priorities;
import rtjbench.sched.gen.Periods;
import rtjbench.sched.gen.Recipe;
import rtjbench.sched.gen.Utilizations;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.supply.Supply;

/**
 * The sufficient tests against the exact simulation, on 10,000 generated sets (2, 4 and 6 CPUs; light, medium,
 * heavy and bimodal utilisations, in turn; implicit and constrained deadlines; caps from a quarter to all of the CPUs):
 *
 * <ul>
 *   <li>whatever GFB, BAK, BCL or BAR accepts, the exact G-EDF simulation finds schedulable;
 *   <li>a set a P-EDF heuristic accepts never misses in the partitioned EDF simulation of its partition;
 *   <li>and on every fourth set: whatever BCL iterative or the G-EDF response-time test accepts, the simulation
 *       finds schedulable, each response-time bound at least the longest response simulated; whatever the G-FP
 *       response-time test accepts, the exact G-FP simulation (deadline monotonic) finds schedulable, within the
 *       bounds; a set a P-FP heuristic accepts never misses in the partitioned fixed-priority simulation, where
 *       (one CPU, all tasks released together: the critical instant) each task's response time is exactly the
 *       bound of the response-time analysis.
 * </ul>
 *
 * The periods are whole milliseconds in [10, 100] with the hyperperiod at most 200 ms, and the lightest tasks have
 * a utilisation of 0.02, so that sets stay small and the simulations cheap.
 */
class DominanceTest {
    private static final int SETS = 10_000;
    private static final ExactSimulation.Limits LIMITS = new ExactSimulation.Limits(1_000_000, 8);

    /** The global EDF tests every set is checked against. */
    private static final List<SchedulabilityTest> GLOBAL_EDF =
            Arrays.asList(new Gfb(), new Bak(), new Bcl(), new Bar());

    /** The costlier ones, checked on every fourth set (2,500) to keep the test fast. */
    private static final List<SchedulabilityTest> GLOBAL_EDF_RTA = Arrays.asList(new BclIterative(), new GedfRta());

    private static final int RTA_EVERY = 4;

    @Test
    void theSufficientTestsAcceptNothingTheSimulationRefutes() {
        Periods periods = Periods.boundedHyperperiodMs(10, 100, 200);
        Utilizations[] utils = {
            Utilizations.uniform(0.02, 0.2),
            Utilizations.uniform(0.1, 0.4),
            Utilizations.uniform(0.5, 0.9),
            Utilizations.bimodal(Utilizations.uniform(0.001, 0.1), 6, Utilizations.uniform(0.5, 0.9), 3)
        };
        int[] cpuCounts = {2, 4, 6};
        Map<String, Integer> accepted = new LinkedHashMap<>();
        int simAccepted = 0;
        int simDecided = 0;
        GfpRta gfpRta = new GfpRta();
        for (int i = 0; i < SETS; i++) {
            int m = cpuCounts[i % cpuCounts.length];
            Utilizations u = utils[(i / cpuCounts.length) % utils.length];
            Recipe recipe = new Recipe("dominance", "this test", u, periods, 0.1 * m);
            double cap = m * (0.25 + 0.75 * ((i * 7919L) % 1000) / 1000.0);
            TaskSet set = recipe.upToCap(29L, cap, i, Integer.toString(i));
            if (i % 2 == 1) {
                set = Recipe.constrainDeadlines(set, 29L, i);
            }
            String what = "set " + i + " on " + m + " CPUs: " + set;
            TaskArrays arrays = TaskArrays.of(set);

            ExactSimulation.Answer gedf =
                    ExactSimulation.run(set, Placement.global(m, set.size()), JobPriority.edf(), LIMITS, null);
            if (gedf.outcome() != Outcome.NOT_APPLICABLE) {
                simDecided++;
            }
            if (gedf.outcome() == Outcome.SCHEDULABLE) {
                simAccepted++;
            }
            List<SchedulabilityTest> global = new ArrayList<>(GLOBAL_EDF);
            if (i % RTA_EVERY == 0) {
                global.addAll(GLOBAL_EDF_RTA);
            }
            for (SchedulabilityTest t : global) {
                Verdict v = t.check(arrays, m);
                if (v.outcome() == Outcome.SCHEDULABLE) {
                    accepted.merge(t.name(), 1, Integer::sum);
                    assertEquals(
                            Outcome.SCHEDULABLE, gedf.outcome(), t.name() + " accepts " + what + "; " + gedf.reason());
                    assertWithinBounds(v, gedf.simulation(), set.size(), t.name(), what);
                }
            }

            Verdict gfp = i % RTA_EVERY == 0 ? gfpRta.check(arrays, m) : Verdict.notApplicable("not this set");
            if (gfp.outcome() == Outcome.SCHEDULABLE) {
                accepted.merge(gfpRta.name(), 1, Integer::sum);
                ExactSimulation.Answer sim =
                        ExactSimulation.run(set, Placement.global(m, set.size()), dmAsAnalysed(arrays), LIMITS, null);
                assertEquals(Outcome.SCHEDULABLE, sim.outcome(), "GFP-RTA accepts " + what + "; " + sim.reason());
                assertWithinBounds(gfp, sim.simulation(), set.size(), gfpRta.name(), what);
            }

            Map<String, ExactSimulation.Answer> partitioned = new HashMap<>(); // heuristics often agree
            for (Heuristic h : Heuristic.values()) {
                checkPartitioned(
                        new PartitionedTest(Scheduler.PARTITIONED_EDF, h, Supply.FULL),
                        arrays,
                        m,
                        what,
                        accepted,
                        partitioned);
                if (i % RTA_EVERY == 0) {
                    checkPartitioned(
                            new PartitionedTest(Scheduler.PARTITIONED_FP, h, Supply.FULL),
                            arrays,
                            m,
                            what,
                            accepted,
                            partitioned);
                }
            }
        }
        // Not vacuous: every test accepted many sets, and the simulation decided almost all and accepted more
        // than the weakest test.
        assertEquals(SETS, simDecided, "the exact simulation left sets undecided");
        for (String name :
                Arrays.asList("GFB", "BAK", "BCL", "BCLI", "BAR", "GEDF-RTA", "GFP-RTA", "PEDF-FFD", "PFP-FFD")) {
            assertTrue(
                    accepted.getOrDefault(name, 0) >= 500,
                    name + " accepted only " + accepted.get(name) + ": " + accepted);
        }
        assertTrue(simAccepted > accepted.get("GFB"), "SIM-GEDF " + simAccepted + ", GFB " + accepted.get("GFB"));
        System.out.println("DominanceTest: of " + SETS + " sets, SIM-GEDF accepts " + simAccepted + "; " + accepted);
    }

    private static void checkPartitioned(
            PartitionedTest test,
            TaskArrays arrays,
            int m,
            String what,
            Map<String, Integer> accepted,
            Map<String, ExactSimulation.Answer> simulated) {
        Verdict v = test.check(arrays, m);
        if (v.outcome() != Outcome.SCHEDULABLE) {
            return;
        }
        accepted.merge(test.name(), 1, Integer::sum);
        Partition p = test.partition(arrays, m);
        int[] cpuOf = new int[arrays.size()];
        for (int i = 0; i < cpuOf.length; i++) {
            cpuOf[i] = p.cpuOf(i);
        }
        boolean edf = test.name().startsWith("PEDF");
        ExactSimulation.Answer sim = simulated.computeIfAbsent(
                edf + Arrays.toString(cpuOf),
                k -> ExactSimulation.run(
                        arrays.set(),
                        Placement.partitioned(m, cpuOf),
                        edf ? JobPriority.edf() : dmAsAnalysed(arrays),
                        LIMITS,
                        null));
        assertEquals(
                Outcome.SCHEDULABLE,
                sim.outcome(),
                test.name() + " accepts " + what + " as " + p + "; " + sim.reason());
        if (!edf) {
            for (int i = 0; i < cpuOf.length; i++) {
                assertEquals(
                        v.responseBound(i),
                        sim.simulation().maxResponse(i),
                        test.name() + ": the response time of task " + i + " of " + what + " as " + p);
            }
        }
    }

    /** Each bound a test gives is at least the longest response the exact simulation saw. */
    private static void assertWithinBounds(Verdict v, SimResult sim, int tasks, String test, String what) {
        List<String> below = new ArrayList<>();
        for (int i = 0; i < tasks; i++) {
            long bound = v.responseBound(i);
            if (bound != Verdict.NO_BOUND && sim.maxResponse(i) > bound) {
                below.add("task " + i + ": bound " + bound + " < simulated " + sim.maxResponse(i));
            }
        }
        assertTrue(below.isEmpty(), test + " on " + what + ": " + below);
    }

    /** The deadline-monotonic order of the analysis package, as the simulator's ranks. */
    private static JobPriority dmAsAnalysed(TaskArrays arrays) {
        int[] order = Priorities.deadlineMonotonic(arrays);
        int[] rank = new int[order.length];
        for (int r = 0; r < order.length; r++) {
            rank[order[r]] = r;
        }
        return JobPriority.fixed(rank);
    }
}
