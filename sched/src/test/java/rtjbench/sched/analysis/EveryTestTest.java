package rtjbench.sched.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import rtjbench.sched.analysis.partitioned.PartitionedTest;
import rtjbench.sched.analysis.uni.Priorities;
import rtjbench.sched.catalog.TestCatalog;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.supply.Supply;

/**
 * The properties every test shares, run over every test in the catalog on the same random tiny sets: a set it
 * accepts never misses a deadline in the brute-force schedule of its scheduler (and no job there takes longer
 * than the test's bound), a set above m in utilisation is never accepted, the verdict does not depend on how
 * the set was handed over, and the constrained-deadline tests say "na" rather than guess on arbitrary deadlines.
 */
class EveryTestTest {
    private static final TestCatalog CATALOG = TestCatalog.of(Supply.FULL);
    private static final List<String> ARBITRARY_OK =
            Arrays.asList("GFB", "PEDF-FFD", "PEDF-NFD", "PEDF-BFD", "PEDF-WFD", "EDF", "SIM-GEDF");

    static Stream<String> tests() {
        return CATALOG.names().stream();
    }

    private static int cpusFor(String test) {
        return TestCatalog.UNIPROCESSOR.contains(test) ? 1 : 2;
    }

    @ParameterizedTest
    @MethodSource("tests")
    void anAcceptedSetNeverMissesAndNoJobOutrunsItsBound(String name) {
        SchedulabilityTest test = CATALOG.get(name);
        int accepted = 0;
        for (boolean constrained : new boolean[] {false, true}) {
            for (int m : TestCatalog.UNIPROCESSOR.contains(name) ? new int[] {1} : new int[] {2, 3}) {
                for (TaskSet s : TinySets.draw(name.hashCode() * 31L + m, 200, constrained)) {
                    TaskArrays a = TaskArrays.of(s);
                    Verdict v = test.check(a, m);
                    if (!v.schedulableVerdict()) {
                        continue;
                    }
                    accepted++;
                    BruteForceSchedule.Outcome o = simulate(test, a, m);
                    assertFalse(o.missed, name + " accepts " + s + " on " + m + " CPUs, but a deadline is missed");
                    for (int k = 0; k < a.size(); k++) {
                        if (v.hasBounds()) {
                            assertTrue(
                                    o.worstResponse[k] <= v.responseBound(k),
                                    name + ": " + s.get(k).name() + " took " + o.worstResponse[k] + " > bound "
                                            + v.responseBound(k) + " in " + s);
                            assertTrue(v.responseBound(k) >= a.wcet(k) && v.responseBound(k) <= a.deadline(k));
                        }
                    }
                }
            }
        }
        assertTrue(accepted > 20, name + " accepted only " + accepted + " sets: the check proves little");
    }

    /** The schedule of the test's own scheduler, run for two hyperperiods from a synchronous release. */
    private static BruteForceSchedule.Outcome simulate(SchedulabilityTest test, TaskArrays a, int m) {
        int n = a.size();
        String name = test.name();
        int[] rank = ranks(name.equals("RM-RTA") ? Priorities.rateMonotonic(a) : Priorities.deadlineMonotonic(a));
        boolean fp = name.startsWith("PFP") || name.startsWith("GFP") || name.endsWith("M-RTA");
        if (test instanceof PartitionedTest) {
            Partition p = ((PartitionedTest) test).partition(a, m);
            boolean missed = false;
            long[] worst = new long[n];
            for (int cpu = 0; cpu < m; cpu++) {
                BruteForceSchedule.Outcome o = BruteForceSchedule.run(a, p.tasksOn(cpu), 1, fp ? rank : null, 2);
                missed |= o.missed;
                for (int i : p.tasksOn(cpu)) {
                    worst[i] = o.worstResponse[i];
                }
            }
            return new BruteForceSchedule.Outcome(missed, worst);
        }
        return BruteForceSchedule.run(a, IndexSort.sorted(n, Integer::compare), m, fp ? rank : null, 2);
    }

    private static int[] ranks(int[] order) {
        int[] rank = new int[order.length];
        for (int p = 0; p < order.length; p++) {
            rank[order[p]] = p;
        }
        return rank;
    }

    @ParameterizedTest
    @MethodSource("tests")
    void aSetAboveMInUtilisationIsNeverAccepted(String name) {
        SchedulabilityTest test = CATALOG.get(name);
        int m = cpusFor(name);
        List<Task> tasks = new ArrayList<>();
        for (int i = 0; i <= m; i++) {
            tasks.add(Task.implicit("t" + i, 10, 10));
        }
        tasks.add(Task.implicit("x", 1_000_000_007L, 1));
        assertNotEquals(
                Verdict.Outcome.SCHEDULABLE, test.check(new TaskSet(tasks), m).outcome(), name);
    }

    @ParameterizedTest
    @MethodSource("tests")
    void theVerdictIsTheSameHoweverTheSetIsGiven(String name) {
        SchedulabilityTest test = CATALOG.get(name);
        int m = cpusFor(name);
        for (TaskSet s : TinySets.draw(7, 100, true)) {
            assertEquals(
                    test.check(s, m).toString(), test.check(TaskArrays.of(s), m).toString(), name + " " + s);
        }
    }

    @ParameterizedTest
    @MethodSource("tests")
    void constrainedDeadlineTestsSayNotApplicableToArbitraryOnes(String name) {
        SchedulabilityTest test = CATALOG.get(name);
        TaskSet arbitrary = TaskSet.of(new Task("a", 10, 2, 15, Task.NONE, (int) Task.NONE), Task.implicit("b", 20, 2));
        Verdict v = test.check(arbitrary, cpusFor(name));
        if (ARBITRARY_OK.contains(name)) {
            assertEquals(Verdict.Outcome.SCHEDULABLE, v.outcome(), name + ": " + v);
        } else {
            assertEquals(Verdict.Outcome.NOT_APPLICABLE, v.outcome(), name + ": " + v);
            assertTrue(v.reason().contains("constrained deadlines"), v.reason());
        }
    }

    @ParameterizedTest
    @MethodSource("tests")
    void aTestForAnotherNumberOfCpusSaysWhy(String name) {
        if (!TestCatalog.UNIPROCESSOR.contains(name)) {
            return;
        }
        Verdict v = CATALOG.get(name).check(TaskSet.of(Task.implicit("a", 10, 1)), 2);
        assertEquals(Verdict.Outcome.NOT_APPLICABLE, v.outcome());
        assertTrue(v.reason().contains("uniprocessor"), v.reason());
    }
}
