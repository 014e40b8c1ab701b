package rtjbench.tools.crosscheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which reason a pair gets, rule by rule, on pairs made by hand (ns). */
class GapReasonsTest {
    private static final String UNEXPLAINED =
            "gap over 15%, not explained by a stall, GC, an outlying fork, the clock, the spread between VMs or timing"
                    + " each call";

    /** A pair of one operation: 1000 samples in one VM, clock steps of 10 ns, 10 ns recorded overhead, no GC. */
    private static Pairing.Pair pair(double mean, double p50, long max, int runsBefore, double jmh, String note) {
        return pair(mean, p50, max, runsBefore, 0, List.of(mean), jmh, List.of(jmh), note);
    }

    /** A pair with the JMH side's figures; the harness's time an iteration where given, else NaN. */
    private static Pairing.Pair pair(
            double mean,
            double p50,
            long max,
            int runsBefore,
            double gcNsPerSample,
            List<Double> forkMeans,
            double jmh,
            List<Double> jmhForkMeans,
            String note,
            double... iterationNs) {
        return new Pairing.Pair(
                "op",
                "x",
                new Pairing.HarnessSide(
                        1000,
                        mean,
                        p50,
                        p50,
                        p50,
                        max,
                        10,
                        10.0,
                        runsBefore,
                        gcNsPerSample,
                        forkMeans,
                        nanIfNone(iterationNs)),
                new Pairing.JmhSide(jmh, Double.NaN, Double.NaN, Double.NaN, jmhForkMeans),
                note);
    }

    private static double nanIfNone(double[] given) {
        return given.length == 0 ? Double.NaN : given[0];
    }

    @Test
    void withinFifteenPercentSaysNothingAndADesignNoteAlwaysShows() {
        assertEquals("", GapReasons.of(pair(114, 110, 200, 0, 100, null)));
        assertEquals("", GapReasons.of(pair(86, 80, 200, 3, 100, null)));
        assertEquals("different calls", GapReasons.of(pair(100, 100, 100, 0, 100, "different calls")));
    }

    @Test
    void aStallIsNamedWhenTheMeanWithoutItAgrees() {
        // 999 samples of 100 and one of 2,000,100: mean 2100.
        String why = GapReasons.of(pair(2100, 100, 2_000_100, 5, 100, null));
        assertTrue(why.startsWith("one harness sample of 2000100 ns (a stall"), why);
        assertTrue(why.endsWith("without it 100 (ratio 1.00)"), why);
    }

    @Test
    void garbageCollectionIsNamedWhenItsShareOfTheSamplesAccountsForTheGap() {
        // 500 ns against JMH's 375; 200 ns a sample of GC: 300 without it (0.80) is outside the band, 150 ns is not.
        assertEquals(
                UNEXPLAINED, GapReasons.of(pair(500, 240, 4000, 0, 300, List.of(500.0), 375, List.of(375.0), null)));
        String why = GapReasons.of(pair(500, 240, 4000, 0, 150, List.of(500.0), 375, List.of(375.0), null));
        assertEquals(
                "garbage collection in the measured phase, 150 ns a sample: without it 350 (ratio 0.93); "
                        + "a phase this short holds a whole pause or none, JMH's its share (raise count)",
                why);
        // A harness faster than JMH is not explained by its own collections.
        assertEquals(
                UNEXPLAINED, GapReasons.of(pair(300, 240, 4000, 0, 150, List.of(300.0), 375, List.of(375.0), null)));
    }

    @Test
    void aFewClockStepsAreExplainedByTheReads() {
        // 5 ns of work under 10 ns steps: 18 - 10 = 8 is within one step of 5.
        String why = GapReasons.of(pair(18, 20, 40, 0, 5, null));
        assertEquals(
                "under 10 clock steps (10.0 ns each): the two reads add 10 ns (the recorded overhead); mean-ovh 8.0",
                why);
        // 40 - 10 = 30 against 5 is not.
        assertEquals(UNEXPLAINED, GapReasons.of(pair(40, 40, 60, 0, 5, null)));
    }

    @Test
    void overlappingForkRangesAreTheSpreadBetweenVms() {
        // Pooled means 173 and 250 (1.45x), but the forks span 124..222 and 145..380.
        String why = GapReasons.of(
                pair(173, 170, 400, 0, 0, List.of(124.0, 168.0, 222.0), 250, List.of(145.0, 225.0, 380.0), null));
        assertEquals(
                "within the spread between VMs: the harness's fork means 124..222 (3 forks), JMH's 145..380 (3 forks) overlap "
                        + "(each VM places its data and compiles afresh; more forks narrow both means)",
                why);
        // One JMH VM inside the harness's range counts too; ranges apart do not.
        assertTrue(GapReasons.of(pair(173, 170, 400, 0, 0, List.of(124.0, 168.0, 222.0), 210, List.of(210.0), null))
                .contains("JMH's 210 (one VM)"));
        assertEquals(
                UNEXPLAINED,
                GapReasons.of(
                        pair(173, 170, 400, 0, 0, List.of(124.0, 168.0, 222.0), 300, List.of(250.0, 350.0), null)));
    }

    @Test
    void anOutlyingForkIsNamedWhenTheMediansAgree() {
        // JMH's five forks 320..1466 pool to 583; the harness's 334 is 0.57 of it, but the medians are 330 and 332.
        List<Double> harness = List.of(251.0, 320.0, 330.0, 360.0, 409.0);
        List<Double> jmh = List.of(320.0, 325.0, 332.0, 340.0, 1466.0);
        assertEquals(
                "an outlying fork carries the mean: the median fork means agree (ratio 0.99; harness 251..409 (5 forks), "
                        + "JMH 320..1466 (5 forks))",
                GapReasons.of(pair(334, 330, 5000, 0, 0, harness, 583, jmh, null)));
        // Fewer than three forks on a side have no median that one fork cannot move.
        assertTrue(GapReasons.of(pair(334, 330, 5000, 0, 0, harness, 893, List.of(320.0, 1466.0), null))
                .startsWith("within the spread"));
    }

    @Test
    void aSharedJvmIsOfferedOnlyWhereTheHarnessIsSlower() {
        assertTrue(GapReasons.of(pair(150, 150, 300, 4, 100, null)).contains("ran after 4 other run(s) in one JVM"));
        assertEquals(UNEXPLAINED, GapReasons.of(pair(60, 60, 100, 4, 100, null)));
        assertEquals(UNEXPLAINED, GapReasons.of(pair(150, 150, 300, 0, 100, null)));
    }

    @Test
    void latencyAgainstThroughputWhereAWholeHarnessIterationTakesWhatJmhsCallTakes() {
        // memalloc 1K as measured: the harness's region 37.5 ns, JMH 48 ns back to back; a whole harness iteration 47.
        List<Double> harness = List.of(36.4, 37.5, 39.1);
        List<Double> jmh = List.of(47.2, 48.0, 49.4);
        String why = GapReasons.of(pair(37.5, 37, 900, 0, 0, harness, 48, jmh, null, 47));
        assertTrue(why.startsWith("latency against throughput: the harness times one call alone (mean 37.5)"), why);
        assertTrue(why.contains("took 47.0 ns, as JMH's back-to-back calls (ratio 0.98)"), why);
        // An iteration that takes much longer than JMH's call explains nothing; nor does a slower harness.
        assertEquals(UNEXPLAINED, GapReasons.of(pair(37.5, 37, 900, 0, 0, harness, 48, jmh, null, 90)));
        assertEquals(
                UNEXPLAINED, GapReasons.of(pair(150, 150, 300, 0, 0, List.of(150.0), 100, List.of(100.0), null, 100)));
    }

    /** A contended lock's pair: one VM a side (no spread to overlap), JMH's SampleTime mean given. */
    private static Pairing.Pair timedEachCall(double harness, double averageTime, double sampleTime) {
        return new Pairing.Pair(
                "spinlock contended",
                "lock=reentrantlock",
                new Pairing.HarnessSide(1000, harness, 33, 33, 33, 5000, 10, 10.0, 0, 0, List.of(harness), Double.NaN),
                new Pairing.JmhSide(averageTime, 35, 100, 11552, List.of(averageTime), sampleTime),
                null);
    }

    @Test
    void aMeanBetweenJmhsTwoModesIsTheCostOfTimingEachCall() {
        // JMH's SampleTime 466 ns against its AverageTime 71: the harness's 229 lies between
        String why = GapReasons.of(timedEachCall(229, 71, 466));
        assertTrue(why.startsWith("timing each call changes this operation"), why);
        assertTrue(why.contains("a mean of 466 ns against its AverageTime's 71.0 (6.6x); the harness's 229"), why);
        // within the band of SampleTime's end too, but not past it
        assertTrue(GapReasons.of(timedEachCall(530, 71, 466)).startsWith("timing each call"));
        assertEquals(UNEXPLAINED, GapReasons.of(timedEachCall(600, 71, 466)));
        // the two modes agreeing say nothing of timing; nor does a SampleTime that did not run
        assertEquals(UNEXPLAINED, GapReasons.of(timedEachCall(229, 71, 75)));
        assertEquals(UNEXPLAINED, GapReasons.of(timedEachCall(229, 71, Double.NaN)));
    }
}
