package rtjbench.tools.sched;

import static rtjbench.tools.sched.OverheadModelFile.FORMAT;
import static rtjbench.tools.sched.OverheadModelFile.SCHEMA;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.overhead.Figure;
import rtjbench.sched.overhead.FigureTable;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.sched.overhead.Provenance;
import rtjbench.tools.cli.ToolException;

/**
 * Reads one overhead model file's JSON ({@link OverheadModelFile}) field by field, so that a mistake is named where
 * it is; the schema is applied after, so that what it refuses is never read. Every refusal names the file.
 */
final class OverheadModelReader {
    private static final Set<String> TOP =
            Set.of("format", "name", "statistic", "made", "measured_on", "figures", "notes");
    /** The keys of {@code measured_on}: the machine the figures were measured on ({@link ModelProvenance}). */
    private static final Set<String> MACHINE =
            Set.of("cpu_model", "kernel", "arch", "virtualised", "vm_name", "vm_version");

    private static final Set<String> SOURCE = Set.of("run", "point", "testapp", "vm", "statistic", "samples", "note");
    private static Schema schema;

    private final Path file;

    OverheadModelReader(Path file) {
        this.file = file;
    }

    private ToolException bad(String field, String problem) {
        // A field or a value of the file is quoted short and visible: the message stays one line to read.
        String f = field.length() <= 80 ? Quoted.visible(field) : Quoted.of(field);
        String p = Quoted.visible(problem.replaceAll("\\s*[\\r\\n]+\\s*", " "));
        return ToolException.input(file + ": field " + f + ": " + (p.length() > 500 ? p.substring(0, 500) + "…" : p)
                + " (the format: docs/schema/" + SCHEMA + ", docs/schedulability.md)");
    }

    OverheadModel model(JsonNode doc) {
        if (!doc.isObject()) throw bad("(the document)", "not a JSON object");
        for (Iterator<String> it = doc.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!TOP.contains(k)) throw bad(k, "unknown; the fields are " + String.join(", ", sorted(TOP)));
        }
        JsonNode format = doc.get("format");
        if (format == null) throw bad("format", "missing; it is \"" + FORMAT + "\"");
        if (!FORMAT.equals(format.asText()))
            throw bad(
                    "format",
                    Quoted.of(format.asText()) + " is not " + FORMAT + " (a newer rtjbench may have written it)");
        String name = text(doc, "name", true);
        JsonNode stat = doc.get("statistic");
        String statistic = stat == null || stat.isNull() ? null : text(doc, "statistic", true);
        JsonNode made = doc.get("made");
        if (made != null && !made.isObject()) throw bad("made", "an object: by, at (a date-time) and runs");
        JsonNode figures = doc.get("figures");
        if (figures == null || !figures.isObject()) throw bad("figures", "missing; an object with every figure");
        for (Iterator<String> it = figures.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (Figure.byField(k) == null) throw bad("figures." + k, "not a figure; the figures are " + fields());
        }
        Map<Figure, FigureTable> tables = new EnumMap<>(Figure.class);
        Map<Figure, String> missing = new EnumMap<>(Figure.class);
        for (Figure f : Figure.values()) {
            String at = "figures." + f.field();
            JsonNode n = figures.get(f.field());
            if (n == null)
                throw bad(at, "missing; give its rows, or {\"missing\": \"why\"} where there is no such figure");
            if (!n.isObject()) throw bad(at, "not an object");
            if (n.has("missing") == n.has("rows") || n.size() != 1)
                throw bad(at, "holds either \"rows\" or \"missing\" (with the reason), and nothing else");
            if (n.has("missing")) {
                String why =
                        n.get("missing").isTextual() ? n.get("missing").asText().trim() : "";
                if (why.isEmpty()) throw bad(at + ".missing", "the reason the figure is missing, as text");
                missing.put(f, why);
            } else {
                tables.put(f, table(f, n.get("rows"), at + ".rows"));
            }
        }
        List<String> notes = new ArrayList<>();
        JsonNode ns = doc.get("notes");
        if (ns != null) {
            if (!ns.isArray()) throw bad("notes", "a list of texts");
            for (int i = 0; i < ns.size(); i++) {
                if (!ns.get(i).isTextual()) throw bad("notes[" + i + "]", "not a text");
                notes.add(ns.get(i).asText());
            }
        }
        schemaCheck(doc);
        return new OverheadModel(name, statistic, tables, missing, notes);
    }

    private FigureTable table(Figure f, JsonNode rows, String at) {
        if (!rows.isArray() || rows.isEmpty()) throw bad(at, "a list of at least one row");
        String keyField = f.key().field();
        List<FigureTable.Row> list = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            String rowAt = at + "[" + i + "]";
            JsonNode r = rows.get(i);
            if (!r.isObject()) throw bad(rowAt, "not an object");
            for (Iterator<String> it = r.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                if (!k.equals(keyField) && !k.equals("ns") && !k.equals("source"))
                    throw bad(
                            rowAt + "." + k, "unknown; a row of " + f.field() + " has " + keyField + ", ns and source");
            }
            long key = wholeNumber(r, keyField, rowAt, 1);
            long value = wholeNumber(r, "ns", rowAt, 0);
            list.add(new FigureTable.Row(key, value, source(r.get("source"), rowAt + ".source")));
        }
        try {
            return new FigureTable(f, list);
        } catch (IllegalArgumentException e) {
            throw bad(at, e.getMessage());
        }
    }

    /** {@code measured_on}: the machine, each key a text ({@code virtualised} true or false); null where absent. */
    ModelProvenance.Machine machine(JsonNode m) {
        if (m == null || m.isNull()) return null;
        if (!m.isObject()) throw bad("measured_on", "an object: " + String.join(", ", sorted(MACHINE)));
        Map<String, String> f = new HashMap<>();
        for (Iterator<String> it = m.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!MACHINE.contains(k))
                throw bad("measured_on." + k, "unknown; measured_on has " + String.join(", ", sorted(MACHINE)));
            JsonNode v = m.get(k);
            if (k.equals("virtualised")
                    ? !v.isBoolean()
                    : !v.isTextual() || v.asText().isBlank())
                throw bad("measured_on." + k, (k.equals("virtualised") ? "true or false" : "a text") + ", not " + v);
            f.put(k, v.asText());
        }
        return ModelProvenance.Machine.of(f);
    }

    private Provenance source(JsonNode s, String at) {
        if (s == null) throw bad(at, "missing; every figure says where it came from (a run, or a note)");
        if (!s.isObject()) throw bad(at, "not an object");
        for (Iterator<String> it = s.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!SOURCE.contains(k))
                throw bad(at + "." + k, "unknown; a source has " + String.join(", ", sorted(SOURCE)));
        }
        String run = text(s, "run", false, at);
        String note = text(s, "note", false, at);
        if (run == null && note == null) throw bad(at, "names neither a run nor a note");
        long samples = s.has("samples") ? wholeNumber(s, "samples", at, 0) : -1;
        return new Provenance(
                run,
                text(s, "point", false, at),
                text(s, "testapp", false, at),
                text(s, "vm", false, at),
                text(s, "statistic", false, at),
                samples,
                note);
    }

    private long wholeNumber(JsonNode o, String field, String at, long least) {
        JsonNode v = o.get(field);
        if (v == null) throw bad(at + "." + field, "missing");
        if (!v.isIntegralNumber() || !v.canConvertToLong())
            throw bad(
                    at + "." + field,
                    shown(v) + " is not a whole number" + (field.equals("ns") ? " of nanoseconds" : ""));
        if (v.asLong() < least) throw bad(at + "." + field, v.asLong() + " is below " + least);
        return v.asLong();
    }

    private String text(JsonNode o, String field, boolean required) {
        return text(o, field, required, null);
    }

    private String text(JsonNode o, String field, boolean required, String at) {
        String path = at == null ? field : at + "." + field;
        JsonNode v = o.get(field);
        if (v == null || v.isNull()) {
            if (required) throw bad(path, "missing");
            return null;
        }
        if (!v.isTextual() || v.asText().isEmpty()) throw bad(path, "a text, not " + shown(v));
        return v.asText();
    }

    /** What the hand checks above let through and the schema refuses (they should agree; this keeps them so). */
    private void schemaCheck(JsonNode doc) {
        List<Error> errors = schema().validate(doc);
        if (!errors.isEmpty()) {
            Error e = errors.get(0);
            String field = e.getInstanceLocation().toString();
            throw bad(field.isEmpty() ? "(the document)" : field, e.getMessage());
        }
    }

    /** A value of the file as a message shows it: as written where it is short, else its start and length. */
    private static String shown(JsonNode v) {
        String s = v.toString();
        return s.length() <= Quoted.SHOWN ? Quoted.visible(s) : Quoted.of(s);
    }

    private static List<String> sorted(Set<String> s) {
        return s.stream().sorted().toList();
    }

    private static String fields() {
        List<String> f = new ArrayList<>();
        for (Figure x : Figure.values()) f.add(x.field());
        return String.join(", ", f);
    }

    private static synchronized Schema schema() {
        if (schema == null) {
            String name = "/rtjbench/schema/" + SCHEMA;
            try (InputStream in = OverheadModelFile.class.getResourceAsStream(name)) {
                if (in == null) throw new IllegalStateException(name + " is missing from the tools jar");
                schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                        .getSchema(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return schema;
    }
}
