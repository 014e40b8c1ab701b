package rtjbench.sched.analysis.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.partitioned.PartitionedTest;
import rtjbench.sched.gen.Recipe;
import rtjbench.sched.gen.Recipes;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.supply.Supply;

/** The global tests on sets worked by hand; each comment gives the arithmetic. */
class GlobalExamplesTest {
    /**
     * m = 2; τ1 = τ2 = (C 2, T = D 5), τ3 = (C c3, T = D 10).
     *
     * <p>BCL, c3 = 4: for k = 3, 1 − λ times D is 6; N_1 = ⌊5/5⌋ + 1 = 2, W_1 = 4, so 4 + 4 = 8 &lt; 2·6. For
     * k = 1 (cap 3): W_2 = 2, W_3 (N = 0) = min(4, 5) = 4 capped to 3: 5 &lt; 6. Accepted. c3 = 6: for k = 3
     * the cap is 4 and 4 + 4 = 8 = 2·4, with W_1 = 4 ≤ 4: accepted by the equality clause. c3 = 7: cap 3, 3 + 3 =
     * 6 = 2·3 but no W_i ≤ 3: refused (and rightly: G-EDF runs τ1, τ2 first at 5 too, as ties go to the lower
     * index, and τ3 ends at 11).
     *
     * <p>BAK, c3 = 4: every λ_k = 0.4 ≥ every u_i, so β_i = u_i and Σ = 1.2 ≤ 2·0.6 + 0.4 = 1.6. c3 = 6: for k =
     * 1, u_3 = 0.6 &gt; λ, β_3 = 0.6 + (6 − 0.4·10)/5 = 1, Σ = 1.8 &gt; 1.6: refused.
     *
     * <p>GFB, c3 = 6: Σ δ = 0.4 + 0.4 + 0.6 = 1.4 = 2 − 0.6 exactly (in doubles the sum is 1.4000000000000001):
     * accepted; one nanosecond more (at a nanosecond scale) and refused.
     */
    private static TaskSet set(long c3, long scale) {
        return TaskSet.of(
                Task.implicit("t1", 5 * scale, 2 * scale),
                Task.implicit("t2", 5 * scale, 2 * scale),
                Task.implicit("t3", 10 * scale, c3));
    }

    private static String verdict(SchedulabilityTest t, TaskSet s) {
        return t.check(s, 2).outcome().csv();
    }

    @Test
    void bclByHand() {
        assertEquals("true", verdict(new Bcl(), set(4, 1)));
        assertEquals("true", verdict(new Bcl(), set(6, 1)));
        assertEquals("false", verdict(new Bcl(), set(7, 1)));
    }

    @Test
    void bakByHand() {
        assertEquals("true", verdict(new Bak(), set(4, 1)));
        assertEquals("false", verdict(new Bak(), set(6, 1)));
    }

    @Test
    void gfbIsExactAtItsBound() {
        assertEquals("true", verdict(new Gfb(), set(6, 1)));
        assertEquals("true", verdict(new Gfb(), set(6_000_000, 1_000_000)));
        assertEquals("false", verdict(new Gfb(), set(6_000_001, 1_000_000)));
    }

    /**
     * Dhall's effect, m = 2: τ1 = τ2 = (2, 10) and τ3 = (11, 12), U ≈ 1.32. Under G-EDF τ1 and τ2 take both
     * CPUs until 2, and τ3 ends at 13 &gt; 12: every global test must refuse it; partitioned EDF puts τ3 alone.
     */
    @Test
    void dhallsEffectDefeatsGlobalButNotPartitionedScheduling() {
        TaskSet s = TaskSet.of(Task.implicit("t1", 10, 2), Task.implicit("t2", 10, 2), Task.implicit("t3", 12, 11));
        for (SchedulabilityTest t : new SchedulabilityTest[] {
            new Gfb(), new Bak(), new Bcl(), new BclIterative(), new Bar(), new GedfRta(), new GfpRta()
        }) {
            assertEquals(Verdict.Outcome.UNSCHEDULABLE, t.check(s, 2).outcome(), t.name());
        }
        assertTrue(new PartitionedTest(Scheduler.PARTITIONED_EDF, Heuristic.FIRST_FIT, Supply.FULL)
                .check(s, 2)
                .schedulableVerdict());
    }

    /**
     * GFP-RTA by hand, m = 2, DM order τ1 (1, 4), τ2 (1, 4), τ3 (4, 8): the first two are never delayed (R = 1).
     * For τ3 from R = 4: W_i(4) with slack 3: x = 4 + 4 − 1 − 3 = 4, ⌊4/4⌋·1 + min(1, 0) = 1 each, capped at
     * R − C + 1 = 1: R = 4 + ⌊2/2⌋ = 5; at R = 5, x = 5: W = 1 + min(1, 1) = 2, cap 2: R = 4 + ⌊4/2⌋ = 6; at R =
     * 6, x = 6: W = 2, cap 3: R = 4 + 2 = 6. Bound 6.
     */
    @Test
    void gfpRtaByHand() {
        TaskSet s = TaskSet.of(Task.implicit("t1", 4, 1), Task.implicit("t2", 4, 1), Task.implicit("t3", 8, 4));
        assertEquals("true bounds [1, 1, 6]", new GfpRta().check(s, 2).toString());
    }

    /**
     * GEDF-RTA's bounds are its fixed point, however many rounds the set took to pass: a task's bound with every
     * WCET raised (overheads charged) is never below its bound without, on seed 004's medium sets on 4 CPUs.
     */
    @Test
    void gedfRtaBoundsGrowWithTheWcets() {
        Recipe recipe = Recipes.get("seed004-uniform-medium-short");
        GedfRta rta = new GedfRta();
        int compared = 0;
        for (int i = 0; i < 300; i++) {
            TaskSet plain = recipe.upToCap(7, 1.5 + (i % 5) * 0.4, i, Integer.toString(i));
            List<Task> raised = new ArrayList<>();
            for (Task t : plain.tasks()) {
                raised.add(t.withWcet(t.wcet() + t.wcet() / 20 + 1000));
            }
            Verdict before = rta.check(plain, 4);
            Verdict after = rta.check(new TaskSet(plain.id(), raised), 4);
            if (!before.schedulableVerdict() || !after.schedulableVerdict()) {
                continue;
            }
            compared++;
            for (int k = 0; k < plain.size(); k++) {
                assertTrue(
                        after.responseBound(k) >= before.responseBound(k),
                        "set " + i + " task " + k + ": " + before + " then " + after);
            }
        }
        assertTrue(compared > 50, compared + " sets schedulable both ways");
    }

    @Test
    void gedfRtaDecidesAsItChecks() {
        Recipe recipe = Recipes.get("seed004-uniform-light-short");
        GedfRta rta = new GedfRta();
        int schedulable = 0;
        int not = 0;
        for (int i = 0; i < 200; i++) {
            TaskArrays a = TaskArrays.of(recipe.upToCap(4, 2.0 + (i % 10) * 0.2, i, Integer.toString(i)));
            Verdict full = rta.check(a, 4);
            Verdict early = rta.decide(a, 4);
            assertEquals(full.outcome(), early.outcome(), "set " + i);
            if (full.schedulableVerdict()) {
                schedulable++;
                for (int k = 0; k < a.size(); k++) { // the fixed point's bounds are the tightest
                    assertTrue(full.responseBound(k) <= early.responseBound(k), "set " + i + " task " + k);
                }
            } else {
                not++;
            }
        }
        assertTrue(schedulable > 20 && not > 20, schedulable + " schedulable, " + not + " not");
    }
}
