package rtjbench.tools.history;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.db.Database;
import rtjbench.tools.db.DbCli;
import rtjbench.tools.db.Store;
import rtjbench.tools.db.StoredRun;
import rtjbench.tools.stats.Html;
import rtjbench.tools.stats.Summary;

/**
 * {@code export --format bmf|lava|junit RUN_ID|latest}: a stored run for the lab tools people already run.
 * {@code bmf}: Bencher Metric Format JSON (a benchmark a point, a measure a statistic, ns); {@code lava}: a
 * {@code lava-test-case} line a point and statistic, names reduced to the characters LAVA and a shell take
 * as they are; {@code junit}: the JUnit XML of the run's latest gate (a test case a point and statistic; a
 * regression a failure, a point not compared skipped).
 */
public final class ExportCommand implements Command {
    @Override
    public String name() {
        return "export";
    }

    @Override
    public String summary() {
        return "a stored run as Bencher Metric Format, LAVA test cases or JUnit XML of its gate";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar export [--db URL] --format bmf|lava|junit [--statistics LIST] [--output FILE] \
                RUN_ID|latest

                bmf    Bencher Metric Format JSON: {"<point>": {"<statistic>": {"value": ns, "lower_value", \
                "upper_value"}}}
                       (bounds: the fork spread where the point ran in forks)
                lava   one `lava-test-case NAME --result pass|fail --measurement V --units ns` line a point and
                       statistic (fail where the run's latest gate found a regression there)
                junit  the run's latest gate as JUnit XML: a test case a point and statistic
                `latest` is the newest stored run. Written to standard output, or to FILE (never over an existing
                file without --force).""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(DbCli.DB, FORMAT, STATISTICS, OUTPUT, FORCE);
    }

    static final Options.Spec<String> FORMAT = Options.Spec.required(
            "format", "bmf|lava|junit", OptionTypes.oneOf(List.of("bmf", "lava", "junit")), "what to write");
    static final Options.Spec<List<String>> STATISTICS = Options.Spec.value(
            "statistics",
            "LIST",
            OptionTypes.listOf(Summary.COLUMNS),
            "mean,p50,p99,max",
            "the statistics exported (bmf, lava)");
    static final Options.Spec<Path> OUTPUT =
            Options.Spec.value("output", "FILE", OptionTypes.path(), null, "write to FILE instead of standard output");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace an existing output file");

    @Override
    public int run(Options o) throws Exception {
        String format = o.get(FORMAT);
        if (o.positional().size() != 1) throw ToolException.usage("export: give one RUN_ID (or latest)");
        List<String> stats = o.get(STATISTICS);
        Outputs outputs = new Outputs(o.flag(FORCE));
        Path out = o.get(OUTPUT) == null ? null : outputs.claim(o.get(OUTPUT));
        outputs.check();
        String url = DbCli.url(o);
        Database.Kind.of(url);
        String text;
        try (Database db = Database.open(url)) {
            Store store = new Store(db);
            text = DbCli.sql(db, () -> {
                String id = o.positional().get(0);
                if (id.equals("latest")) id = store.newestRun();
                if (format.equals("junit") && id != null) return junit(id, store.latestGate(id), db.url());
                StoredRun run = id == null ? null : store.run(id);
                if (run == null) {
                    throw ToolException.input(
                            "export: no stored run " + o.positional().get(0) + " in " + db.url());
                }
                Store.Gate gate = store.latestGate(run.runId());
                return switch (format) {
                    case "bmf" -> bmf(run, stats);
                    case "lava" -> lava(run, stats, gate);
                    default -> junit(run.runId(), gate, db.url());
                };
            });
        }
        if (out == null) System.out.print(text);
        else outputs.writeString(out, text);
        return 0;
    }

    static String bmf(StoredRun run, List<String> stats) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(w).useDefaultPrettyPrinter()) {
            g.writeStartObject();
            for (StoredRun.Point p : run.points()) {
                g.writeObjectFieldStart(p.point());
                for (String s : stats) {
                    Double v = p.figure(s);
                    if (v == null) continue;
                    g.writeObjectFieldStart(s);
                    g.writeNumberField("value", v);
                    double[] forks = p.forkFigures(s);
                    Double lo = p.figure("spread." + s + "_ns.ci99_low");
                    Double hi = p.figure("spread." + s + "_ns.ci99_high");
                    if (lo != null && hi != null) {
                        g.writeNumberField("lower_value", lo);
                        g.writeNumberField("upper_value", hi);
                    } else if (forks.length > 1) {
                        g.writeNumberField(
                                "lower_value",
                                java.util.Arrays.stream(forks).min().getAsDouble());
                        g.writeNumberField(
                                "upper_value",
                                java.util.Arrays.stream(forks).max().getAsDouble());
                    }
                    g.writeEndObject();
                }
                g.writeEndObject();
            }
            g.writeEndObject();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e); // a StringWriter does not fail
        }
        return w + "\n";
    }

    /** The longest test case name a LAVA server keeps (its results table says at most 100 characters). */
    static final int LAVA_NAME_MAX = 100;

    /**
     * A LAVA test case name: letters, digits, '.', '_' and '-' only (anything else becomes '_'), at most
     * {@value #LAVA_NAME_MAX} characters. A longer name keeps its start and ends with 8 hex digits of a hash of
     * the whole, so two long points that differ only at their end still get two names.
     */
    public static String lavaName(String text) {
        String n = text.replaceAll("[^A-Za-z0-9._-]+", "_").replaceAll("^_+|_+$", "");
        if (n.isEmpty()) return "point";
        if (n.length() <= LAVA_NAME_MAX) return n;
        String hash = String.format(Locale.ROOT, "%08x", text.hashCode());
        return n.substring(0, LAVA_NAME_MAX - hash.length() - 1) + "-" + hash;
    }

    static String lava(StoredRun run, List<String> stats, Store.Gate gate) {
        StringBuilder sb = new StringBuilder();
        for (StoredRun.Point p : run.points()) {
            for (String s : stats) {
                Double v = p.figure(s);
                if (v == null) continue;
                boolean failed = gate.verdicts().stream()
                        .anyMatch(x -> x.point().equals(p.point())
                                && x.statistic().equals(s)
                                && x.verdict().equals("regression"));
                sb.append("lava-test-case ")
                        .append(lavaName(p.point() + "_" + s))
                        .append(" --result ")
                        .append(failed ? "fail" : "pass")
                        .append(" --measurement ")
                        .append(String.format(Locale.ROOT, "%.1f", v))
                        .append(" --units ")
                        .append(s.equals("count") ? "samples" : "ns")
                        .append('\n');
            }
        }
        return sb.toString();
    }

    static String junit(String runId, Store.Gate gate, String db) {
        if (gate.gateId() == null) {
            throw ToolException.input("export --format junit: no gate recorded for " + runId + " in " + db
                    + " (run `gate` on its folder first)");
        }
        long failures = gate.verdicts().stream()
                .filter(v -> v.verdict().equals("regression"))
                .count();
        long skipped = gate.verdicts().stream()
                .filter(v -> v.verdict().startsWith("not "))
                .count();
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append(String.format(
                Locale.ROOT,
                "<testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"0\" skipped=\"%d\" timestamp=\"%s\">%n",
                Html.escape("rtjbench gate " + runId + " against " + gate.baselineId()),
                gate.verdicts().size(),
                failures,
                skipped,
                Html.escape(gate.decided())));
        for (Store.Verdict v : gate.verdicts()) {
            sb.append("  <testcase classname=\"")
                    .append(Html.escape(v.point()))
                    .append("\" name=\"")
                    .append(Html.escape(v.statistic()))
                    .append("\">");
            String msg = v.verdict()
                    + (v.baselineFigure() != null
                            ? String.format(
                                    Locale.ROOT, ": baseline %.1f ns, new %.1f ns", v.baselineFigure(), v.newFigure())
                            : "")
                    + "; " + v.detail();
            if (v.verdict().equals("regression")) {
                sb.append("<failure message=\"").append(Html.escape(msg)).append("\"/>");
            } else if (v.verdict().startsWith("not ")) {
                sb.append("<skipped message=\"").append(Html.escape(msg)).append("\"/>");
            } else {
                sb.append("<system-out>").append(Html.escape(msg)).append("</system-out>");
            }
            sb.append("</testcase>\n");
        }
        sb.append("</testsuite>\n");
        return sb.toString();
    }
}
