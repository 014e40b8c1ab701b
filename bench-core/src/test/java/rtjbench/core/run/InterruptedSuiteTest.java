package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SIGTERM (what Ctrl-C's SIGINT does too) to the runner of a suite while a fork measures: after the VM has
 * exited, suite.json is final (the stopped entry incomplete, never left "running") and no temporary file is left
 * beside it; the console, its summary row and suite.json say what the stopped fork saved. The signal's hook waits for the runner to write the
 * index of the point it stopped before the VM halts; without that wait the halt fell between the index's
 * temporary file and its rename in most runs here, so two runs are enough to see it.
 */
class InterruptedSuiteTest {
    private final ObjectMapper json = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void theSuiteIndexIsFinalAfterASignalAndNoTemporaryFileIsLeft() throws Exception {
        for (int attempt = 1; attempt <= 2; attempt++) {
            Path base = Files.createDirectory(dir.resolve("try-" + attempt));
            Path args = base.resolve("args.xml");
            Files.write(
                    args,
                    ("<suite name=\"interrupted\">\n"
                                    + "<testapp name=\"testop\">\n"
                                    + "  <arg name=\"datadir\" value=\"" + base.resolve("results") + "\"/>\n"
                                    + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                                    + "  <arg name=\"clock\" value=\"nanotime\"/>\n"
                                    + "  <arg name=\"count\" value=\"1000000\"/>\n"
                                    + "  <arg name=\"warmup\" value=\"10\"/>\n"
                                    + "  <arg name=\"instr_load\" value=\"10\"/>\n"
                                    + "  <arg name=\"behaviour\" value=\"until_stopped\"/>\n"
                                    + "  <arg name=\"time_limit\" value=\"60s\"/>\n"
                                    + "</testapp>\n"
                                    + "<testapp name=\"testop\"><arg name=\"count\" value=\"10\"/></testapp>\n"
                                    + "</suite>\n")
                            .getBytes(StandardCharsets.UTF_8));
            SignalledRunner r = SignalledRunner.run(args, base.resolve("run-dir"), SignalledRunner.recording("testop"));
            assertEquals(143, r.exit, r.output);
            Path top = r.runDir;
            JsonNode entries = json.readTree(top.resolve("suite.json").toFile()).get("entries");
            assertEquals("incomplete", entries.get(0).get("status").asText(), "try " + attempt + ": " + entries);
            assertTrue(entries.get(0).get("reason").asText().contains("signal"), entries.toString());
            assertEquals(1, entries.size(), "no testapp starts after the signal: " + entries);
            try (Stream<Path> s = Files.walk(top)) {
                List<Path> temporary = s.filter(p -> p.getFileName().toString().endsWith(".tmp"))
                        .collect(Collectors.toList());
                assertEquals(0, temporary.size(), "try " + attempt + ": " + temporary);
            }
            assertFalse(r.output.contains("testop: no samples"), "what the fork saved is said: " + r.output);
            // ... as saved, in suite.json and in the summary's row, where the fork reported no figures
            JsonNode saved = entries.get(0).get("saved");
            assertTrue(saved != null && saved.asText().matches("[0-9][0-9,]* samples saved"), entries.toString());
            assertTrue(
                    r.output.contains(saved.asText() + "; incomplete: interrupted by a signal"),
                    "the summary's row: " + r.output);
        }
    }
}
