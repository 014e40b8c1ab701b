package rtjbench.core.testing;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The results format as written down once: the JSON Schemas in {@code docs/schema/}, one per index file, and a
 * check of a whole results folder against them. The writer's tests (every bench module) and the tools' tests
 * both use these files, so the format cannot drift on one side only.
 */
public final class ResultsSchema {
    /** Index file name to the schema of its kind (the version-1 formats; the schema's {@code const} checks it). */
    private static final Map<String, String> SCHEMA_OF_FILE = new LinkedHashMap<String, String>();

    static {
        SCHEMA_OF_FILE.put("metadata.json", "rtjbench-run-1.schema.json");
        SCHEMA_OF_FILE.put("sweep.json", "rtjbench-sweep-1.schema.json");
        SCHEMA_OF_FILE.put("suite.json", "rtjbench-suite-1.schema.json");
        SCHEMA_OF_FILE.put("forks.json", "rtjbench-forks-1.schema.json");
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, Schema> SCHEMAS = new LinkedHashMap<String, Schema>();

    private ResultsSchema() {}

    /** docs/schema of this checkout: tests run in a module folder, so it is looked for upwards from there. */
    public static Path schemaDir() {
        for (Path p = Paths.get("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path dir = p.resolve("docs").resolve("schema");
            if (Files.isDirectory(dir)) return dir;
        }
        throw new IllegalStateException(
                "docs/schema not found above " + Paths.get("").toAbsolutePath());
    }

    private static synchronized Schema schema(String file) throws IOException {
        Schema s = SCHEMAS.get(file);
        if (s == null) {
            try (InputStream in = Files.newInputStream(schemaDir().resolve(file))) {
                s = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                        .getSchema(in);
            }
            SCHEMAS.put(file, s);
        }
        return s;
    }

    /** The index files below {@code folder} (itself included) that the format defines, in path order. */
    public static List<Path> indexFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(f -> SCHEMA_OF_FILE.containsKey(f.getFileName().toString()))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    /** What is wrong with one index file, judged by the schema its name calls for: "file: /json/path: message". */
    public static List<String> problems(Path file) throws IOException {
        return problems(JSON.readTree(file.toFile()), file.getFileName().toString(), file.toString());
    }

    /** What is wrong with {@code document} as the index file named {@code fileName}; {@code source} names it. */
    public static List<String> problems(JsonNode document, String fileName, String source) throws IOException {
        String schemaFile = SCHEMA_OF_FILE.get(fileName);
        if (schemaFile == null) {
            throw new IllegalArgumentException(
                    fileName + " is no index file of the results format; known: " + SCHEMA_OF_FILE.keySet());
        }
        List<String> out = new ArrayList<String>();
        for (Error e : schema(schemaFile).validate(document)) {
            out.add(source + ": " + e.getInstanceLocation() + ": " + e.getMessage());
        }
        return out;
    }

    /** Fails listing every problem of every index file below {@code folder}; returns how many files were checked. */
    public static int assertValid(Path folder) throws IOException {
        List<Path> files = indexFiles(folder);
        if (files.isEmpty()) fail(folder + " holds no metadata.json, sweep.json or suite.json");
        List<String> all = new ArrayList<String>();
        for (Path f : files) all.addAll(problems(f));
        if (!all.isEmpty()) fail("not in the results format (docs/schema):\n  " + String.join("\n  ", all));
        return files.size();
    }

    /** The index files below {@code folder} by name (metadata.json, sweep.json, suite.json), for coverage checks. */
    public static Map<String, Integer> countByName(Path folder) throws IOException {
        Map<String, Integer> n = new LinkedHashMap<String, Integer>();
        for (String name : SCHEMA_OF_FILE.keySet()) n.put(name, 0);
        for (Path f : indexFiles(folder)) n.merge(f.getFileName().toString(), 1, Integer::sum);
        return Collections.unmodifiableMap(n);
    }
}
