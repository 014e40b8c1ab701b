package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
        Files.write(
                args,
                ("<testapp name=\"testop\"><arg name=\"behaviour\" value=\"until_stopped\"/>"
                                + "<arg name=\"no_of_threads\" value=\"2\"/><arg name=\"count\" value=\"1000\"/><arg name=\"mlockall\" value=\"false\"/>"
                                + "<arg name=\"fork\" value=\"false\"/>"
                                + "<arg name=\"time_limit\" value=\"60s\"/>"
                                + "<arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/></testapp>")
                        .getBytes(StandardCharsets.UTF_8));
        SignalledRunner r = SignalledRunner.run(args, dir.resolve("run-dir"), SignalledRunner.recording("testop"));
        String out = r.output;
        assertEquals(143, r.exit, out);
        Path run = r.runDir;
        JsonNode meta = new ObjectMapper().readTree(run.resolve("metadata.json").toFile());
        assertFalse(meta.get("complete").asBoolean(), meta.toString());
        assertTrue(meta.get("incomplete_reason").asText().contains("signal"), meta.toString());
        assertFalse(Files.readAllLines(run.resolve("thread-0.txt")).isEmpty(), "the samples so far are kept");
        assertTrue(out.contains("saving the samples taken so far"), out);
    }
}
