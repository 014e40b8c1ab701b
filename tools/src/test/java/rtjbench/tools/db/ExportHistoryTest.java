package rtjbench.tools.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import rtjbench.tools.Fixtures;
import rtjbench.tools.history.ExportCommand;
import rtjbench.tools.results.JsonFiles;

/** {@code history}, {@code export} and {@code report --db} over a SQLite database holding two runs. */
class ExportHistoryTest {
    @TempDir
    Path tmp;

    @Test
    void historyExportAndReportReadTheStoredFigures() throws Exception {
        Path first = DbFixtures.suite(tmp.resolve("20260101-000000-quick"));
        Path second = DbFixtures.copy(first, tmp.resolve("20260102-000000-quick"));
        DbFixtures.editMetadata(second, "\"start\": \"2026-01-01T00:00:00Z\"", "\"start\": \"2026-01-02T00:00:00Z\"");
        String url = DbFixtures.sqlite(tmp);
        assertEquals(
                0,
                Fixtures.cli("ingest", "--db", url, first.toString(), second.toString())
                        .exit());
        String id = RunReader.read(second, null).runId();
        StoredRun stored = RunReader.read(second, null);

        Fixtures.Result h = Fixtures.cli(
                "history",
                "--db",
                url,
                "--point",
                "memalloc allocsize=4K",
                "--statistic",
                "p99",
                "--unit",
                "ns",
                "--plot",
                tmp.resolve("p99.svg").toString());
        assertEquals(0, h.exit(), h.err());
        List<String> lines = h.out().lines().toList();
        assertEquals("memalloc allocsize=4K | Test CPU | Test VM 17.0.1 | default", lines.get(0));
        long p99 = Math.round(stored.points().get(1).figure("p99"));
        assertTrue(
                lines.get(1).startsWith("  2026-01-01T00:00:00Z")
                        && lines.get(1).contains(" " + p99 + " ns"),
                h.out());
        assertTrue(
                lines.get(2).startsWith("  2026-01-02T00:00:00Z")
                        && lines.get(2).contains(id),
                h.out());
        assertTrue(Files.readString(tmp.resolve("p99.svg")).contains("<svg"));
        Fixtures.Result png = Fixtures.cli(
                "history",
                "--db",
                url,
                "--testapp",
                "timer",
                "--plot",
                tmp.resolve("t.png").toString());
        assertEquals(0, png.exit(), png.err());
        assertTrue(Files.size(tmp.resolve("t.png")) > 1000);

        Fixtures.Result bmf = Fixtures.cli("export", "--db", url, "--format", "bmf", "latest");
        assertEquals(0, bmf.exit(), bmf.err());
        JsonNode doc = JsonFiles.parse(bmf.out(), "bmf");
        assertEquals(4, doc.size());
        assertEquals(
                stored.points().get(1).figure("p99"),
                doc.path("memalloc allocsize=4K").path("p99").path("value").asDouble());

        Fixtures.Result lava = Fixtures.cli("export", "--db", url, "--format", "lava", "--statistics", "p99", id);
        assertEquals(0, lava.exit(), lava.err());
        List<String> cases = lava.out().lines().toList();
        assertEquals(4, cases.size());
        for (String c : cases) {
            assertTrue(c.matches("lava-test-case [A-Za-z0-9._-]+ --result pass --measurement [0-9.]+ --units ns"), c);
        }
        assertTrue(cases.stream().anyMatch(c -> c.startsWith("lava-test-case memalloc_allocsize_4K_p99 ")), lava.out());
        assertEquals("a_b_c", ExportCommand.lavaName("a b;$(c)"));

        Fixtures.Result noGate = Fixtures.cli("export", "--db", url, "--format", "junit", id);
        assertEquals(2, noGate.exit());
        assertEquals(
                0,
                Fixtures.cli("gate", "--db", url, "--baseline", "latest", second.toString())
                        .exit());
        Fixtures.Result junit = Fixtures.cli("export", "--db", url, "--format", "junit", id);
        assertEquals(0, junit.exit(), junit.err());
        Document xml = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new java.io.ByteArrayInputStream(junit.out().getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertEquals("12", xml.getDocumentElement().getAttribute("tests")); // 4 points x mean, p50, p99
        assertEquals("0", xml.getDocumentElement().getAttribute("failures"));

        Path page = tmp.resolve("lab.html");
        assertEquals(
                0,
                Fixtures.cli("report", "--db", url, "--output", page.toString(), "--quiet")
                        .exit());
        String html = Files.readString(page);
        assertTrue(html.contains("<h2>memalloc</h2>") && html.contains("<h2>timer</h2>"), html);
        assertTrue(html.contains("<polyline"), "a sparkline of two runs");
        assertTrue(html.contains("no significant change"), "the gate's verdict");
    }
}
