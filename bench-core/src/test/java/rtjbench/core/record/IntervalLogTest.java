package rtjbench.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.bench.StopFlag;

class IntervalLogTest {
    @TempDir
    Path dir;

    /**
     * The end of a run may come while the writer is forcing an interval to disk: the writer is interrupted
     * then, and that must neither fail the run nor lose a sample. Short intervals keep the writer busy writing.
     */
    @Test
    void finishingWhileTheWriterWritesLosesNothing() throws Exception {
        for (int round = 0; round < 8; round++) {
            Path folder = Files.createDirectory(dir.resolve("r" + round));
            HistogramSink sink = new HistogramSink(5);
            StopFlag stop = new StopFlag();
            IntervalLog log = new IntervalLog(
                    folder,
                    Collections.singletonList("thread-0"),
                    Collections.singletonList(sink),
                    1.0,
                    10_000_000L,
                    "test",
                    stop);
            sink.warmupOver();
            log.start(() -> {});
            long until = System.nanoTime() + 20_000_000L + round * 1_000_000L;
            long recorded = 0;
            while (System.nanoTime() < until) {
                sink.record(100 + recorded % 50);
                recorded++;
            }
            log.finish();
            assertNull(stop.reason(), "round " + round);
            assertEquals(recorded, countIn(folder.resolve("thread-0.hlog")), "round " + round);
        }
    }

    @Test
    void intervalsAreInNanosecondsFromTicks() throws Exception {
        HistogramSink sink = new HistogramSink(5);
        IntervalLog log = new IntervalLog(
                dir, Arrays.asList("thread-0"), Arrays.asList(sink), 0.5, 10_000_000L, "test", new StopFlag());
        sink.warmupOver();
        sink.record(2_000); // 2,000 ticks of 0.5 ns
        log.finish();
        try (HistogramLogReader reader =
                new HistogramLogReader(dir.resolve("thread-0.hlog").toFile())) {
            Histogram h = (Histogram) reader.nextIntervalHistogram();
            assertEquals(1, h.getTotalCount());
            assertEquals(1_000, h.getMaxValue());
        }
    }

    private static long countIn(Path hlog) throws Exception {
        long n = 0;
        try (HistogramLogReader reader = new HistogramLogReader(hlog.toFile())) {
            EncodableHistogram h;
            while ((h = reader.nextIntervalHistogram()) != null) {
                n += ((Histogram) h).getTotalCount();
            }
        }
        return n;
    }
}
