package rtjbench.sched.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.uni.Priorities;
import rtjbench.sched.analysis.uni.ProcessorDemand;
import rtjbench.sched.analysis.uni.ResponseTime;
import rtjbench.sched.analysis.uni.UniprocessorEdf;
import rtjbench.sched.analysis.uni.UniprocessorFp;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.supply.Supply;

/**
 * The uniprocessor tests are exact: on tiny sets they accept exactly what the brute-force schedule of a
 * synchronous release meets (the critical instant of both EDF and fixed priority with constrained deadlines),
 * and fixed priority's bound is the response the schedule shows. Against a reduced supply, QPA and RTA agree
 * with a scan of every window.
 */
class UniprocessorExactTest {
    @Test
    void edfAcceptsExactlyWhatTheScheduleMeets() {
        int accepted = 0;
        int refused = 0;
        for (boolean constrained : new boolean[] {false, true}) {
            for (TaskSet s : TinySets.draw(11, 1500, constrained)) {
                TaskArrays a = TaskArrays.of(s);
                boolean met = !simulate(a, null).missed;
                assertEquals(met, new UniprocessorEdf(Supply.FULL).check(a, 1).schedulableVerdict(), s.toString());
                if (met) accepted++;
                else refused++;
            }
        }
        assertTrue(accepted > 100 && refused > 100, accepted + " accepted, " + refused + " refused");
    }

    @Test
    void fixedPriorityBoundsAreTheResponsesTheScheduleShows() {
        for (PriorityOrder order :
                new PriorityOrder[] {PriorityOrder.RATE_MONOTONIC, PriorityOrder.DEADLINE_MONOTONIC}) {
            for (TaskSet s : TinySets.draw(13, 1500, true)) {
                TaskArrays a = TaskArrays.of(s);
                int[] prio = order == PriorityOrder.RATE_MONOTONIC
                        ? Priorities.rateMonotonic(a)
                        : Priorities.deadlineMonotonic(a);
                int[] rank = new int[prio.length];
                for (int p = 0; p < prio.length; p++) rank[prio[p]] = p;
                BruteForceSchedule.Outcome o = simulate(a, rank);
                Verdict v = new UniprocessorFp(order, Supply.FULL).check(a, 1);
                assertEquals(!o.missed, v.schedulableVerdict(), order + " " + s);
                if (v.schedulableVerdict()) {
                    for (int k = 0; k < a.size(); k++) {
                        assertEquals(o.worstResponse[k], v.responseBound(k), order + " " + s + " task " + k);
                    }
                }
            }
        }
    }

    /** Burns and Wellings' textbook set: (T, C) = (7, 3), (12, 3), (20, 5) has responses 3, 6 and 20. */
    @Test
    void theTextbookResponseTimes() {
        TaskSet s = TaskSet.of(Task.implicit("a", 7, 3), Task.implicit("b", 12, 3), Task.implicit("c", 20, 5));
        Verdict v = new UniprocessorFp(PriorityOrder.RATE_MONOTONIC, Supply.FULL).check(s, 1);
        assertEquals("true bounds [3, 6, 20]", v.toString());
        // One unit more for c and it misses: at 20 the demand is 3·3 + 2·3 + 6 = 21.
        assertEquals(
                Verdict.Outcome.UNSCHEDULABLE,
                new UniprocessorFp(PriorityOrder.RATE_MONOTONIC, Supply.FULL)
                        .check(
                                TaskSet.of(
                                        Task.implicit("a", 7, 3), Task.implicit("b", 12, 3), Task.implicit("c", 20, 6)),
                                1)
                        .outcome());
    }

    /**
     * Worked by hand: (C, D, T) = (2, 4, 6) and (3, 6, 8), U = 17/24: dbf(4) = 2, dbf(6) = 5, dbf(10) = 7,
     * dbf(14) = 10, dbf(16) = 12, all within their windows: met. With C = 5 for the second, U = 23/24, La = 46,
     * the busy period 16; QPA steps 16 (dbf 16) → 14 (dbf 14) → 10 (dbf 9) → 9 (dbf 7) → 7 (dbf 7) → 6, where
     * dbf(6) = 2 + 5 = 7 &gt; 6: missed in a window of 6.
     */
    @Test
    void processorDemandByHand() {
        TaskSet met = TaskSet.of(new Task("a", 6, 2, 4, -1, -1), new Task("b", 8, 3, 6, -1, -1));
        assertEquals(ProcessorDemand.MET, check(met, Supply.FULL));
        TaskSet missed = TaskSet.of(new Task("a", 6, 2, 4, -1, -1), new Task("b", 8, 5, 6, -1, -1));
        assertEquals(6, check(missed, Supply.FULL));
        assertEquals(
                "false (the demand in a window of 6ns exceeds the window)",
                new UniprocessorEdf(Supply.FULL).check(missed, 1).toString());
    }

    @Test
    void utilisationExactlyOneIsMetAndOneNanosecondMoreIsNot() {
        TaskSet full = TaskSet.of(Task.implicit("a", 3, 1), Task.implicit("b", 3, 1), Task.implicit("c", 3, 1));
        assertTrue(new UniprocessorEdf(Supply.FULL).check(full, 1).schedulableVerdict());
        TaskSet over = TaskSet.of(
                Task.implicit("a", 3_000_000_000L, 1_000_000_000L),
                Task.implicit("b", 3_000_000_000L, 1_000_000_000L),
                Task.implicit("c", 3_000_000_000L, 1_000_000_001L));
        assertEquals(
                "false (utilisation above 1)",
                new UniprocessorEdf(Supply.FULL).check(over, 1).toString());
    }

    /** A periodic server: Θ units every Π, its worst window starting just after a budget (Shin and Lee 2003). */
    static Supply periodicResource(long theta, long pi) {
        return new Supply() {
            @Override
            public long least(long w) {
                long blackout = pi - theta;
                if (w <= 2 * blackout) {
                    return 0;
                }
                long k = (w - blackout) / pi;
                long rest = w - blackout - k * pi;
                return k * theta + Math.max(0, rest - blackout);
            }
        };
    }

    @Test
    void againstAReducedSupplyQpaAndRtaAgreeWithAScanOfEveryWindow() {
        Supply server = periodicResource(3, 4);
        for (long w = 0; w < 200; w++) {
            assertTrue(server.least(w + 1) >= server.least(w) && server.least(w) <= w);
        }
        for (long demand = 1; demand < 150; demand++) {
            long e = server.earliest(demand);
            assertTrue(server.least(e) >= demand && server.least(e - 1) < demand, "earliest(" + demand + ")");
        }
        int accepted = 0;
        for (TaskSet s : TinySets.draw(17, 1500, true)) {
            TaskArrays a = TaskArrays.of(s);
            if (s.utilization() > 0.7) {
                // The scan's horizon: with U ≤ 0.7 against this server's long-run 0.75 (least(t) ≥ 0.75(t − 2)),
                // dbf(t) ≤ U·t + 84 catches up with the supply before t = 1710.
                continue;
            }
            boolean scan = true;
            for (long t = 1; t < 2000; t++) {
                long dbf = 0;
                for (int i = 0; i < a.size(); i++) {
                    if (t >= a.deadline(i)) dbf += ((t - a.deadline(i)) / a.period(i) + 1) * a.wcet(i);
                }
                scan &= dbf <= server.least(t);
            }
            boolean qpa = new UniprocessorEdf(server).check(a, 1).schedulableVerdict();
            assertEquals(scan, qpa, s.toString());
            if (qpa) accepted++;
            int[] prio = Priorities.deadlineMonotonic(a);
            for (int p = 0; p < prio.length; p++) {
                int k = prio[p];
                long byScan = -1;
                for (long t = 1; t <= a.deadline(k) && byScan < 0; t++) {
                    long rbf = a.wcet(k);
                    for (int q = 0; q < p; q++)
                        rbf += ((t + a.period(prio[q]) - 1) / a.period(prio[q])) * a.wcet(prio[q]);
                    if (server.least(t) >= rbf) byScan = t;
                }
                assertEquals(byScan, ResponseTime.of(a, k, prio, p, server), s + " task " + k);
            }
        }
        assertTrue(accepted > 20, accepted + " accepted");
    }

    private static long check(TaskSet s, Supply supply) {
        TaskArrays a = TaskArrays.of(s);
        return ProcessorDemand.check(a, IndexSort.sorted(a.size(), Integer::compare), a.size(), supply);
    }

    private static BruteForceSchedule.Outcome simulate(TaskArrays a, int[] rank) {
        return BruteForceSchedule.run(a, IndexSort.sorted(a.size(), Integer::compare), 1, rank, 1);
    }
}
