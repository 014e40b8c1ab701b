package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** tools stats and the report show the CPU time a run recorded per event, and leave older runs' tables alone. */
class CpuColumnTest {
    @TempDir
    Path tmp;

    @Test
    void statsShowsCpuPerEventWithTheHandlersAndTheCpusKeptBusy() throws Exception {
        Path run = Fixtures.run(tmp.resolve("run"), List.of(new long[] {1000, 2000, 3000, 4000}));
        ObjectMapper json = new ObjectMapper();
        ObjectNode meta =
                (ObjectNode) json.readTree(run.resolve("metadata.json").toFile());
        meta.put("cpu_ns_per_event", 2500.0);
        ObjectNode thread = (ObjectNode) meta.get("threads").get(0);
        thread.put("cpu_ns", 4000).put("cpu_ns_per_event", 1000.0).put("cpu_busy", 0.25);
        ArrayNode helpers = thread.putArray("helper_threads");
        helpers.addObject()
                .put("name", "handler-0")
                .put("cpu_ns", 6000)
                .put("cpu_ns_per_event", 1500.0)
                .put("cpu_busy", 0.98);
        json.writeValue(run.resolve("metadata.json").toFile(), meta);

        Fixtures.Result r = Fixtures.cli("stats", run.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = Files.readAllLines(run.resolve("stats.csv"));
        assertTrue(lines.get(0).endsWith(",cpu_ns_per_event,cpus_busy"), lines.get(0));
        assertTrue(lines.get(1).startsWith("thread-0,") && lines.get(1).endsWith(",2500.0,1.23"), lines.get(1));
        assertTrue(lines.get(2).startsWith("all,") && lines.get(2).endsWith(",2500.0,1.23"), lines.get(2));

        Fixtures.Result report = Fixtures.cli("report", run.toString());
        assertEquals(0, report.exit(), report.err());
        String html = Files.readString(run.resolve("report.html"));
        assertTrue(html.contains("cpu_ns_per_event"), "the report's statistics table has the column");
    }

    @Test
    void aRunWithoutCpuTimeKeepsItsTable() throws Exception {
        Path run = Fixtures.run(tmp.resolve("old"), List.of(new long[] {1000, 2000}));
        Fixtures.Result r = Fixtures.cli("stats", run.toString());
        assertEquals(0, r.exit(), r.err());
        assertFalse(Files.readAllLines(run.resolve("stats.csv")).get(0).contains("cpu"));
    }
}
