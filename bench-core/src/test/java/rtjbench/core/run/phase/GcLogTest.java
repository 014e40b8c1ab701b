package rtjbench.core.run.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The GC log parser against lines HotSpot wrote ({@code -Xlog:gc,gc+phases=info:file=...:timenanos}, a small
 * program allocating and calling System.gc()), for every collector of JDK 17 and Temurin 25, cut to a few
 * collections each (src/test/resources/gclog).
 */
class GcLogTest {
    @TempDir
    Path dir;

    static List<GcLog.Entry> parse(Path file) throws IOException {
        final List<GcLog.Entry> entries = new ArrayList<>();
        GcLog.parse(file, entries::add);
        return entries;
    }

    static Path fixture(String name) throws URISyntaxException {
        return Paths.get(GcLogTest.class.getResource("/gclog/" + name).toURI());
    }

    private static List<GcLog.Entry> pauses(List<GcLog.Entry> all) {
        List<GcLog.Entry> p = new ArrayList<>();
        for (GcLog.Entry e : all) if (!e.concurrent) p.add(e);
        return p;
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Serial-17.txt",
                "Serial-25.txt",
                "Parallel-17.txt",
                "Parallel-25.txt",
                "G1-17.txt",
                "G1-25.txt",
                "Z-17.txt",
                "Z-25.txt",
                "Shenandoah-17.txt",
                "Shenandoah-25.txt",
                "Shenandoah-25-degenerated.txt"
            })
    void everyPauseLineOfEveryCollectorIsReadAsOnePause(String name) throws Exception {
        Path file = fixture(name);
        int pauseLines = 0;
        int concurrentLines = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String body = line.replaceFirst("^\\[\\d+ns\\] GC\\(\\d+\\) ([YyO]: )?", "");
            if (body.equals(line)) continue;
            if (body.startsWith("Pause ")) pauseLines++;
            if (body.startsWith("Concurrent ") && body.endsWith("ms")) concurrentLines++;
        }
        List<GcLog.Entry> all = parse(file);
        List<GcLog.Entry> pauses = pauses(all);
        assertTrue(pauseLines > 0, name + " has pauses");
        assertEquals(pauseLines, pauses.size(), name + ": " + pauses);
        assertEquals(concurrentLines, all.size() - pauses.size(), name);
        for (GcLog.Entry e : pauses) {
            assertTrue(e.durationNanos > 0, "a pause takes time: " + e);
            assertTrue(e.action.startsWith("Pause "), e.toString());
            assertTrue(!e.action.matches(".*\\d+[KMG]->.*"), "the heap change is no part of the action: " + e);
        }
    }

    @Test
    void aG1PauseStartsItsDurationBeforeItsLineWithTheCauseApart() throws Exception {
        // [10417120898406ns] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 12M->3M(256M) 2.339ms
        GcLog.Entry first = parse(fixture("G1-17.txt")).get(0);
        assertEquals(0, first.gcId);
        assertEquals("Pause Young (Normal)", first.action);
        assertEquals("G1 Evacuation Pause", first.cause);
        assertEquals(2_339_000L, first.durationNanos);
        assertEquals(10417120898406L - 2_339_000L, first.startNanos);
        assertNull(first.generation);
    }

    @Test
    void aFullCollectionsCauseKeepsItsOwnParentheses() throws Exception {
        // [10419568712377ns] GC(8) Pause Full (System.gc()) 57M->21M(231M) 11.995ms
        GcLog.Entry full = null;
        for (GcLog.Entry e : parse(fixture("Parallel-25.txt"))) if (e.gcId == 8) full = e;
        assertEquals("Pause Full", full.action);
        assertEquals("System.gc()", full.cause);
        assertEquals(11_995_000L, full.durationNanos);
    }

    @Test
    void zgcPausesAreSubMillisecondWithTheirCollectionsCauseAndGeneration() throws Exception {
        List<GcLog.Entry> z25 = parse(fixture("Z-25.txt"));
        // [10420573617229ns] GC(0) Y: Pause Mark Start (Major) 0.014ms, of "GC(0) Major Collection (Warmup)"
        GcLog.Entry first = z25.get(0);
        assertEquals("Pause Mark Start (Major)", first.action);
        assertEquals("Young", first.generation);
        assertEquals("Warmup", first.cause);
        assertEquals(14_000L, first.durationNanos);
        int old = 0;
        for (GcLog.Entry e : pauses(z25)) {
            assertTrue(e.durationNanos < 1_000_000L, "ZGC pauses are below a millisecond: " + e);
            if (e.gcId == 13) assertEquals("System.gc()", e.cause);
            if ("Old".equals(e.generation)) old++;
        }
        assertTrue(old > 0, "a major collection pauses for its old generation too");
        // JDK 17 names the cause only when the collection ends: "GC(2) Garbage Collection (System.gc()) ..."
        for (GcLog.Entry e : parse(fixture("Z-17.txt"))) {
            if (e.gcId == 2) assertEquals("System.gc()", e.cause, e.toString());
            if (e.gcId == 0) assertEquals("Warmup", e.cause, e.toString());
        }
    }

    @Test
    void shenandoahTakesItsCauseFromTheTriggerBeforeTheCollection() throws Exception {
        // [..] Trigger: GC request (System.gc()) / [..] GC(4) Concurrent reset ... / GC(4) Pause Init Mark ...
        for (GcLog.Entry e : parse(fixture("Shenandoah-25.txt"))) {
            if (e.gcId == 4) assertEquals("GC request (System.gc())", e.cause, e.toString());
        }
        // Trigger: Handle Allocation Failure / GC(59) Pause Degenerated GC (Roots) 243M->58M(256M) 8.579ms
        GcLog.Entry degenerated =
                parse(fixture("Shenandoah-25-degenerated.txt")).get(0);
        assertEquals("Pause Degenerated GC (Roots)", degenerated.action);
        assertEquals("Handle Allocation Failure", degenerated.cause);
        assertEquals(8_579_000L, degenerated.durationNanos);
    }

    @Test
    void g1sConcurrentCycleIsReadFromItsEndLine() throws Exception {
        int cycles = 0;
        for (GcLog.Entry e : parse(fixture("G1-17.txt"))) {
            if (e.concurrent) {
                assertEquals("Concurrent Mark Cycle", e.action);
                cycles++;
            }
        }
        assertEquals(1, cycles, "the start line, without a duration, is not a second one");
    }

    @Test
    void aLineCutShortAndOtherLinesArePassedOver() throws Exception {
        Path file = dir.resolve("cut.txt");
        Files.write(
                file,
                ("[1000ns] Using G1\n"
                                + "[5000000ns] GC(0)   Evacuate Collection Set: 2.1ms\n"
                                + "[6000000ns] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 12M->3M(256M) 1.500ms\n"
                                + "[9000000ns] Allocation Stall (main) 0.123ms\n"
                                + "[9500000ns] GC(1) Pause You")
                        .getBytes(StandardCharsets.UTF_8));
        List<GcLog.Entry> all = parse(file);
        assertEquals(1, all.size(), all.toString());
        assertEquals(4_500_000L, all.get(0).startNanos);
    }
}
