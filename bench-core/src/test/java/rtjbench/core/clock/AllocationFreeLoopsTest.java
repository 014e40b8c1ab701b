package rtjbench.core.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The timed loops allocate nothing: {@link AllocationFreeLoops} runs in a forked VM under Epsilon GC with a
 * 64 MB heap and TLABs off (so the heap in use counts every object). An allocation per iteration would
 * exhaust the heap (OutOfMemoryError, non-zero exit) or show as growth.
 */
class AllocationFreeLoopsTest {
    @Test
    void timedLoopsClockLoopsAndHistogramRecordingAllocateNothingUnderEpsilon() throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> cmd = new ArrayList<>(Arrays.asList(
                java,
                "-XX:+UnlockExperimentalVMOptions",
                "-XX:+UseEpsilonGC",
                "-Xms64m",
                "-Xmx64m",
                "-XX:-UseTLAB",
                "-cp",
                cp,
                AllocationFreeLoops.class.getName()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        StringBuilder out = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                out.append(line).append('\n');
            }
        }
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "forked VM did not finish");
        assertEquals(0, p.exitValue(), "forked Epsilon VM failed:\n" + out);
        assertTrue(out.toString().contains("OK allocation-free"), out.toString());
        assertTrue(out.toString().contains("clocks [nanotime"), out.toString());
        assertTrue(out.toString().contains("into a histogram sink"), out.toString());
    }
}
