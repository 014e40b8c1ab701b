package rtjbench.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import rtjbench.core.bench.RunLength;

class HistogramSinkTest {
    @Test
    void theWarmUpIsForgottenAndOnlyMeasuredSamplesReachTheIntervals() {
        HistogramSink sink = new HistogramSink(10);
        for (int i = 0; i < 500; i++) sink.record(1_000_000); // warm-up
        sink.reset();
        assertFalse(sink.measuring());
        sink.warmupOver();
        assertTrue(sink.measuring());
        for (int i = 0; i < 300; i++) sink.record(100 + i);
        Histogram first = sink.takeInterval();
        assertEquals(300, first.getTotalCount());
        assertEquals(399, first.getMaxValue(), "values below 2048 ticks are exact");
        for (int i = 0; i < 200; i++) sink.record(50);
        assertEquals(200, sink.takeInterval().getTotalCount());
        assertEquals(500, sink.ticks().getTotalCount(), "the total sums every interval taken");
        assertEquals(500, sink.recorded());
        assertEquals(399, sink.outliers().largestFirst()[0][0], "the warm-up's 1,000,000 is not an outlier");
        assertEquals(299, sink.outliers().largestFirst()[0][1], "index among the measured samples");
    }

    @Test
    void theHeapCheckCountsAtLeastWhatTheHistogramsTake() {
        long one = new Histogram(1, HistogramSink.HIGHEST_TICKS, HistogramSink.DIGITS).getEstimatedFootprintInBytes();
        assertTrue(RunLength.HISTOGRAM_BYTES_PER_THREAD >= 6 * one, "6 x " + one + " B");
        assertTrue(RunLength.HISTOGRAM_BYTES_PER_THREAD < 7 * one, "and not much more: " + one + " B");
    }

    @Test
    void samplesOutsideTheRangeAreCountedAtItsEdgesAndSaidSo() {
        HistogramSink sink = new HistogramSink(1);
        sink.warmupOver();
        sink.record(-5);
        sink.record(HistogramSink.HIGHEST_TICKS * 4);
        sink.record(HistogramSink.HIGHEST_TICKS);
        Histogram h = sink.takeInterval();
        assertEquals(3, h.getTotalCount());
        assertEquals(1, h.getCountAtValue(0));
        assertEquals(1, sink.clampedNegative());
        assertEquals(1, sink.clampedHigh());
        assertEquals(
                HistogramSink.HIGHEST_TICKS * 4,
                sink.outliers().largestFirst()[0][0],
                "the outlier keeps the real value");
    }
}
