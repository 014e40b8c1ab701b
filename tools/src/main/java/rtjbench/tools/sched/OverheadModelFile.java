package rtjbench.tools.sched;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.overhead.Figure;
import rtjbench.sched.overhead.FigureTable;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.overhead.Provenance;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.JsonFiles;

/**
 * The overhead model file, format {@code rtjbench-overheads/1} (docs/schema/rtjbench-overheads-1.schema.json,
 * docs/schedulability.md): written by {@code sched overheads}, written by hand from a vendor's or a paper's
 * figures, and read by every sched command that takes {@code --overheads MODEL} through {@link #read}.
 *
 * <p>Reading checks the file field by field, so that a mistake is named where it is ({@code
 * figures.context_switch.rows[2].ns: -5 is below 0}); the schema is then applied as well, so that what the schema
 * refuses is never read. Any refusal is bad input: exit 2, naming the file and the field.
 */
public final class OverheadModelFile {
    public static final String FORMAT = "rtjbench-overheads/1";
    public static final String SCHEMA = "rtjbench-overheads-1.schema.json";
    private static final JsonFactory FACTORY = new JsonFactory();
    private static final Set<String> TOP =
            Set.of("format", "name", "statistic", "made", "measured_on", "figures", "notes");
    /** The keys of {@code measured_on}: the machine the figures were measured on ({@link ModelProvenance}). */
    private static final Set<String> MACHINE =
            Set.of("cpu_model", "kernel", "arch", "virtualised", "vm_name", "vm_version");

    private static final Set<String> SOURCE = Set.of("run", "point", "testapp", "vm", "statistic", "samples", "note");
    private static Schema schema;

    /** The {@code --overheads MODEL} option, worded the same in every command that charges overheads. */
    public static final Options.Spec OPTION = Options.Spec.value(
            "overheads",
            "MODEL",
            null,
            "an overhead model to charge (sched overheads makes one; by hand: docs/schedulability.md); none: the"
                    + " ideal platform");

    /** The largest model file read (a model is a few KB: seven tables of a few rows); a larger one is refused unread. */
    static final long MAX_BYTES = 4 << 20;

    private OverheadModelFile() {}

    /** The model {@code --overheads} names, or {@link Overheads#NONE} where the command line names none. */
    public static Overheads fromOptions(Options o) {
        String v = o.value(OPTION.name());
        return v == null ? Overheads.NONE : read(Path.of(v));
    }

    /** The model in {@code file}; a {@link ToolException} with exit 2 naming the file and the field where it is not one. */
    public static OverheadModel read(Path file) {
        return load(file).model();
    }

    /** A model read back with where it was measured ({@code measured_on}; its machine null where the file has none). */
    public record Loaded(OverheadModel model, ModelProvenance provenance) {}

    /** The model in {@code file} and its provenance; bad input (exit 2) as {@link #read}. */
    public static Loaded load(Path file) {
        String notAFile = TaskSetFile.notARegularFile(file);
        if (notAFile != null) {
            throw ToolException.input(
                    file + ": " + (notAFile.equals("no such file") ? "no such overhead model file" : notAFile));
        }
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw ToolException.input(file + ": is " + Files.size(file) + " bytes, more than the " + MAX_BYTES
                        + " an overhead model file may have");
            }
        } catch (IOException e) {
            throw ToolException.input(file + ": cannot read: " + e.getMessage());
        }
        JsonNode doc;
        try {
            doc = JsonFiles.read(file);
        } catch (ToolException e) {
            throw ToolException.input(e.getMessage());
        }
        Reader reader = new Reader(file);
        ModelProvenance.Machine machine = reader.machine(doc.get("measured_on")); // its own words before the schema's
        OverheadModel model = reader.model(doc);
        return new Loaded(model, new ModelProvenance(file.toString(), machine));
    }

    /**
     * Refuses (exit 2) the first task of {@code sets} whose working-set size lies past the largest the model
     * {@code modelFile} bounds, naming the task-set file's line, the task, its size and the model's CPMD rows:
     * no measured figure bounds such a task's delay, and charging it would guess.
     */
    public static void checkCovers(Overheads o, Path modelFile, Path setFile, List<TaskSet> sets) throws IOException {
        for (TaskSet s : sets) {
            int k = Charging.uncovered(s, o, Task.NONE);
            if (k < 0) continue;
            Task t = s.get(k);
            throw ToolException.input(SimulateCommand.TaskLines.locate(setFile, s, t) + ": field wss: "
                    + notCovered(t, o, modelFile) + " or give the task a smaller wss");
        }
    }

    /** Why charging {@code t} with the model {@code modelFile} is refused: its working set is past the model's rows. */
    static String notCovered(Task t, Overheads o, Path modelFile) {
        return "task " + t.name() + "'s working set of " + t.wss() + " bytes is larger than any the overhead model "
                + modelFile + " measured (" + wssRange(o) + "); no measured figure bounds its CPMD: measure that size,"
                + " add a row for it";
    }

    /** The model's CPMD rows, {@code cpmd_preemption: 4096 to 16777216 bytes, cpmd_migration: ...}. */
    static String wssRange(Overheads o) {
        if (!(o instanceof OverheadModel m)) return "every size up to " + o.largestWss() + " bytes";
        List<String> parts = new ArrayList<>();
        for (Figure f : List.of(Figure.CPMD_PREEMPTION, Figure.CPMD_MIGRATION)) {
            FigureTable t = m.table(f);
            if (t == null) continue;
            parts.add(f.field() + ": " + t.rows().get(0).key() + " to "
                    + t.rows().get(t.rows().size() - 1).key() + " bytes");
        }
        return String.join(", ", parts);
    }

    /** A reader of one file: every refusal names it. */
    private record Reader(Path file) {
        ToolException bad(String field, String problem) {
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
                    String why = n.get("missing").isTextual()
                            ? n.get("missing").asText().trim()
                            : "";
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

        FigureTable table(Figure f, JsonNode rows, String at) {
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
                                rowAt + "." + k,
                                "unknown; a row of " + f.field() + " has " + keyField + ", ns and source");
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
                    throw bad(
                            "measured_on." + k, (k.equals("virtualised") ? "true or false" : "a text") + ", not " + v);
                f.put(k, v.asText());
            }
            return ModelProvenance.Machine.of(f);
        }

        Provenance source(JsonNode s, String at) {
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

        long wholeNumber(JsonNode o, String field, String at, long least) {
            JsonNode v = o.get(field);
            if (v == null) throw bad(at + "." + field, "missing");
            if (!v.isIntegralNumber() || !v.canConvertToLong())
                throw bad(
                        at + "." + field,
                        shown(v) + " is not a whole number" + (field.equals("ns") ? " of nanoseconds" : ""));
            if (v.asLong() < least) throw bad(at + "." + field, v.asLong() + " is below " + least);
            return v.asLong();
        }

        String text(JsonNode o, String field, boolean required) {
            return text(o, field, required, null);
        }

        String text(JsonNode o, String field, boolean required, String at) {
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
        void schemaCheck(JsonNode doc) {
            List<Error> errors = schema().validate(doc);
            if (!errors.isEmpty()) {
                Error e = errors.get(0);
                String field = e.getInstanceLocation().toString();
                throw bad(field.isEmpty() ? "(the document)" : field, e.getMessage());
            }
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

    /**
     * The model as the file's text; {@code made} (what made it, when,
     * from which runs) where a tool made it, else null.
     */
    public static String text(OverheadModel m, Made made) {
        return text(m, made, null);
    }

    /**
     * The model as the file's text, with the machine its figures were measured on ({@code measured_on}, which
     * {@code sched check} holds against a run's; null: none recorded, as for figures from elsewhere).
     */
    public static String text(OverheadModel m, Made made, ModelProvenance.Machine measuredOn) {
        StringWriter w = new StringWriter();
        // "key": value, two-space indents, [] for an empty list: as a person writes JSON by hand
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withArrayEmptySeparator("");
        DefaultPrettyPrinter pretty = new DefaultPrettyPrinter(separators)
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        try (JsonGenerator g = FACTORY.createGenerator(w)) {
            g.setPrettyPrinter(pretty);
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            g.writeStringField("name", m.name().isEmpty() ? "unnamed" : m.name());
            if (m.statistic() != null) g.writeStringField("statistic", m.statistic());
            if (made != null) {
                g.writeObjectFieldStart("made");
                g.writeStringField("by", made.by());
                g.writeStringField("at", made.at());
                g.writeArrayFieldStart("runs");
                for (String r : made.runs()) g.writeString(r);
                g.writeEndArray();
                g.writeEndObject();
            }
            if (measuredOn != null) {
                g.writeObjectFieldStart("measured_on");
                for (Map.Entry<String, String> e :
                        measuredOn.withoutCollector().fields().entrySet()) {
                    if (e.getValue() == null) continue;
                    if (e.getKey().equals("virtualised")) g.writeBooleanField(e.getKey(), measuredOn.virtualised());
                    else g.writeStringField(e.getKey(), e.getValue());
                }
                g.writeEndObject();
            }
            g.writeObjectFieldStart("figures");
            for (Figure f : Figure.values()) {
                g.writeObjectFieldStart(f.field());
                FigureTable t = m.table(f);
                if (t == null) {
                    g.writeStringField("missing", m.missingReason(f));
                } else {
                    g.writeArrayFieldStart("rows");
                    for (FigureTable.Row r : t.rows()) {
                        g.writeStartObject();
                        g.writeNumberField(f.key().field(), r.key());
                        g.writeNumberField("ns", r.ns());
                        source(g, r.source());
                        g.writeEndObject();
                    }
                    g.writeEndArray();
                }
                g.writeEndObject();
            }
            g.writeEndObject();
            g.writeArrayFieldStart("notes");
            for (String n : m.notes()) g.writeString(n);
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w + "\n";
    }

    private static void source(JsonGenerator g, Provenance p) throws IOException {
        g.writeObjectFieldStart("source");
        if (p.run() != null) g.writeStringField("run", p.run());
        if (p.point() != null) g.writeStringField("point", p.point());
        if (p.testapp() != null) g.writeStringField("testapp", p.testapp());
        if (p.vm() != null) g.writeStringField("vm", p.vm());
        if (p.statistic() != null) g.writeStringField("statistic", p.statistic());
        if (p.samples() >= 0) g.writeNumberField("samples", p.samples());
        if (p.note() != null) g.writeStringField("note", p.note());
        g.writeEndObject();
    }

    /** How a tool made a model: the command, the time (ISO-8601) and the run folders read. */
    public record Made(String by, String at, List<String> runs) {}
}
