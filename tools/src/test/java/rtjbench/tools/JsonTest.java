package rtjbench.tools;

import org.junit.jupiter.api.Test;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.Json;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tools' own JSON reader on what the results format writes, and its errors. */
class JsonTest {
    @Test
    void readsTheShapesOfTheResultsFormat() {
        Json j = Json.parse("""
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
        for (Json t : j.path("threads")) idx.add(t.path("index").asInt(-1));
        assertEquals(List.of(0, 1), idx);
        assertEquals("[0,1]", j.path("threads").get(0).path("cpus_seen").toString());
        assertTrue(j.path("nope").isMissingNode());
        assertEquals("", j.path("nope").path("deeper").asText());
        assertNull(j.get("nope"));
        assertFalse(j.has("nope"));
        assertEquals(Json.parse("{\"a\": [1, \"x\"]}", "a"), Json.parse("{ \"a\" : [ 1 , \"x\" ] }", "b"));
    }

    @Test
    void errorsNameSourceLineAndColumn() {
        ToolException e = assertThrows(ToolException.class, () -> Json.parse("{\n  \"a\": 1,\n  \"b\" 2\n}", "m.json"));
        assertTrue(e.getMessage().startsWith("m.json:3:7: malformed JSON: ':' expected"), e.getMessage());
        e = assertThrows(ToolException.class, () -> Json.parse("{\"a\": [1, 2}", "x.json"));
        assertTrue(e.getMessage().startsWith("x.json:1:12: malformed JSON: ']' expected"), e.getMessage());
        e = assertThrows(ToolException.class, () -> Json.parse("{\"a\": \"unterminated", "y.json"));
        assertTrue(e.getMessage().contains("unterminated string"), e.getMessage());
        e = assertThrows(ToolException.class, () -> Json.parse("{} x", "z.json"));
        assertTrue(e.getMessage().contains("unexpected text after the JSON value"), e.getMessage());
    }
}
