package rtjbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DeadlineMissesTest {
    @Test
    void countsMissesRunsAndTheWorstFraction() {
        // deadline 100: 101 and 250 miss, 100 itself is on time
        DeadlineMisses d = DeadlineMisses.of(new long[] {10, 101, 250, 100, 150, 20, 300, 301, 302}, 100);
        assertEquals(9, d.samples());
        assertEquals(6, d.misses());
        assertEquals(3, d.longestRun());
        assertEquals(6 / 9.0, d.missRatio(), 1e-12);
        assertEquals(3.02, d.latenessFraction(), 1e-12);
    }

    @Test
    void threadsAddUp() {
        DeadlineMisses a = DeadlineMisses.of(new long[] {200, 200, 1}, 100);
        DeadlineMisses b = DeadlineMisses.of(new long[] {1, 500}, 100);
        a.add(b);
        assertEquals(5, a.samples());
        assertEquals(3, a.misses());
        assertEquals(2, a.longestRun());
        assertEquals(5.0, a.latenessFraction(), 1e-12);
    }

    @Test
    void noMissesAndNoSamples() {
        assertEquals(0, DeadlineMisses.of(new long[] {1, 2, 3}, 100).misses());
        assertEquals(0.0, DeadlineMisses.of(new long[0], 100).missRatio());
        assertThrows(IllegalArgumentException.class, () -> new DeadlineMisses(0));
    }

    @Test
    void theSummaryLine() {
        DeadlineMisses d = DeadlineMisses.of(new long[] {10, 101, 250, 100, 150, 20, 300, 301, 302}, 100);
        assertEquals("6 of 9 missed (66.667%), longest run 3, worst 3.02x the deadline", d.describe());
        assertEquals(
                "0 of 0 missed (0.000%), longest run 0, worst 0.00x the deadline",
                DeadlineMisses.of(new long[0], 100).describe());
    }

    /** The summary's decimals are what {@code %.2f} and {@code %.3f} write, without the formatter. */
    @Test
    void fixedDecimalsAreWhatTheFormatterWrites() {
        double[] some = {
            0,
            0.06,
            0.0005,
            0.00049,
            3.1,
            3.02,
            66.666666,
            99.9995,
            0.125,
            2.675,
            -1.5,
            -0.0004,
            1e12 + 0.5,
            3.7e15,
            123456.789
        };
        Random random = new Random(42);
        for (int i = 0; i < 20_000; i++) {
            double v = i < some.length ? some[i] : Math.pow(10, random.nextInt(10) - 3) * random.nextDouble();
            for (int places = 0; places <= 3; places++) {
                assertEquals(
                        String.format(Locale.ROOT, "%." + places + "f", v),
                        DeadlineMisses.fixed(v, places),
                        v + " to " + places + " places");
            }
        }
        assertEquals("NaN", DeadlineMisses.fixed(Double.NaN, 2));
    }
}
