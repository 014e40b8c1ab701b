package rtjbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The per-index distribution over cold starts, worked out by hand. */
class WarmupCurveTest {
    @Test
    void threeForksByHand() {
        List<WarmupCurve.Point> curve = WarmupCurve.of(Arrays.asList(
                new WarmupCurve.Record(1, new long[] {900_000, 50}, new long[] {300_000_000, 300_100_000}),
                new WarmupCurve.Record(2, new long[] {1_200_000, 40}, new long[] {310_000_000, 310_200_000}),
                new WarmupCurve.Record(3, new long[] {700_000}, new long[] {290_000_000})));
        assertEquals(2, curve.size());
        WarmupCurve.Point first = curve.get(0);
        assertEquals(0, first.index);
        assertEquals(3, first.forks);
        assertEquals(900_000, first.p50Nanos);
        assertEquals(1_200_000, first.p90Nanos);
        assertEquals(1_200_000, first.maxNanos);
        assertEquals(300.0, first.medianSinceStartMillis, 1e-9);
        WarmupCurve.Point second = curve.get(1); // the third fork has no second event
        assertEquals(2, second.forks);
        assertEquals(40, second.p50Nanos); // lower median of two
        assertEquals(50, second.p90Nanos);
        assertEquals(300.1, second.medianSinceStartMillis, 1e-9);
    }

    @Test
    void threadsOfOneForkCountAsOneFork() {
        List<WarmupCurve.Point> curve = WarmupCurve.of(Arrays.asList(
                new WarmupCurve.Record(1, new long[] {10}, new long[] {1}),
                new WarmupCurve.Record(1, new long[] {30}, new long[] {2})));
        assertEquals(1, curve.get(0).forks);
        assertEquals(10, curve.get(0).p50Nanos);
        assertEquals(30, curve.get(0).maxNanos);
    }

    @Test
    void aRecordNeedsATimeForEachEvent() {
        assertThrows(
                IllegalArgumentException.class, () -> new WarmupCurve.Record(1, new long[] {1, 2}, new long[] {1}));
    }
}
