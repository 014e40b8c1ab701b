package rtjbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The spread across forks against values worked out by hand. */
class ForkSpreadTest {
    @Test
    void fourForksByHand() {
        // 50, 10, 30, 20: sorted 10 20 30 50; median (20+30)/2 = 25; mean 110/4 = 27.5;
        // squares 17.5² + 7.5² + 2.5² + 22.5² = 306.25 + 56.25 + 6.25 + 506.25 = 875; s = √(875/3) = 17.07825;
        // t(0.995, 3) = 5.841; half width 5.841 · 17.07825 / √4 = 49.87704; interval 27.5 ± 49.87704.
        ForkSpread s = ForkSpread.of(new double[] {50, 10, 30, 20});
        assertEquals(4, s.n);
        assertEquals(10, s.min);
        assertEquals(25, s.median);
        assertEquals(50, s.max);
        assertEquals(27.5, s.mean);
        assertEquals(27.5 - 49.87704, s.ci99Low, 1e-4);
        assertEquals(27.5 + 49.87704, s.ci99High, 1e-4);
    }

    @Test
    void threeForksByHand() {
        // 100, 102, 104: median 102, mean 102, s = √((4 + 0 + 4)/2) = 2, t(0.995, 2) = 9.925,
        // half width 9.925 · 2 / √3 = 11.46040.
        ForkSpread s = ForkSpread.of(new double[] {104, 100, 102});
        assertEquals(102, s.median);
        assertEquals(102 - 11.46040, s.ci99Low, 1e-4);
        assertEquals(102 + 11.46040, s.ci99High, 1e-4);
    }

    @Test
    void oneForkHasNoInterval() {
        ForkSpread s = ForkSpread.of(new double[] {7});
        assertEquals(7, s.min);
        assertEquals(7, s.median);
        assertEquals(7, s.max);
        assertTrue(Double.isNaN(s.ci99Low));
        assertNull(s.toMetadata(true).get("ci99_low"));
        assertThrows(IllegalArgumentException.class, () -> ForkSpread.of(new double[0]));
    }

    @Test
    void studentTFromTheTableAndBeyondIt() {
        assertEquals(63.657, ForkSpread.t995(1));
        assertEquals(4.032, ForkSpread.t995(5));
        assertEquals(2.750, ForkSpread.t995(30));
        // Beyond the table, against the table's 40, 60 and 120 rows (2.704, 2.660, 2.617).
        assertEquals(2.704, ForkSpread.t995(40), 0.003);
        assertEquals(2.660, ForkSpread.t995(60), 0.003);
        assertEquals(2.617, ForkSpread.t995(120), 0.003);
        assertEquals(2.576, ForkSpread.t995(100_000), 0.001);
    }
}
