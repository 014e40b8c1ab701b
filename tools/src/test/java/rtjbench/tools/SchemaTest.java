package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.results.IndexKind;
import rtjbench.tools.results.JsonFiles;

/**
 * The results folders the tools are tested on are in the format as docs/schema writes it down, the same schema
 * the runner's output is checked against in every bench module: what is tested here is what the runner writes.
 */
class SchemaTest {
    /** Each index kind the tools read, and the schema of its format. */
    private static final Map<IndexKind, String> SCHEMA = Map.of(
            IndexKind.RUN, "rtjbench-run-1.schema.json",
            IndexKind.SWEEP, "rtjbench-sweep-1.schema.json",
            IndexKind.SUITE, "rtjbench-suite-1.schema.json",
            IndexKind.FORKS, "rtjbench-forks-1.schema.json");

    @TempDir
    Path tmp;

    private static Path schemaDir() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("docs/schema"))) return p.resolve("docs/schema");
        }
        throw new IllegalStateException(
                "docs/schema not found above " + Path.of("").toAbsolutePath());
    }

    private static List<String> problems(IndexKind kind, JsonNode doc) throws IOException {
        Schema schema;
        try (InputStream in = Files.newInputStream(schemaDir().resolve(SCHEMA.get(kind)))) {
            schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(in);
        }
        return schema.validate(doc).stream()
                .map(e -> e.getInstanceLocation() + ": " + e.getMessage())
                .toList();
    }

    /** Every index file below {@code dir}, validated; returns how many of each kind. */
    private static Map<IndexKind, Integer> assertValid(Path dir) throws IOException {
        Map<IndexKind, Integer> seen = new java.util.EnumMap<>(IndexKind.class);
        List<String> all = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.sorted().toList()) {
                for (IndexKind k : IndexKind.values()) {
                    if (!f.getFileName().toString().equals(k.fileName())) continue;
                    seen.merge(k, 1, Integer::sum);
                    problems(k, JsonFiles.read(f)).forEach(p -> all.add(f + ": " + p));
                }
            }
        }
        assertTrue(all.isEmpty(), "fixtures not in the results format:\n  " + String.join("\n  ", all));
        return seen;
    }

    @Test
    void theFixturesAreInTheResultsFormat() throws IOException {
        Map<IndexKind, Integer> suite = assertValid(Fixtures.suite(tmp.resolve("suite")));
        assertEquals(Map.of(IndexKind.SUITE, 1, IndexKind.SWEEP, 1, IndexKind.RUN, 4), suite);
        assertValid(Fixtures.run(tmp.resolve("run"), List.of(new long[] {1, 2}, new long[] {3})));
        Map<IndexKind, Integer> forked = assertValid(ForkFixtures.forkedSweep(tmp.resolve("forked"), "Test VM", 0, 0));
        assertEquals(Map.of(IndexKind.SWEEP, 1, IndexKind.FORKS, 2, IndexKind.RUN, 6), forked);
    }

    @Test
    void aFixtureMissingAFieldIsNot() throws IOException {
        Path run = Fixtures.run(tmp.resolve("run"), List.of(new long[] {1, 2}));
        ObjectNode meta = (ObjectNode) JsonFiles.read(run.resolve("metadata.json"));
        assertEquals(List.of(), problems(IndexKind.RUN, meta));
        meta.remove("testapp_name");
        List<String> problems = problems(IndexKind.RUN, meta);
        assertFalse(problems.isEmpty());
        assertTrue(problems.get(0).contains("testapp_name"), problems.toString());
    }
}
