package rtjbench.core.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SIGTERM (what Ctrl-C's SIGINT also does) during a run: the runner, in a VM of its own, stops the test
 * threads, writes the samples taken so far and marks the run incomplete, then exits 143.
 */
class SignalTest {
    @TempDir
    Path dir;

    @Test
    void aSignalSavesTheSamplesSoFarAsIncomplete() throws Exception {
        Path args = dir.resolve("args.xml");
        Files.write(args, ("<testapp name=\"testop\"><arg name=\"behaviour\" value=\"until_stopped\"/>"
                + "<arg name=\"no_of_threads\" value=\"2\"/><arg name=\"count\" value=\"1000\"/><arg name=\"mlockall\" value=\"false\"/>"
                + "<arg name=\"fork\" value=\"false\"/>"
                + "<arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/></testapp>").getBytes(StandardCharsets.UTF_8));
        Path runDirFile = dir.resolve("run-dir");
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process p = new ProcessBuilder(Arrays.asList(java, "-cp", cp, Main.class.getName(),
                "--run-dir-file", runDirFile.toString(), args.toString())).redirectErrorStream(true).start();
        StringBuilder out = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                out.append(line).append('\n');
                if (line.startsWith("[1/1] testop")) {
                    Thread.sleep(500); // the threads are past the gate and recording
                    // SIGTERM by hand: Process.destroy() would also close the output still being read.
                    new ProcessBuilder("pkill", "-TERM", "-f", runDirFile.toString()).start().waitFor();
                }
            }
        }
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the runner did not exit:\n" + out);
        assertEquals(143, p.exitValue(), out.toString());
        Path run = Paths.get(new String(Files.readAllBytes(runDirFile), StandardCharsets.UTF_8).trim());
        JsonNode meta = new ObjectMapper().readTree(run.resolve("metadata.json").toFile());
        assertFalse(meta.get("complete").asBoolean(), meta.toString());
        assertTrue(meta.get("incomplete_reason").asText().contains("signal"), meta.toString());
        assertFalse(Files.readAllLines(run.resolve("thread-0.txt")).isEmpty(), "the samples so far are kept");
        assertTrue(out.toString().contains("saving the samples taken so far"), out.toString());
    }
}
