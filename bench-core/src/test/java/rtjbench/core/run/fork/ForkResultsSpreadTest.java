package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** forks.json's spread block, from the forks' entries (the statistics themselves: rtjbench.stats.ForkSpread). */
class ForkResultsSpreadTest {
    @Test
    void theSpreadOfForksJsonTakesTheCompleteForksOnly() {
        List<ForkResults.Statistics> complete = Arrays.asList(fork(100, 50, 90, 500), fork(120, 60, 95, 900));
        Map<String, Object> spread = ForksIndex.spreadJson(ForkResults.spread(complete));
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
        assertNull(ForkResults.spread(java.util.Collections.<ForkResults.Statistics>emptyList()));
    }

    private static ForkResults.Statistics fork(double mean, double p50, double p99, double max) {
        return ForkResults.Statistics.of(1000, mean, p50, p99, max);
    }
}
