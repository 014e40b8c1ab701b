package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;
import rtjbench.core.testing.StandIns;
import rtjbench.events.handler.VirtualThreads;

class ThreadStartTest {
    private final ThreadStart start = new ThreadStart();

    @ParameterizedTest
    @CsvSource({"platform,true", "platform,false", "virtual,true"})
    void everyStartRecordsOneSample(String kind, String keepAlive) throws Exception {
        startsRecordOneSampleEach(kind, keepAlive);
    }

    @Tag(StandIns.TAG)
    @Test
    void everyRealtimeThreadStartRecordsOneSample() throws Exception {
        startsRecordOneSampleEach("realtime", "true");
    }

    private void startsRecordOneSampleEach(String kind, String keepAlive) throws Exception {
        if ("virtual".equals(kind)) {
            assumeTrue(VirtualThreads.available(), "no virtual threads on this JDK");
        }
        MiniHarness h = MiniHarness.run(
                start,
                MiniHarness.config(
                        start,
                        "start_kind",
                        kind,
                        "keep_alive",
                        keepAlive,
                        "no_of_threads",
                        "2",
                        "count",
                        "60",
                        "warmup",
                        "10",
                        "instr_load",
                        "0"));
        for (SampleBuffer s : h.samples) {
            assertEquals(60, s.size());
            for (long v : s.toArray()) {
                assertTrue(v > 0 && v < 10_000_000_000L, kind + ": start latency " + v + " ns");
            }
        }
        assertEquals(Boolean.valueOf(keepAlive), h.metadata.get("keep_alive"));
    }

    @Test
    void keptAliveThreadsLiveUntilTheRunEnds() throws Exception {
        int before = Thread.activeCount();
        MiniHarness h =
                MiniHarness.run(start, MiniHarness.config(start, "count", "40", "warmup", "0", "instr_load", "0"));
        assertEquals(40, h.samples.get(0).size());
        // after close() the parked threads are released and end
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (Thread.activeCount() > before + 2 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertTrue(
                Thread.activeCount() <= before + 2, "started threads still alive after close: " + Thread.activeCount());
    }

    @Test
    void tooManyLiveThreadsAreRefused() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> start.check(
                        MiniHarness.config(start, "no_of_threads", "4096", "count", "100000000"), MiniHarness.env()));
        assertTrue(e.getMessage().contains("keep_alive=true keeps no_of_threads x count"), e.getMessage());
    }

    @Test
    void realtimeNeedsRtsj() {
        UnsupportedHereException e = assertThrows(
                UnsupportedHereException.class,
                () -> start.check(MiniHarness.config(start, "start_kind", "realtime"), MiniHarness.envWithoutRtsj()));
        assertTrue(e.getMessage().contains("lacks RTSJ"), e.getMessage());
    }
}
