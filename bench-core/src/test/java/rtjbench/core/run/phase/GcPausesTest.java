package rtjbench.core.run.phase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GcPausesTest {
    @TempDir
    Path dir;

    /** The notifications, the fallback where the VM cannot log (Java 8, OpenJ9, no DiagnosticCommand bean). */
    @Test
    void aCollectionIsReceivedWithItsDurationAndPlacedInItsPhase() throws Exception {
        GcPauses pauses = new GcPauses();
        String forced = System.setProperty("rtjbench.gc.pauses", "notifications");
        try {
            pauses.start(dir);
        } finally {
            restore(forced);
        }
        assumeTrue(!pauses.source().startsWith("unavailable"), "this VM sends no GC notifications: " + pauses.source());
        assertTrue(pauses.source().startsWith("GC notifications ("), pauses.source());
        long from = System.nanoTime();
        System.gc();
        List<GcPauses.Pause> all = null;
        for (int i = 0; i < 100; i++) { // notifications come on the VM's own thread, a little later
            all = pauses.all();
            if (!all.isEmpty()) break;
            Thread.sleep(20);
        }
        long to = System.nanoTime();
        pauses.stop();
        assertFalse(all.isEmpty(), "System.gc() was notified");
        GcPauses.Pause p = all.get(0);
        assertEquals("System.gc()", p.cause);
        assertTrue(
                p.startNanos >= from - 2_000_000L && p.startNanos <= to,
                "started within the call, on nanoTime: " + (p.startNanos - from) + " ns after its start, call took "
                        + (to - from));
        Map<String, Object> m = pauses.toMetadata(from - 2_000_000L, to);
        assertTrue(((Integer) m.get("count")) + ((Integer) m.get("concurrent_cycles")) >= 1, m.toString());
        Map<String, Object> before = pauses.toMetadata(0, from - 2_000_000L);
        assertEquals(0, before.get("count"), "nothing before the phase");
    }

    /**
     * A VM started with its GC logged (a cold fork): the log is read where the VM writes it, nothing is switched
     * on, and a pause that ended before the record started is not the run's.
     */
    @Test
    void aLogFromTheVmsStartIsReadThereWithoutThePausesBeforeTheRun() throws Exception {
        Path log = dir.resolve(GcPauses.LOG_FILE);
        long before = System.nanoTime() - 50_000_000L; // a pause that ended 50 ms before the record starts
        Files.write(
                log,
                ("[" + before + "ns] GC(0) Pause Young (Allocation Failure) 10M->2M(64M) 1.500ms\n")
                        .getBytes(StandardCharsets.UTF_8));
        GcPauses pauses = new GcPauses();
        String previous = System.setProperty(GcPauses.VM_START_LOG_PROPERTY, log.toString());
        try {
            pauses.start(dir);
        } finally {
            if (previous == null) {
                System.clearProperty(GcPauses.VM_START_LOG_PROPERTY);
            } else {
                System.setProperty(GcPauses.VM_START_LOG_PROPERTY, previous);
            }
        }
        assertTrue(pauses.source().startsWith("unified logging from the VM's start"), pauses.source());
        long during = System.nanoTime() + 5_000_000L;
        Files.write(
                log,
                ("[" + during + "ns] GC(1) Pause Young (Allocation Failure) 10M->2M(64M) 2.000ms\n")
                        .getBytes(StandardCharsets.UTF_8),
                StandardOpenOption.APPEND);
        pauses.stop();
        List<GcPauses.Pause> all = pauses.all();
        assertEquals(1, all.size(), "the pause before the run is left out: " + all);
        assertEquals(during - 2_000_000L, all.get(0).startNanos);
        assertTrue(Files.isRegularFile(log), "the VM's file stays where it is, under its name");
    }

    /**
     * A fork started before its folder existed logs beside the results: its run's gc-log.txt holds the lines from
     * the run's start on, in the run's folder, and the VM's file is gone.
     */
    @Test
    void aLogFromTheVmsStartBesideTheResultsBecomesTheRunsLogFromTheRunsStart() throws Exception {
        Path pending = Files.createDirectories(dir.resolve("elsewhere")).resolve("t0-p0-f1-gc.log");
        long before = System.nanoTime() - 50_000_000L;
        Files.write(
                pending,
                ("[" + before + "ns] GC(0) Pause Young (Allocation Failure) 10M->2M(64M) 1.500ms\n")
                        .getBytes(StandardCharsets.UTF_8));
        Path runDir = Files.createDirectories(dir.resolve("run"));
        GcPauses pauses = new GcPauses();
        String previous = System.setProperty(GcPauses.VM_START_LOG_PROPERTY, pending.toString());
        try {
            pauses.start(runDir);
        } finally {
            if (previous == null) {
                System.clearProperty(GcPauses.VM_START_LOG_PROPERTY);
            } else {
                System.setProperty(GcPauses.VM_START_LOG_PROPERTY, previous);
            }
        }
        long during = System.nanoTime() + 5_000_000L;
        String duringLine = "[" + during + "ns] GC(1) Pause Young (Allocation Failure) 10M->2M(64M) 2.000ms";
        Files.write(pending, (duringLine + "\n").getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
        pauses.stop();
        assertEquals(1, pauses.all().size(), pauses.all().toString());
        Path log = runDir.resolve(GcPauses.LOG_FILE);
        assertEquals(Collections.singletonList(duringLine), Files.readAllLines(log, StandardCharsets.UTF_8));
        assertFalse(Files.exists(pending), "the VM's file beside the results is removed");
    }

    private static void restore(String before) {
        if (before == null) {
            System.clearProperty("rtjbench.gc.pauses");
        } else {
            System.setProperty("rtjbench.gc.pauses", before);
        }
    }

    /**
     * The VM's own log (HotSpot 9+ with the DiagnosticCommand bean): collections made while it is on are read
     * when it stops, to the microsecond, on System.nanoTime; the file is left in the run's folder, and the
     * log's output is off again (nothing more is written to it).
     */
    @Test
    void collectionsAreReadFromTheVmsLogWithMicrosecondDurations() throws Exception {
        collectionsAreReadFromTheLogIn(dir);
    }

    /** VM.log splits its arguments at spaces: the VM writes elsewhere, and the file is moved in afterwards. */
    @Test
    void aRunFolderWithASpaceAndACommaGetsItsLogToo() throws Exception {
        collectionsAreReadFromTheLogIn(dir.resolve("load=stress-ng --cpu 1,gc_load=1MB"));
    }

    private void collectionsAreReadFromTheLogIn(Path dir) throws Exception {
        GcPauses pauses = new GcPauses();
        String forced = System.setProperty("rtjbench.gc.pauses", "log");
        try {
            pauses.start(dir);
        } finally {
            restore(forced);
        }
        assumeTrue(
                !pauses.source().startsWith("unavailable"),
                "this VM cannot log its GC at run time: " + pauses.source());
        assertTrue(pauses.source().startsWith("unified logging (gc=info"), pauses.source());
        long from = System.nanoTime();
        Object[] keep = new Object[64];
        for (int i = 0; i < 3; i++) {
            System.gc();
            for (int j = 0; j < 200_000; j++) {
                keep[j & 63] = new byte[1024]; // 200 MB: collections of the allocation's own
            }
        }
        long to = System.nanoTime();
        pauses.stop();
        Path log = dir.resolve(GcPauses.LOG_FILE);
        assertTrue(Files.exists(log), "the log is kept in the run's folder, under its name");
        long size = Files.size(log);
        System.gc();
        assertEquals(size, Files.size(log), "the VM writes nothing more into it once stopped");
        List<GcPauses.Pause> in = pauses.pauses(from, to);
        assertTrue(in.size() >= 3, "three System.gc() at least: " + pauses.all().size() + " read");
        boolean explicit = false;
        boolean fractional = false;
        for (GcPauses.Pause p : in) {
            explicit |= p.cause != null && p.cause.contains("System.gc()");
            fractional |= p.durationNanos % 1_000_000L != 0;
            assertTrue(p.durationNanos > 0 && p.startNanos + p.durationNanos <= to, "within the calls: " + p);
        }
        assertTrue(explicit, "a System.gc() cause, whatever the collector");
        assertTrue(fractional, "durations finer than the beans' milliseconds");
        Map<String, Object> m = pauses.toMetadata(from, to);
        assertEquals(in.size(), m.get("count"));
        assertEquals(0, pauses.toMetadata(0, from).get("count"), "nothing before the log was on");
    }

    @Test
    void concurrentCycleBeansAreNotPauses() {
        assertTrue(GcPauses.concurrentBean("ZGC Cycles"));
        assertTrue(GcPauses.concurrentBean("ZGC Major Cycles"));
        assertTrue(GcPauses.concurrentBean("Shenandoah Cycles"));
        assertTrue(GcPauses.concurrentBean("G1 Concurrent GC"));
        assertFalse(GcPauses.concurrentBean("ZGC Minor Pauses"));
        assertFalse(GcPauses.concurrentBean("G1 Young Generation"));
        assertFalse(GcPauses.concurrentBean("PS Scavenge"));
    }
}
