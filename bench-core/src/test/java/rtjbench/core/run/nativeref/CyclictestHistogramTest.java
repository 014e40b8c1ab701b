package rtjbench.core.run.nativeref;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.core.bench.SampleBuffer;

/** cyclictest's histogram read back, from a saved run of cyclictest 2.40 on this machine (-t2 -h 100, two overflows). */
class CyclictestHistogramTest {
    private static List<String> fixture(String name) throws Exception {
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                CyclictestHistogramTest.class.getResourceAsStream("/cyclictest/" + name), StandardCharsets.UTF_8))) {
            for (String l; (l = r.readLine()) != null; ) lines.add(l);
        }
        return lines;
    }

    @Test
    void aSavedTwoThreadHistogramWithOverflows() throws Exception {
        CyclictestHistogram h = CyclictestHistogram.parse(fixture("h100-t2-overflows.txt"));
        assertEquals(2, h.threads());
        assertEquals(300, h.count(0));
        assertEquals(288, h.count(1), "the 2 overflows are not in the buckets");
        assertArrayEquals(new long[] {300, 288}, h.summary("Total"));
        assertArrayEquals(new long[] {18, 19}, h.summary("Min Latencies"));
        assertArrayEquals(new long[] {27, 29}, h.summary("Avg Latencies"));
        assertArrayEquals(new long[] {83, 149}, h.summary("Max Latencies"));
        assertArrayEquals(new long[] {0, 2}, h.summary("Histogram Overflows"));
        assertEquals(Arrays.<Long>asList(), h.overflowCycles(0));
        assertEquals(Arrays.asList(156L, 217L), h.overflowCycles(1));

        SampleBuffer s = h.samples(0);
        assertEquals(300, s.size());
        assertEquals(18_000, s.get(0), "the smallest latency's bucket, in ns");
        assertEquals(83_000, s.get(299), "the largest, under the histogram's 100 us");
        for (int i = 1; i < s.size(); i++) {
            assertTrue(s.get(i) >= s.get(i - 1), "ascending");
        }
        long sum = 0;
        for (int i = 0; i < s.size(); i++) sum += s.get(i);
        assertEquals(
                27, sum / s.size() / 1000, "the mean of the bucket lower bounds is cyclictest's average, truncated");
    }

    @Test
    void oneThreadFromText() {
        CyclictestHistogram h = CyclictestHistogram.parse(Arrays.asList(
                "# Histogram",
                "000000 000000",
                "000001 000002",
                "000002 000001",
                "# Total: 000000003",
                "# Min Latencies: 00001",
                "# Thread 0:"));
        assertEquals(1, h.threads());
        SampleBuffer s = h.samples(0);
        assertEquals(3, s.size());
        assertEquals(1000, s.get(0));
        assertEquals(2000, s.get(2));
    }

    @Test
    void badOutputIsRefusedNamingTheLine() {
        IllegalArgumentException columns = assertThrows(
                IllegalArgumentException.class,
                () -> CyclictestHistogram.parse(Arrays.asList("# Histogram", "000000 000001 000002", "000001 000003")));
        assertTrue(
                columns.getMessage().contains("line 3")
                        && columns.getMessage().contains("1 thread columns, but earlier lines have 2"),
                columns.getMessage());
        IllegalArgumentException total = assertThrows(
                IllegalArgumentException.class,
                () -> CyclictestHistogram.parse(Arrays.asList("000000 000001", "# Total: 000000005")));
        assertTrue(total.getMessage().contains("'# Total:' says 5"), total.getMessage());
        IllegalArgumentException garbage = assertThrows(
                IllegalArgumentException.class,
                () -> CyclictestHistogram.parse(
                        Arrays.asList("000000 000001", "T: 0 ( 1234) P:80 I:200 C: 1000 Min: 3")));
        assertTrue(garbage.getMessage().contains("line 2"), garbage.getMessage());
        IllegalArgumentException none = assertThrows(
                IllegalArgumentException.class,
                () -> CyclictestHistogram.parse(Arrays.asList("# /dev/cpu_dma_latency set to 0us")));
        assertTrue(none.getMessage().contains("run with -h"), none.getMessage());
    }
}
