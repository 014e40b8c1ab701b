package rtjbench.core.run.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.JvmEntry;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.support.ConfigException;

/**
 * The heap a point runs on, worked out once for the plan's check, the fork's command line and the fork's record:
 * what it holds, the load's young room, who decides the size, and the refusal naming the VM and both sizes.
 */
class PointHeapTest {
    private static final long M = 1L << 20;
    private static final List<String> NO_OPTIONS = Collections.emptyList();
    private static final String HOTSPOT = "OpenJDK 64-Bit Server VM";

    private static Config config(String... keyValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) m.put(keyValues[i], keyValues[i + 1]);
        return Config.of("test", CommonArgs.SPECS, m);
    }

    private static PointHeap runnerHeap(Config config, HeapNeed testapp, List<String> options) {
        return PointHeap.of(testapp, config, null, options, HOTSPOT, null, 4096 * M, 64L << 30);
    }

    @Test
    void theSamplesTheirSavingAndTheTestappsPartsAreHeldAndAutoIsTwiceThemPlusRoom() {
        Config c = config("no_of_threads", "16", "count", "1000000");
        PointHeap heap = runnerHeap(c, HeapNeed.none().plus("regions", 200 * M, "per clock"), NO_OPTIONS);
        long samples = 16L * 1_000_000 * 8;
        long saving = 16L * 1_000_000 * PointHeap.SAVING_BYTES_PER_SAMPLE;
        assertEquals(
                samples + 200 * M + saving, heap.need().bytes(), heap.need().toString());
        assertEquals(2 * heap.need().bytes(), heap.requiredBytes());
        long auto = (2 * heap.need().bytes() + 96 * M + 16 * M - 1) / (16 * M) * (16 * M);
        assertEquals(auto, heap.heapBytes());
        assertEquals(
                Arrays.asList(
                        "-Xms" + (auto >> 20) + "m",
                        "-Xmx" + (auto >> 20) + "m",
                        "-XX:+AlwaysPreTouch",
                        "-D" + PointHeap.PROPERTY + "=auto," + auto),
                heap.forkOptions());
        assertTrue(heap.source().startsWith("heap=auto: 2 x "), heap.source());
        assertTrue(heap.source().contains("samples 122.1 MB (16 threads x 1,000,000 x 8 B)"), heap.source());
        assertTrue(heap.source().contains("regions 200.0 MB (per clock)"), heap.source());
    }

    @Test
    void theLongLivedSetAndTheLoadsYoungRoomAreCounted() {
        Config c = config("gc_load", "300MB/s", "gc_live", "256M", "count", "1000");
        PointHeap heap = runnerHeap(c, HeapNeed.none(), NO_OPTIONS);
        assertTrue(
                heap.need().toString().contains("gc_live 256.0 MB"), heap.need().toString());
        assertEquals((long) (300 * M * PointHeap.LOAD_YOUNG_SECONDS), heap.youngBytes());
        assertEquals(2 * heap.need().bytes() + heap.youngBytes(), heap.requiredBytes());
        assertTrue(heap.heapBytes() >= 2 * 256 * M + heap.youngBytes(), "the live set fits half the auto heap");
        assertTrue(heap.source().contains("young room: gc_load=300MB/s for 0.5 s"), heap.source());
    }

    @Test
    void endTimesAControlRunAndHistogramsChangeWhatIsHeld() {
        long plain = runnerHeap(config("count", "100000"), HeapNeed.none(), NO_OPTIONS)
                .need()
                .bytes();
        long explained = runnerHeap(config("count", "100000", "explain_above", "1ms"), HeapNeed.none(), NO_OPTIONS)
                .need()
                .bytes();
        long controlled = runnerHeap(config("count", "100000", "control", "true"), HeapNeed.none(), NO_OPTIONS)
                .need()
                .bytes();
        assertEquals(plain + 100000 * 8, explained, "each sample's end time");
        assertEquals(plain + 100000 * 8, controlled, "the control's samples");
        PointHeap histograms =
                runnerHeap(config("count", "100000000", "record", "histogram"), HeapNeed.none(), NO_OPTIONS);
        assertTrue(histograms.need().bytes() < 4 * M, "histograms keep their fixed size: " + histograms.need());
    }

    @Test
    void aTinyHeapIsStatedAsItIsAndNeverAsTheSizeItFallsShortOf() {
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> runnerHeap(config("count", "1000"), HeapNeed.none(), Arrays.asList("-Xmx1k"))
                        .check());
        assertTrue(e.getMessage().contains("has a max heap of 1 KB"), e.getMessage());
        String needs = e.getMessage().replaceAll("^this point needs a heap of at least ([^:]+):.*$", "$1");
        assertTrue(!needs.equals("1 KB") && !needs.isEmpty(), e.getMessage());
        assertEquals("1 KB", PointHeap.size(1024, false));
        assertEquals("2 KB", PointHeap.size(1025, true));
        assertEquals("1,536 KB", PointHeap.size(1536 * 1024, true));
        assertEquals("512 MB", PointHeap.size(512 * M, false));
        assertEquals("11 MB", PointHeap.size(10 * M + 1, true));
        assertEquals("10 MB", PointHeap.size(10 * M + 1, false));
        assertEquals("100 bytes", PointHeap.size(100, true));
    }

    @Test
    void aJvmEntryWithoutHeapOptionsGetsTheSameAutoHeapAsTheRunnersOwnVm() {
        Config c = config("gc_load", "300MB/s", "gc_live", "256M", "jvms", "par");
        JvmEntry par = new JvmEntry("par", System.getProperty("java.home"), "-XX:+UseParallelGC", 3);
        PointHeap own = runnerHeap(c, HeapNeed.none(), NO_OPTIONS);
        PointHeap entry = PointHeap.of(HeapNeed.none(), c, par, NO_OPTIONS, HOTSPOT, null, 4096 * M, 64L << 30);
        assertEquals(own.heapBytes(), entry.heapBytes());
        assertEquals(own.forkOptions(), entry.forkOptions());
    }

    @Test
    void aVmWhoseOptionsSizeTheHeapIsCheckedAgainstThemAndGetsNothingAdded() throws Exception {
        Config c = config("gc_load", "300MB/s", "gc_live", "400M", "jvms", "small");
        JvmEntry small = new JvmEntry("small", System.getProperty("java.home"), "-Xmx512m -XX:+UseParallelGC", 4);
        PointHeap heap = PointHeap.of(HeapNeed.none(), c, small, NO_OPTIONS, HOTSPOT, null, 4096 * M, 64L << 30);
        assertEquals(512 * M, heap.heapBytes());
        assertTrue(heap.forkOptions().isEmpty());
        ConfigException e = assertThrows(ConfigException.class, heap::check);
        assertTrue(
                e.getMessage().contains("this point needs a heap of at least")
                        && e.getMessage().contains("gc_live 400.0 MB")
                        && e.getMessage().contains("<jvm name=\"small\"> (line 4")
                        && e.getMessage().contains("has a max heap of 512 MB")
                        && e.getMessage().contains("[-Xmx512m]"),
                e.getMessage());
        runnerHeap(config("count", "1000"), HeapNeed.none(), Arrays.asList("-Xmx1g"))
                .check();
        assertTrue(runnerHeap(config("count", "1000"), HeapNeed.none(), Arrays.asList("-XX:MaxRAMPercentage=50"))
                .forkOptions()
                .isEmpty());
    }

    @Test
    void aGivenSizeTooSmallIsRefusedNamingBothSizes() {
        PointHeap heap = runnerHeap(config("heap", "64M", "count", "5000000"), HeapNeed.none(), NO_OPTIONS);
        ConfigException e = assertThrows(ConfigException.class, heap::check);
        assertTrue(
                e.getMessage().contains("but heap=64M gives the runner's VM (" + HOTSPOT + ") 64 MB"), e.getMessage());
    }

    @Test
    void anAutoHeapCappedByTheMachineIsRefused() {
        PointHeap heap = PointHeap.of(
                HeapNeed.none().plus("buffers", 3000 * M, ""),
                config("count", "1000"),
                null,
                NO_OPTIONS,
                HOTSPOT,
                null,
                4096 * M,
                4096 * M);
        assertEquals(2048 * M, heap.heapBytes());
        ConfigException e = assertThrows(ConfigException.class, heap::check);
        assertTrue(e.getMessage().contains("heap=auto is capped at half of this machine's 4,096 MB"), e.getMessage());
    }

    @Test
    void aForkRunsOnTheHeapTheRunnerHandedIt() throws Exception {
        Config c = config("count", "1000");
        PointHeap runner = runnerHeap(c, HeapNeed.none(), NO_OPTIONS);
        String handed = "auto," + runner.heapBytes();
        PointHeap fork = PointHeap.of(
                HeapNeed.none(),
                c,
                null,
                runner.forkOptions(),
                HOTSPOT,
                handed,
                runner.heapBytes() - 10 * M,
                64L << 30);
        assertEquals(runner.heapBytes(), fork.heapBytes(), "the size asked, not the collector's accounting of it");
        assertTrue(fork.forkOptions().isEmpty());
        fork.check();
        assertEquals(runner.need().toString(), fork.need().toString(), "the same parts, worked out the same way");
    }

    @Test
    void withoutForksThePointRunsOnTheRunnersHeapAsStarted() {
        PointHeap heap = runnerHeap(config("fork", "false", "count", "1000"), HeapNeed.none(), NO_OPTIONS);
        assertEquals(4096 * M, heap.heapBytes());
        assertTrue(heap.forkOptions().isEmpty());
        assertTrue(heap.source().startsWith("the runner's VM as it was started"), heap.source());
    }

    @Test
    void jamaicaVmAndOthersGetTheSizeOnly() {
        Config c = config("jvms", "j");
        JvmEntry jamaica = new JvmEntry("j", "/opt/jamaica/bin/jamaicavm", "", 2);
        PointHeap heap = PointHeap.of(HeapNeed.none(), c, jamaica, NO_OPTIONS, HOTSPOT, null, 4096 * M, 0);
        assertEquals(
                Arrays.asList("-Xms128m", "-Xmx128m", "-D" + PointHeap.PROPERTY + "=auto,134217728"),
                heap.forkOptions());
        assertTrue(PointHeap.preTouches("Java HotSpot(TM) 64-Bit Server VM"));
        assertTrue(!PointHeap.preTouches("Eclipse OpenJ9 VM"));
    }

    @Test
    void theMachinesMemoryFromMeminfo(@TempDir Path dir) throws Exception {
        Path meminfo = dir.resolve("meminfo");
        Files.write(
                meminfo,
                Arrays.asList("MemTotal:       24573880 kB", "MemFree:        23000000 kB"),
                StandardCharsets.UTF_8);
        assertEquals(24573880L * 1024, PointHeap.physicalBytes(meminfo));
        assertEquals(0, PointHeap.physicalBytes(dir.resolve("absent")));
    }
}
