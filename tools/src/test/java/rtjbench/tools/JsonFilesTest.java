package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.JsonFiles;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;

/** How the tools read JSON (Jackson's streaming parser into its tree): the shapes the format writes, exact integers, errors. */
class JsonFilesTest {
    @TempDir
    Path tmp;

    @Test
    void readsTheShapesOfTheResultsFormat() {
        JsonNode j = JsonFiles.parse("""
                {"format": "rtjbench-run/1", "swept": {"allocsize": "1K"}, "complete": true, "reason": null,
                 "clock": {"ns_per_tick": 1.0, "read_cost_ns": 28.93, "big": 6320816128, "neg": -1.5e3},
                 "text": "tab\\t quote\\" unicode\\u00b5 slash\\/", "threads": [{"index": 0, "cpus_seen": [0, 1]}, {"index": 1}]}
                """, "test");
        assertEquals("rtjbench-run/1", j.path("format").asText());
        assertEquals("1K", j.path("swept").path("allocsize").asText());
        assertTrue(j.path("complete").asBoolean(false));
        assertTrue(j.path("reason").isNull());
        assertEquals("fallback", j.path("reason").asText("fallback"));
        assertEquals("1.0", j.path("clock").path("ns_per_tick").asText(), "numbers keep their text");
        assertEquals(28.93, j.path("clock").path("read_cost_ns").asDouble(), 0);
        assertEquals(6320816128L, j.path("clock").path("big").asLong());
        assertEquals(-1500.0, j.path("clock").path("neg").asDouble(), 0);
        assertEquals("tab\t quote\" unicodeµ slash/", j.path("text").asText());
        List<Integer> idx = new ArrayList<>();
        for (JsonNode t : j.path("threads")) idx.add(t.path("index").asInt(-1));
        assertEquals(List.of(0, 1), idx);
        assertEquals("[0,1]", j.path("threads").get(0).path("cpus_seen").toString());
        assertTrue(j.path("nope").isMissingNode());
        assertEquals("", j.path("nope").path("deeper").asText());
        assertNull(j.get("nope"));
        assertFalse(j.has("nope"));
        assertEquals(JsonFiles.parse("{\"a\": [1, \"x\"]}", "a"), JsonFiles.parse("{ \"a\" : [ 1 , \"x\" ] }", "b"));
    }

    @Test
    void integersAbove2To53AreExact() {
        // 2^53 + 1 is the first integer a double cannot hold; the old reader turned it into 2^53.
        JsonNode j = JsonFiles.parse(
                "{\"long\": 9007199254740993, \"max\": 9223372036854775807, \"huge\": 123456789012345678901234567890}",
                "t");
        assertEquals(9007199254740993L, j.path("long").asLong());
        assertEquals("9007199254740993", j.path("long").asText());
        assertEquals(Long.MAX_VALUE, j.path("max").asLong());
        assertEquals("123456789012345678901234567890", j.path("huge").asText());
    }

    @Test
    void aMetadataLongAbove2To53RoundTripsThroughTheResultTree() throws Exception {
        Path run = Fixtures.run(tmp.resolve("run"), List.of(new long[] {1, 2, 3}));
        Path meta = run.resolve("metadata.json");
        Files.writeString(
                meta,
                Files.readString(meta)
                        .replace("\"unit\": \"ns\"", "\"unit\": \"ns\", \"tsc_ticks\": 9007199254740993"));
        RunDir r = ResultTree.loadRun(run);
        assertEquals(9007199254740993L, r.metadata().path("tsc_ticks").asLong());
        assertEquals("9007199254740993", r.metadata().path("tsc_ticks").asText());
    }

    @Test
    void errorsNameSourceLineAndColumn() {
        ToolException e =
                assertThrows(ToolException.class, () -> JsonFiles.parse("{\n  \"a\": 1,\n  \"b\" 2\n}", "m.json"));
        assertTrue(e.getMessage().startsWith("m.json:3:7: malformed JSON: "), e.getMessage());
        assertTrue(e.getMessage().contains("colon"), e.getMessage());
        e = assertThrows(ToolException.class, () -> JsonFiles.parse("{\"a\": [1, 2}", "x.json"));
        assertTrue(e.getMessage().startsWith("x.json:1:12: malformed JSON: "), e.getMessage());
        e = assertThrows(ToolException.class, () -> JsonFiles.parse("{\"a\": \"unterminated", "y.json"));
        assertTrue(e.getMessage().startsWith("y.json:1:") && e.getMessage().contains("malformed JSON"), e.getMessage());
        e = assertThrows(ToolException.class, () -> JsonFiles.parse("{} x", "z.json"));
        assertTrue(e.getMessage().startsWith("z.json:1:"), e.getMessage());
        e = assertThrows(ToolException.class, () -> JsonFiles.parse("  ", "empty.json"));
        assertTrue(e.getMessage().startsWith("empty.json:1:1: malformed JSON"), e.getMessage());
        e = assertThrows(ToolException.class, () -> JsonFiles.read(tmp.resolve("none.json")));
        assertEquals(tmp.resolve("none.json") + ": missing", e.getMessage());
    }
}
