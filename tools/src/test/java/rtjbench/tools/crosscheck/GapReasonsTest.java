package rtjbench.tools.crosscheck;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which reason a pair gets, rule by rule, on pairs made by hand (ns). */
class GapReasonsTest {
    /** A pair of one operation: 1000 samples, clock steps of 10 ns, 10 ns recorded overhead. */
    private static Pairing.Pair pair(double mean, double p50, long max, int runsBefore, double jmh, String note) {
        return new Pairing.Pair("op", "x", 1000, mean, p50, p50, p50, max, 10, 10.0, runsBefore, jmh, Double.NaN, Double.NaN,
                Double.NaN, note);
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
    void aFewClockStepsAreExplainedByTheReads() {
        // 5 ns of work under 10 ns steps: 18 - 10 = 8 is within one step of 5.
        String why = GapReasons.of(pair(18, 20, 40, 0, 5, null));
        assertEquals("under 10 clock steps (10.0 ns each): the two reads add 10 ns (the recorded overhead); mean-ovh 8.0", why);
        // 40 - 10 = 30 against 5 is not.
        assertTrue(GapReasons.of(pair(40, 40, 60, 0, 5, null)).startsWith("gap over 15%"));
    }

    @Test
    void aSharedJvmIsOfferedOnlyWhereTheHarnessIsSlower() {
        assertTrue(GapReasons.of(pair(150, 150, 300, 4, 100, null)).contains("ran after 4 other run(s) in one JVM"));
        assertEquals("gap over 15%, not explained by a stall or the clock", GapReasons.of(pair(60, 60, 100, 4, 100, null)));
        assertEquals("gap over 15%, not explained by a stall or the clock", GapReasons.of(pair(150, 150, 300, 0, 100, null)));
    }
}
