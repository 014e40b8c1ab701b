package rtjbench.tools.sched;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.overhead.Figure;
import rtjbench.sched.overhead.FigureTable;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.overhead.Provenance;
import rtjbench.tools.cli.OptionTypes;
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

    /** The {@code --overheads MODEL} option, worded the same in every command that charges overheads. */
    public static final Options.Spec<Path> OPTION = Options.Spec.value(
            "overheads",
            "MODEL",
            OptionTypes.path(),
            null,
            "an overhead model to charge (sched overheads makes one; by hand: docs/schedulability.md); none: the"
                    + " ideal platform");

    /**
     * The largest model file read (a model is a few KB: seven tables of a few rows); a larger one is refused unread.
     */
    static final long MAX_BYTES = 4 << 20;

    private OverheadModelFile() {}

    /** The model {@code --overheads} names, or {@link Overheads#NONE} where the command line names none. */
    public static Overheads fromOptions(Options o) {
        Path v = o.get(OPTION);
        return v == null ? Overheads.NONE : read(v);
    }

    /**
     * The model in {@code file}; a {@link ToolException} with exit 2 naming the file and the field where it is not one.
     */
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
        OverheadModelReader reader = new OverheadModelReader(file);
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
            throw ToolException.input(TaskLines.locate(setFile, s, t) + ": field wss: " + notCovered(t, o, modelFile)
                    + " or give the task a smaller wss");
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
            if (made != null) made(g, made);
            if (measuredOn != null) measuredOn(g, measuredOn);
            figures(g, m);
            g.writeArrayFieldStart("notes");
            for (String n : m.notes()) g.writeString(n);
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w + "\n";
    }

    private static void made(JsonGenerator g, Made made) throws IOException {
        g.writeObjectFieldStart("made");
        g.writeStringField("by", made.by());
        g.writeStringField("at", made.at());
        g.writeArrayFieldStart("runs");
        for (String r : made.runs()) g.writeString(r);
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void measuredOn(JsonGenerator g, ModelProvenance.Machine measuredOn) throws IOException {
        g.writeObjectFieldStart("measured_on");
        for (Map.Entry<String, String> e :
                measuredOn.withoutCollector().fields().entrySet()) {
            if (e.getValue() == null) continue;
            if (e.getKey().equals("virtualised")) g.writeBooleanField(e.getKey(), measuredOn.virtualised());
            else g.writeStringField(e.getKey(), e.getValue());
        }
        g.writeEndObject();
    }

    /** {@code figures}: each figure's table of rows, or why it is missing. */
    private static void figures(JsonGenerator g, OverheadModel m) throws IOException {
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
