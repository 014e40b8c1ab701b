package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.crosscheck.JmhResults;

/**
 * CI's only JMH run: one twin, one size, one 100 ms iteration in this VM's fork-less mode, checked
 * for a JSON record crosscheck can read. The twins are benchmarks, not tests; this only proves they build and
 * run. The jar comes from bench-memory's package phase, which the reactor runs before tools' tests.
 */
class JmhSmokeTest {
    @TempDir
    Path tmp;

    @Test
    void aTwinRunsAndWritesJsonThatCrosscheckReads() throws Exception {
        Path jar = Path.of("..", "bench-memory", "target", "bench-memory-jmh.jar");
        Assumptions.assumeTrue(Files.isRegularFile(jar), jar + " is not built (run the whole reactor: mvn verify)");
        Path json = tmp.resolve("smoke.json");
        Path log = tmp.resolve("smoke.log");
        Process p = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        // A smoke run, not a measurement: it may overlap a real JMH run (which holds /tmp/jmh.lock).
                        "-Djmh.ignoreLock=true",
                        "-jar",
                        jar.toString(),
                        "MemoryTwins.arraycopy",
                        "-p",
                        "copysize=1024",
                        "-f",
                        "0",
                        "-wi",
                        "0",
                        "-i",
                        "1",
                        "-r",
                        "100ms",
                        "-bm",
                        "avgt",
                        "-rf",
                        "json",
                        "-rff",
                        json.toString())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the JMH smoke run did not end in 60 s");
        assertEquals(0, p.exitValue(), Files.readString(log));
        JmhResults r = JmhResults.read(json);
        JmhResults.Record copy = r.find("MemoryTwins.arraycopy", "avgt", Map.of("copysize", "1024"));
        assertNotNull(copy, Files.readString(json));
        assertTrue(copy.scoreNs() > 0 && copy.scoreNs() < 1_000_000, "1 KB copy took " + copy.scoreNs() + " ns");
    }
}
