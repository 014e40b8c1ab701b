package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.jvm.JitLog;
import rtjbench.stats.WarmupCurve;

/** A cold point's per-fork figures, its curve and its VM events along the curve, from forks made by hand. */
class ColdPointTest {
    /** One thread: {@code latencies} ending at {@code ends} ns since the VM started. */
    private static ColdPoint.Fork fork(int n, long[] latencies, long[] ends) {
        ColdPoint.Fork f = new ColdPoint.Fork("fork-" + n);
        f.records.add(new WarmupCurve.Record(n, latencies, ends));
        return f;
    }

    @Test
    void aForksFiguresAgainstTheWarmReference() {
        // 100 events: 30 slow ones, then 70 at 100 ns; the reference 100 ns: the window of 51 from event j holds
        // 30 - j slow ones, its median (the 26th) is slow up to j = 4: steady from event 5
        long[] latencies = new long[100];
        long[] ends = new long[100];
        for (int i = 0; i < 100; i++) {
            latencies[i] = i < 30 ? 10_000 : 100;
            ends[i] = 300_000_000L + i * 1_000_000L;
        }
        ColdPoint.Fork f = fork(1, latencies, ends);
        f.vmEvents.put(JitLog.Kind.COMPILE, new long[] {1_000, 299_000_000L, 302_500_000L});
        Map<String, Object> m = ForksIndex.coldForkJson(ColdPoint.forkFigures(f, new ColdPoint.Steady(100, 1)));
        assertEquals(10_000L, m.get("first_event_ns"));
        assertEquals(300.0, m.get("first_event_since_start_ms"));
        assertEquals(5, m.get("events_to_steady"));
        // from the first event's start (299.99 ms) to the end of event 5 (305 ms)
        assertEquals(5.01, (Double) m.get("ms_to_steady"), 1e-9);
        assertEquals(305.0, m.get("steady_since_start_ms"));
        assertEquals(2L, ((Map<?, ?>) m.get("vm_events_before_first_event")).get("compilations"));
    }

    @Test
    void aForkNeverSteadyHasNoFigure() {
        Map<String, Object> m = ForksIndex.coldForkJson(ColdPoint.forkFigures(
                fork(1, new long[] {500, 500, 500}, new long[] {1, 2, 3}), new ColdPoint.Steady(100, 1)));
        assertTrue(m.containsKey("events_to_steady"), "held to a steady state: the figure is there, null");
        assertNull(m.get("events_to_steady"));
        assertNull(m.get("ms_to_steady"));
    }

    @Test
    void onACoarseClockAForkOneStepAboveItsReferenceIsSteady() {
        long[] ends = new long[60];
        long[] oneStepAbove = new long[60];
        for (int i = 0; i < 60; i++) {
            ends[i] = 1_000_000L + i * 1_000L;
            oneStepAbove[i] = 40;
        }
        assertEquals(
                0, ColdPoint.forkFigures(fork(1, oneStepAbove, ends), new ColdPoint.Steady(30, 10)).eventsToSteady);
        assertNull(ColdPoint.forkFigures(fork(1, oneStepAbove, ends), new ColdPoint.Steady(30, 1)).eventsToSteady);
    }

    @Test
    void theCurveAsCsv() {
        String csv = ColdPoint.curveCsv(WarmupCurve.of(Arrays.asList(
                new WarmupCurve.Record(1, new long[] {900, 50}, new long[] {1_500_000, 1_600_000}),
                new WarmupCurve.Record(2, new long[] {700, 40}, new long[] {1_000_000, 1_100_000}))));
        assertEquals(
                "index,forks,p50_ns,p90_ns,max_ns,median_time_since_start_ms\n0,2,700,900,900,1.000\n1,2,40,50,50,1.100\n",
                csv);
    }

    @Test
    void vmEventsAlongTheCurveAreMediansOfCumulativeCountsWhereTheyChange() {
        long[] ends = {100, 200, 300, 400};
        long[] lat = {50, 10, 10, 10}; // the first event begins at 50
        ColdPoint.Fork a = fork(1, lat, ends);
        a.vmEvents.put(JitLog.Kind.COMPILE, new long[] {10, 60, 150, 150, 390}); // 10: before the first event
        ColdPoint.Fork b = fork(2, lat, ends);
        b.vmEvents.put(JitLog.Kind.COMPILE, new long[] {120, 250});
        b.vmEvents.put(JitLog.Kind.DEOPT, new long[] {260});
        ColdPoint.Fork c = fork(3, lat, ends);
        c.vmEvents.put(JitLog.Kind.COMPILE, new long[] {});
        List<ColdPoint.Fork> forks = new ArrayList<>(Arrays.asList(a, b, c));
        // cumulative compilations by index: a 1 3 3 4; b 0 1 2 2; c 0 0 0 0: medians 0 1 2 2
        // deoptimisations: a 0 0 0 0; b 0 0 1 1; c 0: medians 0 0 0 0
        assertEquals(
                "index,forks,compilations,recompilations,deoptimizations,class_loads\n"
                        + "0,3,0,0,0,0\n1,3,1,0,0,0\n2,3,2,0,0,0\n3,3,2,0,0,0\n",
                ColdPoint.eventsCsv(forks));
    }

    @Test
    void theSpreadOverForksIsNearestRank() {
        Map<String, Object> s =
                ForksIndex.figureSpreadJson(ColdPoint.FigureSpread.of(Arrays.asList(300L, 100L, 200L, 400L), 1));
        assertEquals(4, s.get("forks"));
        assertEquals(100L, s.get("min"));
        assertEquals(200L, s.get("p50"));
        assertEquals(400L, s.get("p90"));
        assertEquals(400L, s.get("max"));
        Map<String, Object> ms =
                ForksIndex.figureSpreadJson(ColdPoint.FigureSpread.of(Arrays.asList(1.5, null, 0.25), 1e6));
        assertEquals(2, ms.get("forks"), "a fork without the figure is left out");
        assertEquals(0.25, ms.get("min"));
        assertEquals(1.5, ms.get("max"));
        assertNull(ColdPoint.FigureSpread.of(Arrays.<Integer>asList(null, null), 1));
    }
}
