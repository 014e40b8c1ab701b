package rtjbench.core.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.EveryTestapp;
import rtjbench.core.testing.ResultsSchema;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the writer produces matches the results format as written down in docs/schema: every harness testapp
 * (timer with its clock sub-runs, testop as a sweep, with a control run and a skipped entry) through the real
 * runner; and the schema is not a formality: one wrong field fails it, naming the field.
 */
class ResultsFormatTest {
    @TempDir
    static Path tmp;
    private static Path suite;
    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void runEveryHarnessTestapp() throws IOException {
        suite = EveryTestapp.in("rtjbench.core.")
                .with("testop", "size", "1K,2K")
                .plus("testop", "control", "true")
                .plus("testop", "behaviour", "unsupported")
                .run(tmp);
    }

    @Test
    void everyIndexFileTheRunnerWroteMatchesTheSchema() throws IOException {
        int files = ResultsSchema.assertValid(suite);
        Map<String, Integer> n = ResultsSchema.countByName(suite);
        assertEquals(1, (int) n.get("suite.json"));
        assertEquals(1, (int) n.get("sweep.json"), "testop size=1K,2K is a sweep");
        // 2 sweep points, the control run and its control folder, timer and its clock sub-runs (at least nanotime).
        assertTrue(n.get("metadata.json") >= 6, n.toString());
        assertEquals(files, n.get("suite.json") + n.get("sweep.json") + n.get("metadata.json"));
        assertTrue(Files.isRegularFile(suite.resolve("03-testop/control/metadata.json")), "the control run was written");
        assertTrue(Files.isRegularFile(suite.resolve("02-timer/clock=nanotime/metadata.json")), "timer's sub-runs were written");
    }

    private static JsonNode metadataOfARun() throws IOException {
        return JSON.readTree(suite.resolve("03-testop/metadata.json").toFile());
    }

    private static void assertBreaks(String file, JsonNode valid, Consumer<ObjectNode> breakIt, String expectedPath) throws IOException {
        assertEquals(0, ResultsSchema.problems(valid, file, "valid").size(), ResultsSchema.problems(valid, file, "valid").toString());
        ObjectNode broken = valid.deepCopy();
        breakIt.accept(broken);
        List<String> problems = ResultsSchema.problems(broken, file, "broken");
        assertTrue(!problems.isEmpty(), "a broken " + expectedPath + " should fail the schema");
        boolean named = false;
        for (String p : problems) named |= p.contains(expectedPath);
        assertTrue(named, "the problem should name " + expectedPath + ": " + problems);
    }

    @Test
    void aWrongFieldInMetadataFailsTheSchemaNamingTheField() throws IOException {
        JsonNode m = metadataOfARun();
        assertBreaks("metadata.json", m, o -> ((ObjectNode) o.get("threads").get(0)).put("samples", "many"), "/threads/0/samples");
        assertBreaks("metadata.json", m, o -> o.put("complete", "yes"), "/complete");
        assertBreaks("metadata.json", m, o -> o.put("format", "rtjbench-run/2"), "/format");
        assertBreaks("metadata.json", m, o -> o.remove("threads"), "threads");
        assertBreaks("metadata.json", m, o -> ((ObjectNode) o.get("clock")).put("name", "sundial"), "/clock/name");
        assertBreaks("metadata.json", m, o -> o.put("start", "yesterday"), "/start");
        assertBreaks("metadata.json", m, o -> ((ArrayNode) o.get("threads").get(0).get("cpus_seen")).add(-1), "/threads/0/cpus_seen/");
        assertBreaks("metadata.json", m, o -> o.put("complete", false), "/incomplete_reason");
        assertBreaks("metadata.json", m, o -> ((ObjectNode) o.get("clock")).remove("noise_floor"), "noise_floor");
    }

    @Test
    void aWrongFieldInAnIndexFailsTheSchemaNamingTheField() throws IOException {
        JsonNode s = JSON.readTree(suite.resolve("suite.json").toFile());
        assertBreaks("suite.json", s, o -> ((ObjectNode) o.get("entries").get(0)).put("status", "done"), "/entries/0/status");
        assertBreaks("suite.json", s, o -> ((ObjectNode) o.get("entries").get(0)).putNull("dir"), "/entries/0/dir");
        JsonNode w = JSON.readTree(suite.resolve("01-testop/sweep.json").toFile());
        assertBreaks("sweep.json", w, o -> o.putArray("swept"), "/swept");
        assertBreaks("sweep.json", w, o -> ((ObjectNode) o.get("entries").get(1)).put("dir", "../elsewhere"), "/entries/1/dir");
    }
}
