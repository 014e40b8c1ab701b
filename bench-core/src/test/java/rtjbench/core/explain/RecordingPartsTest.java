package rtjbench.core.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.os.CpuList;

/**
 * The recording's parts that need no privilege: the CPU mask, the steal reader (end times beside samples are
 * SampleBufferTest's).
 */
class RecordingPartsTest {
    @TempDir
    Path tmp;

    @Test
    void theCpuMaskIsHexInGroupsOf32() {
        assertEquals("1", TraceInstance.cpuMask(CpuList.of(0)));
        assertEquals("3", TraceInstance.cpuMask(CpuList.of(0, 1)));
        assertEquals("2", TraceInstance.cpuMask(CpuList.of(1)));
        assertEquals("1,00000001", TraceInstance.cpuMask(CpuList.of(0, 32)));
    }

    @Test
    void stealGrowthsOfTheMeasuredCpusAreKeptOnceRecording() throws Exception {
        Path stat = tmp.resolve("stat");
        write(stat, 100, 200);
        StealSampler s = new StealSampler(stat, CpuList.of(1));
        s.start(() -> {});
        write(stat, 100, 205); // before the measured phase: not kept
        awaitTwoReads(s); // by the sampler, however busy the machine: no sleep guesses how long it needs
        s.record();
        write(stat, 150, 207); // CPU 0 is not measured
        awaitTwoReads(s);
        Path out = tmp.resolve("steal.csv");
        s.finish(out);
        List<String> lines = Files.readAllLines(out);
        assertEquals("cpu,from_ns,to_ns,steal_ns", lines.get(0));
        assertEquals(2, lines.size(), lines.toString());
        String[] row = lines.get(1).split(",");
        assertEquals("1", row[0]);
        assertEquals("20000000", row[3], "2 USER_HZ ticks of 10 ms");
        assertTrue(Long.parseLong(row[1]) < Long.parseLong(row[2]), lines.get(1));
    }

    private static void awaitTwoReads(StealSampler s) throws InterruptedException {
        long from = s.reads();
        long giveUp = System.nanoTime() + 30_000_000_000L;
        while (s.reads() < from + 2 && System.nanoTime() < giveUp) {
            Thread.sleep(1);
        }
        assertTrue(s.reads() >= from + 2, "the sampler read the file twice within 30 s");
    }

    private static void write(Path stat, long steal0, long steal1) throws Exception {
        String text = "cpu  1 2 3 4 5 6 7 " + (steal0 + steal1) + " 0 0\n"
                + "cpu0 1 2 3 4 5 6 7 " + steal0 + " 0 0\n"
                + "cpu1 1 2 3 4 5 6 7 " + steal1 + " 0 0\n"
                + "intr 12345\n";
        // in place, as /proc/stat changes under the sampler's open file; one small write at a time
        Files.write(stat, text.getBytes(StandardCharsets.US_ASCII));
    }
}
