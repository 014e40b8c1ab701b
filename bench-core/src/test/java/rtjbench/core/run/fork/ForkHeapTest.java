package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.HeapSize;

/** The fixed heap a fork is started with, and when the VM's own options win. */
class ForkHeapTest {
    private static final long M = 1L << 20;

    @Test
    void hotSpotGetsAFixedPreTouchedHeapSizedFromTheLiveData() {
        assertEquals(
                Arrays.asList(
                        "-Xms496m", "-Xmx496m", "-XX:+AlwaysPreTouch", "-Drtjbench.heap=auto,520093696,209715200"),
                ForkHeap.options(
                        Arrays.asList("-Dx=y"), "OpenJDK 64-Bit Server VM", HeapSize.AUTO, 200 * M, 64L << 30));
    }

    @Test
    void aGivenSizeIsUsedAsItIs() {
        assertEquals(
                Arrays.asList("-Xms2048m", "-Xmx2048m", "-XX:+AlwaysPreTouch", "-Drtjbench.heap=2G,2147483648,0"),
                ForkHeap.options(
                        Collections.<String>emptyList(),
                        "Java HotSpot(TM) 64-Bit Server VM",
                        HeapSize.of(2L << 30),
                        0,
                        0));
    }

    @Test
    void jamaicaVmAndOthersGetTheSizeOnly() {
        assertEquals(
                Arrays.asList("-Xms128m", "-Xmx128m", "-Drtjbench.heap=auto,134217728,0"),
                ForkHeap.options(Collections.<String>emptyList(), "JamaicaVM", HeapSize.AUTO, 0, 0));
        assertEquals(
                Arrays.asList("-Xms128m", "-Xmx128m", "-Drtjbench.heap=auto,134217728,0"),
                ForkHeap.options(Collections.<String>emptyList(), "Eclipse OpenJ9 VM", HeapSize.AUTO, 0, 0));
    }

    @Test
    void theVmsOwnHeapOptionsWin() {
        assertTrue(ForkHeap.options(
                        Arrays.asList("-Xmx1g", "-Dx=y"), "OpenJDK 64-Bit Server VM", HeapSize.of(256 * M), 0, 0)
                .isEmpty());
        assertTrue(ForkHeap.options(
                        Arrays.asList("-XX:MaxRAMPercentage=50"), "OpenJDK 64-Bit Server VM", HeapSize.AUTO, 0, 0)
                .isEmpty());
    }

    @Test
    void theMachinesMemoryFromMeminfo(@TempDir Path dir) throws Exception {
        Path meminfo = dir.resolve("meminfo");
        Files.write(
                meminfo,
                Arrays.asList("MemTotal:       24573880 kB", "MemFree:        23000000 kB"),
                StandardCharsets.UTF_8);
        assertEquals(24573880L * 1024, ForkHeap.physicalBytes(meminfo));
        assertEquals(0, ForkHeap.physicalBytes(dir.resolve("absent")));
    }
}
