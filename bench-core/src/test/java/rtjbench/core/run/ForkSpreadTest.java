package rtjbench.core.run;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The spread across forks against values worked out by hand. */
class ForkSpreadTest {
    @Test
    void fourForksByHand() {
        // 50, 10, 30, 20: sorted 10 20 30 50; median (20+30)/2 = 25; mean 110/4 = 27.5;
        // squares 17.5² + 7.5² + 2.5² + 22.5² = 306.25 + 56.25 + 6.25 + 506.25 = 875; s = √(875/3) = 17.07825;
        // t(0.995, 3) = 5.841; half width 5.841 · 17.07825 / √4 = 49.87704; interval 27.5 ± 49.87704.
        ForkSpread s = ForkSpread.of(new double[]{50, 10, 30, 20});
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
        ForkSpread s = ForkSpread.of(new double[]{104, 100, 102});
        assertEquals(102, s.median);
        assertEquals(102 - 11.46040, s.ci99Low, 1e-4);
        assertEquals(102 + 11.46040, s.ci99High, 1e-4);
    }

    @Test
    void oneForkHasNoInterval() {
        ForkSpread s = ForkSpread.of(new double[]{7});
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

    @Test
    void theSpreadOfForksJsonTakesTheCompleteForksOnly() {
        List<Map<String, Object>> complete = Arrays.asList(fork(100, 50, 90, 500), fork(120, 60, 95, 900));
        Map<String, Object> spread = ForkResults.spread(complete);
        assertEquals(2, spread.get("forks"));
        @SuppressWarnings("unchecked")
        Map<String, Object> mean = (Map<String, Object>) spread.get("mean_ns");
        // mean 110, s = √200 = 14.1421, t(0.995, 1) = 63.657, half width 63.657 · 14.1421 / √2 = 636.57.
        assertEquals(110.0, mean.get("median"));
        assertEquals(110 - 636.57, (Double) mean.get("ci99_low"), 1e-6);
        @SuppressWarnings("unchecked")
        Map<String, Object> max = (Map<String, Object>) spread.get("max_ns");
        assertEquals(500.0, max.get("min"));
        assertEquals(900.0, max.get("max"));
        assertTrue(!max.containsKey("ci99_low"), "an interval is for the mean only");
        assertNull(ForkResults.spread(java.util.Collections.<Map<String, Object>>emptyList()));
    }

    private static Map<String, Object> fork(double mean, double p50, double p99, double max) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("mean_ns", mean);
        m.put("p50_ns", p50);
        m.put("p99_ns", p99);
        m.put("max_ns", max);
        return m;
    }
}
