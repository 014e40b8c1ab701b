package rtjbench.sched.supply;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class MmuCurveTest {
    private static final long MS = 1_000_000;

    @Test
    void theStandardWindowsRunFrom100usTo10sTenADecade() {
        long[] w = MmuCurve.standardWindows(20_000 * MS);
        assertEquals(51, w.length);
        assertEquals(100_000, w[0]);
        assertEquals(125_000, w[1]);
        assertEquals(1_000_000, w[10]);
        assertEquals(10_000_000_000L, w[50]);
    }

    @Test
    void noWindowIsLongerThanTheTraceAndTheTraceItselfEnds() {
        long[] w = MmuCurve.standardWindows(4_500 * MS);
        assertEquals(4_000 * MS, w[w.length - 2]);
        assertEquals(4_500 * MS, w[w.length - 1]);
        assertEquals(4_000 * MS, MmuCurve.standardWindows(4_000 * MS)[w.length - 2], "4 s is a standard window");
        assertArrayEquals(new long[] {50_000}, MmuCurve.standardWindows(50_000));
    }

    @Test
    void theSupplyIsTheCurveAtItsWindows() {
        PauseTrace t = new PauseTrace(10 * MS, new long[] {2 * MS}, new long[] {1 * MS});
        MmuCurve c = t.curve(new long[] {1 * MS, 2 * MS, 4 * MS, 10 * MS});
        Supply s = c.supply();
        assertEquals(0, s.least(1 * MS));
        assertEquals(1 * MS, s.least(2 * MS));
        assertEquals(3 * MS, s.least(4 * MS));
        assertEquals(9 * MS, s.least(10 * MS));
        // between 2 and 4 ms: at least 2 ms's 1 ms, and at least w less the 1 ms a 4 ms window can hold
        assertEquals(2 * MS, s.least(3 * MS));
        assertEquals(0, s.least(0));
    }

    /** On random traces: never more than the trace gives, never more than w, never falling as w grows. */
    @Test
    void theSupplyIsSafeMonotoneAndAtMostTheWindow() {
        Random rnd = new Random(7);
        for (int round = 0; round < 100; round++) {
            long length = 200 * MS;
            int n = 1 + rnd.nextInt(40);
            long[] s = new long[n];
            long[] d = new long[n];
            for (int i = 0; i < n; i++) {
                d[i] = rnd.nextInt((int) (5 * MS));
                s[i] = (long) (rnd.nextDouble() * (length - d[i]));
            }
            PauseTrace t = new PauseTrace(length, s, d);
            Supply supply = t.curve(MmuCurve.standardWindows(length)).supply();
            long previous = 0;
            for (long w = 10_000; w <= 3 * length; w += 1 + rnd.nextInt((int) MS)) {
                long least = supply.least(w);
                assertTrue(least >= previous, "falls at " + w);
                assertTrue(least <= w, "more than the window at " + w);
                if (w <= length) {
                    assertTrue(least <= t.minAvailable(w), "more than the trace leaves at " + w);
                }
                previous = least;
            }
        }
    }

    @Test
    void beyondTheTraceWholeWindowsRepeat() {
        PauseTrace t = new PauseTrace(10 * MS, new long[] {2 * MS}, new long[] {1 * MS});
        Supply s = t.curve(new long[] {1 * MS, 10 * MS}).supply();
        assertEquals(2 * 9 * MS, s.least(20 * MS));
        assertEquals(9 * MS + s.least(5 * MS), s.least(15 * MS));
    }

    @Test
    void aCurveNoTraceCouldGiveIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new MmuCurve(new long[] {2, 1}, new long[] {0, 0}));
        assertThrows(IllegalArgumentException.class, () -> new MmuCurve(new long[] {1, 2}, new long[] {0, 3}));
        assertThrows(
                IllegalArgumentException.class,
                () -> new MmuCurve(new long[] {10, 20}, new long[] {5, 4}),
                "less mutator time in a larger window");
        assertThrows(
                IllegalArgumentException.class,
                () -> new MmuCurve(new long[] {10, 20}, new long[] {2, 20}),
                "less pause time in a larger window");
        assertThrows(IllegalArgumentException.class, () -> new MmuCurve(new long[0], new long[0]));
    }
}
