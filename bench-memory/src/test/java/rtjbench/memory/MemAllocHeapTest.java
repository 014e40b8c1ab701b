package rtjbench.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.HeapNeed;
import rtjbench.core.run.Main;

class MemAllocHeapTest {
    @TempDir
    Path dir;

    private static Config config(String allocsize, String threads, String count) {
        Map<String, String> texts = new HashMap<>();
        texts.put(MemAlloc.ALLOCSIZE.name(), allocsize);
        texts.put(CommonArgs.THREADS.name(), threads);
        texts.put(CommonArgs.COUNT.name(), count);
        return Config.of("memalloc", CommonArgs.with(new MemAlloc().arguments()), texts);
    }

    @Test
    void inTheHeapEachThreadHoldsTheArrayItKeepsAndTheOneItAllocates() {
        HeapNeed need = new MemAlloc().heapNeed(config("10K", "16", "10000"), null);
        assertEquals(16 * 2 * (10 * 1024 + MemAlloc.ARRAY_OVERHEAD), need.bytes());
        assertTrue(need.toString().contains("16 threads x 2 x 10K + 32 B"), need.toString());
    }

    @Test
    void inImmortalMemoryTheArraysAreNotOnTheHeap() {
        Map<String, String> texts = new HashMap<>();
        texts.put(MemAlloc.MEMTYPE.name(), "immortal");
        texts.put(MemAlloc.ALLOCSIZE.name(), "1M");
        Config immortal = Config.of("memalloc", CommonArgs.with(new MemAlloc().arguments()), texts);
        assertEquals(0, new MemAlloc().heapNeed(immortal, null).bytes());
    }

    @Test
    void theOperationAllocatesAFreshArrayEachTimeAndHandsItBack() {
        MemAlloc.Allocation op = new MemAlloc.Allocation(100);
        Object first = op.operate();
        Object second = op.operate();
        assertNotNull(second);
        assertEquals(100, ((byte[]) second).length);
        assertFalse(first == second);
    }

    @Test
    void endToEndAnAllocationThatCannotFitExits2AndWritesNothing() throws Exception {
        Path args = dir.resolve("args.xml");
        Files.write(
                args,
                ("<testapp name=\"memalloc\"><arg name=\"allocsize\" value=\"1G\"/><arg name=\"no_of_threads\" value=\"256\"/><arg name=\"datadir\" value=\""
                                + dir.resolve("results") + "\"/></testapp>")
                        .getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {args.toString()},
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true));
        assertEquals(2, status);
        // 256 threads x 2 x 1 GB exceeds half of any machine this test could run on.
        assertTrue(
                err.toString().contains("this point needs a heap of at least")
                        && err.toString().contains("allocated arrays")
                        && err.toString().contains("256 threads x 2 x 1G + 32 B"),
                err.toString());
        assertFalse(Files.exists(dir.resolve("results")));
    }

    @Test
    void endToEndHeapAllocationGrowsWithSize() throws Exception {
        Path args = dir.resolve("args.xml");
        Files.write(
                args,
                ("<testapp name=\"memalloc\"><arg name=\"allocsize\" value=\"64,64K\"/><arg name=\"count\" value=\"2000\"/>"
                                + "<arg name=\"warmup\" value=\"2000\"/><arg name=\"mlockall\" value=\"false\"/><arg name=\"instr_load\" value=\"0\"/>"
                                + "<arg name=\"fork\" value=\"false\"/>"
                                + "<arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/></testapp>")
                        .getBytes(StandardCharsets.UTF_8));
        int status = Main.run(
                new String[] {"--quiet", args.toString()},
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream()));
        assertEquals(0, status);
        Path top = Files.list(dir.resolve("results")).findFirst().get();
        long small = median(top.resolve("allocsize=64/thread-0.txt"));
        long large = median(top.resolve("allocsize=64K/thread-0.txt"));
        // Zeroing 64 KB costs at least several times more than 64 B on any machine.
        assertTrue(large > 3 * small, "median 64 B: " + small + " ns, 64 KB: " + large + " ns");
    }

    private static long median(Path file) throws Exception {
        long[] v = Files.readAllLines(file).stream()
                .mapToLong(Long::parseLong)
                .sorted()
                .toArray();
        return v[v.length / 2];
    }
}
