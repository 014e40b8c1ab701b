package rtjbench.tools.db;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.IndexKind;
import rtjbench.tools.results.JsonFiles;

/**
 * Holds a folder's index files to docs/schema (the same schemas the runner's output is tested against; the build
 * puts them in the tools jar): a file that breaks its schema is refused naming the file, the field and what is
 * wrong, before anything is stored.
 */
final class SchemaCheck {
    private static final Map<IndexKind, String> FILES = Map.of(
            IndexKind.RUN, "rtjbench-run-1.schema.json",
            IndexKind.SWEEP, "rtjbench-sweep-1.schema.json",
            IndexKind.SUITE, "rtjbench-suite-1.schema.json",
            IndexKind.FORKS, "rtjbench-forks-1.schema.json");
    private static final Map<IndexKind, Schema> LOADED = new EnumMap<>(IndexKind.class);

    private SchemaCheck() {}

    /** Refuses (exit 2) {@code dir}'s index file of {@code kind} where it breaks the schema. */
    static void check(IndexKind kind, Path dir) {
        Path file = dir.resolve(kind.fileName());
        JsonNode doc = JsonFiles.read(file);
        List<Error> errors = schema(kind).validate(doc);
        if (!errors.isEmpty()) {
            Error e = errors.get(0);
            String field = e.getInstanceLocation().toString();
            // A missing property is reported at the object that lacks it: name the property itself.
            if ("required".equals(e.getKeyword()) && e.getProperty() != null) field = field + "/" + e.getProperty();
            throw ToolException.input(file + ": field " + (field.isEmpty() ? "(the document)" : field) + ": "
                    + e.getMessage() + " (docs/schema/" + FILES.get(kind) + ")"
                    + (errors.size() > 1 ? "; " + (errors.size() - 1) + " more problems" : "") + "; nothing stored");
        }
    }

    private static synchronized Schema schema(IndexKind kind) {
        return LOADED.computeIfAbsent(kind, k -> {
            String name = "/rtjbench/schema/" + FILES.get(k);
            try (InputStream in = SchemaCheck.class.getResourceAsStream(name)) {
                if (in == null) throw new IllegalStateException(name + " is missing from the tools jar");
                return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                        .getSchema(in);
            } catch (IOException e) {
                throw new IllegalStateException("cannot read " + name, e);
            }
        });
    }
}
