package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.sched.overhead.Figure;
import rtjbench.sched.overhead.FigureTable;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.sched.overhead.Provenance;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.JsonFiles;

class OverheadModelFileTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("docs/schema"))) return p;
        }
        throw new IllegalStateException(
                "docs/schema not found above " + Path.of("").toAbsolutePath());
    }

    private static List<String> schemaProblems(JsonNode doc) throws IOException {
        try (InputStream in = Files.newInputStream(root().resolve("docs/schema").resolve(OverheadModelFile.SCHEMA))) {
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(in)
                    .validate(doc)
                    .stream()
                    .map(e -> e.getInstanceLocation() + ": " + e.getMessage())
                    .toList();
        }
    }

    static OverheadModel model() {
        Map<Figure, FigureTable> t = new EnumMap<>(Figure.class);
        Provenance run = new Provenance(
                "results/x/01-context_switch/extra_threads=0",
                "extra_threads=0",
                "context_switch",
                "OpenJDK 17 (G1)",
                "max",
                20000,
                null);
        t.put(
                Figure.CONTEXT_SWITCH,
                new FigureTable(
                        Figure.CONTEXT_SWITCH,
                        List.of(new FigureTable.Row(2, 135_000, run), new FigureTable.Row(4, 120_000, run))));
        t.put(
                Figure.CPMD_PREEMPTION,
                new FigureTable(
                        Figure.CPMD_PREEMPTION,
                        List.of(new FigureTable.Row(4096, 8_200, Provenance.note("a \"quoted\" note, über")))));
        Map<Figure, String> missing = new EnumMap<>(Figure.class);
        for (Figure f : Figure.values()) if (!t.containsKey(f)) missing.put(f, "not in this test");
        return new OverheadModel("Test VM on a test CPU", "max", t, missing, List.of("a note"));
    }

    @Test
    void aModelReadsBackAsWritten() throws IOException {
        OverheadModel m = model();
        Path f = tmp.resolve("m.json");
        String text =
                OverheadModelFile.text(m, new OverheadModelFile.Made("test", "2026-11-26T00:00:00Z", List.of("a")));
        Files.writeString(f, text);
        assertEquals(List.of(), schemaProblems(JsonFiles.read(f)));
        OverheadModel back = OverheadModelFile.read(f);
        assertEquals(m.name(), back.name());
        assertEquals(m.statistic(), back.statistic());
        assertEquals(m.missing(), back.missing());
        assertEquals(m.notes(), back.notes());
        for (Figure fig : List.of(Figure.CONTEXT_SWITCH, Figure.CPMD_PREEMPTION)) {
            List<FigureTable.Row> a = m.table(fig).rows();
            List<FigureTable.Row> b = back.table(fig).rows();
            assertEquals(a.size(), b.size());
            for (int i = 0; i < a.size(); i++) {
                assertEquals(a.get(i).key(), b.get(i).key());
                assertEquals(a.get(i).ns(), b.get(i).ns());
                assertEquals(a.get(i).source().toString(), b.get(i).source().toString());
            }
        }
        assertEquals(
                text,
                OverheadModelFile.text(back, new OverheadModelFile.Made("test", "2026-11-26T00:00:00Z", List.of("a"))));
    }

    /** The models written by hand in docs/overheads are read, and are what the schema says. */
    @Test
    void theHandWrittenExamplesAreModels() throws IOException {
        try (var files = Files.list(root().resolve("docs/overheads"))) {
            List<Path> all =
                    files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
            assertTrue(all.size() >= 2, all.toString());
            for (Path p : all) {
                assertEquals(List.of(), schemaProblems(JsonFiles.read(p)), p.toString());
                OverheadModel m = OverheadModelFile.read(p);
                assertTrue(m.table(Figure.CONTEXT_SWITCH) != null, p.toString());
            }
        }
    }

    private ObjectNode valid() throws IOException {
        return (ObjectNode) JSON.readTree(OverheadModelFile.text(model(), null));
    }

    private static ObjectNode figure(ObjectNode doc, String name) {
        return (ObjectNode) doc.get("figures").get(name);
    }

    private static ObjectNode row(ObjectNode doc, String figure, int i) {
        return (ObjectNode) figure(doc, figure).get("rows").get(i);
    }

    /** Each mistake, and the field the refusal must name. */
    private static Map<String, Consumer<ObjectNode>> mistakes() {
        Map<String, Consumer<ObjectNode>> m = new LinkedHashMap<>();
        m.put("field colour: unknown", d -> d.put("colour", "red"));
        m.put("field format: 'rtjbench-overheads/2'", d -> d.put("format", "rtjbench-overheads/2"));
        m.put("field format: missing", d -> d.remove("format"));
        m.put("field name: missing", d -> d.remove("name"));
        m.put("field name: a text", d -> d.put("name", 3));
        m.put("field figures: missing", d -> d.remove("figures"));
        m.put(
                "field figures.contextswitch: not a figure",
                d -> ((ObjectNode) d.get("figures")).putObject("contextswitch"));
        m.put("field figures.release: missing", d -> ((ObjectNode) d.get("figures")).remove("release"));
        m.put("field figures.release: holds either", d -> figure(d, "release").putArray("rows"));
        m.put(
                "field figures.release.missing: the reason",
                d -> figure(d, "release").put("missing", " "));
        m.put(
                "field figures.context_switch.rows: a list of at least one row",
                d -> figure(d, "context_switch").putArray("rows"));
        m.put(
                "field figures.context_switch.rows[0].wss_bytes: unknown",
                d -> row(d, "context_switch", 0).put("wss_bytes", 4));
        m.put(
                "field figures.context_switch.rows[0].tasks: missing",
                d -> row(d, "context_switch", 0).remove("tasks"));
        m.put(
                "field figures.context_switch.rows[0].tasks: 0 is below 1",
                d -> row(d, "context_switch", 0).put("tasks", 0));
        m.put(
                "field figures.context_switch.rows[1].ns: -5 is below 0",
                d -> row(d, "context_switch", 1).put("ns", -5));
        m.put(
                "field figures.context_switch.rows[1].ns: 1.5 is not a whole number",
                d -> row(d, "context_switch", 1).put("ns", 1.5));
        m.put(
                "field figures.context_switch.rows[1].ns: \"5\" is not a whole number",
                d -> row(d, "context_switch", 1).put("ns", "5"));
        m.put(
                "field figures.context_switch.rows: context_switch: two rows for tasks 2",
                d -> row(d, "context_switch", 1).put("tasks", 2));
        m.put(
                "field figures.context_switch.rows[0].source: missing",
                d -> row(d, "context_switch", 0).remove("source"));
        m.put(
                "field figures.context_switch.rows[0].source: names neither",
                d -> row(d, "context_switch", 0).putObject("source").put("vm", "x"));
        m.put(
                "field figures.context_switch.rows[0].source.url: unknown",
                d -> ((ObjectNode) row(d, "context_switch", 0).get("source")).put("url", "x"));
        m.put(
                "field figures.cpmd_preemption.rows[0].tasks: unknown",
                d -> row(d, "cpmd_preemption", 0).put("tasks", 1));
        m.put("field notes: a list of texts", d -> d.put("notes", "one"));
        m.put("field notes[0]: not a text", d -> ((ArrayNode) d.get("notes")).insert(0, 7));
        m.put("field made: ", d -> d.put("made", "yesterday"));
        return m;
    }

    @Test
    void everyMistakeIsBadInputNamingTheFileAndTheField() throws IOException {
        for (Map.Entry<String, Consumer<ObjectNode>> e : mistakes().entrySet()) {
            ObjectNode doc = valid();
            e.getValue().accept(doc);
            Path f = tmp.resolve("bad.json");
            Files.writeString(f, JSON.writeValueAsString(doc));
            ToolException x = assertThrows(ToolException.class, () -> OverheadModelFile.read(f), e.getKey());
            assertEquals(2, x.exitCode(), x.getMessage());
            assertTrue(x.getMessage().startsWith(f + ": "), x.getMessage());
            assertTrue(x.getMessage().contains(e.getKey()), "expected '" + e.getKey() + "' in: " + x.getMessage());
            assertTrue(
                    !schemaProblems(JsonFiles.read(f)).isEmpty() || e.getKey().contains("two rows"),
                    "the schema refuses it too: " + e.getKey());
        }
    }

    @Test
    void aFileThatIsNoJsonOrNoFileIsBadInput() throws IOException {
        Path f = tmp.resolve("broken.json");
        Files.writeString(f, "{\"format\": ");
        ToolException x = assertThrows(ToolException.class, () -> OverheadModelFile.read(f));
        assertEquals(2, x.exitCode());
        assertTrue(x.getMessage().contains(f.toString()) && x.getMessage().contains("malformed JSON"), x.getMessage());
        ToolException none = assertThrows(ToolException.class, () -> OverheadModelFile.read(tmp.resolve("none.json")));
        assertEquals(2, none.exitCode());
        assertTrue(none.getMessage().contains("none.json"), none.getMessage());
    }

    @Test
    void theOverheadsOptionReadsTheModelOrMeansTheIdealPlatform() throws IOException {
        Path f = tmp.resolve("m.json");
        Files.writeString(f, OverheadModelFile.text(model(), null));
        List<rtjbench.tools.cli.Options.Spec<?>> specs = List.of(OverheadModelFile.OPTION);
        var given = rtjbench.tools.cli.Options.parse("x", specs, new String[] {"--overheads", f.toString()});
        assertEquals(135_000, OverheadModelFile.fromOptions(given).contextSwitch(2));
        var none = rtjbench.tools.cli.Options.parse("x", specs, new String[0]);
        assertEquals(rtjbench.sched.overhead.Overheads.NONE, OverheadModelFile.fromOptions(none));
    }
}
