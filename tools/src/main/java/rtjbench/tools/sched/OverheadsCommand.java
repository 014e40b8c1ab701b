package rtjbench.tools.sched;

import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.overhead.Figure;
import rtjbench.sched.overhead.FigureTable;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.plot.CpmdCharts;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.stats.Table;

/** {@code sched overheads RUN_DIR...}: an overhead model (JSON) from the suite's own runs. */
public final class OverheadsCommand implements Command {
    /** The model's file name in the first folder given, where --out names none. */
    public static final String FILE = "overheads.json";

    @Override
    public String name() {
        return "overheads";
    }

    @Override
    public String summary() {
        return "an overhead model (JSON) from the suite's runs: context switch, release latency, CPMD, wake-up";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar sched overheads [--stat max|p99.9|p99] [--out FILE] [--force] RUN_DIR...

                Reads the runs below each folder and writes the overhead model a schedulability test charges
                (format rtjbench-overheads/1, docs/schema/rtjbench-overheads-1.schema.json):
                  context_switch     context_switch, by threads on the CPU (2 + extra_threads)
                  release_latency    periodic with one thread, and the release-vs-N sweep (phase=common,
                                     N threads on one CPU), by threads released at once
                  cpmd_preemption    cpmd disturbance=preempt, by working-set size (pass after - hot pass)
                  cpmd_migration     cpmd disturbance=migrate_shared|migrate_far, by working-set size
                  cross_cpu_wakeup   dispatch handler_cpu=other
                  release, schedule  always named missing: a Java thread times neither apart (the model says why)
                Each figure is the statistic of its point's samples (all threads, forks pooled) and names the
                run, the point, the VM and the statistic. What the runs do not measure is named missing, never
                filled in; runs under gc_load or load, incomplete runs and other testapps are passed over and
                named. The model records the machine its figures were measured on (measured_on: CPU model, kernel,
                architecture, virtualised, Java VM), which sched check holds against a run's.
                args/sched-overheads.xml runs everything a model needs. How each figure is charged:
                docs/schedulability.md, "Overheads from the suite's runs".""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(STAT, OUT, FORCE, Options.QUIET);
    }

    static final Options.Spec<String> STAT = Options.Spec.value(
            "stat",
            "max|p99.9|p99",
            OptionTypes.oneOf(MeasuredOverheads.STATISTICS),
            "max",
            "the statistic of each figure (max: the observed worst case)");
    static final Options.Spec<Path> OUT = Options.Spec.value(
            "out", "FILE", OptionTypes.path(), null, "the model file (default: " + FILE + " in the first RUN_DIR)");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace an existing model file");

    @Override
    public int run(Options o) throws Exception {
        List<ResultNode> roots = ResultTree.loadAll(o.positional(), "sched overheads: give at least one RUN_DIR");
        String stat = o.get(STAT);
        Path out =
                o.get(OUT) != null ? o.get(OUT) : Path.of(o.positional().get(0)).resolve(FILE);
        Outputs outputs = new Outputs(o.flag(FORCE));
        outputs.claim(out);
        outputs.check();
        MeasuredOverheads.Measured measured = MeasuredOverheads.measure(roots, stat);
        OverheadModel model = measured.model();
        String at = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        outputs.writeString(
                out,
                OverheadModelFile.text(
                        model,
                        new OverheadModelFile.Made(
                                "rtjbench.jar sched overheads --stat " + stat, at, List.copyOf(o.positional())),
                        measured.measuredOn()));
        if (!o.flag(Options.QUIET)) System.out.print(describe(model, measured.measuredOn(), out));
        return 0;
    }

    /** The model as the console shows it: a row a measured value, then what is missing and the notes. */
    static String describe(OverheadModel m, ModelProvenance.Machine measuredOn, Path file) {
        StringBuilder sb = new StringBuilder("overhead model: " + m.name() + " (statistic "
                + (m.statistic() == null ? "as each figure says" : m.statistic()) + ")\n");
        if (measuredOn != null) sb.append("measured on: ").append(measuredOn).append('\n');
        Table t = new Table(List.of("figure", "at", "us", "from"));
        for (Figure f : Figure.values()) {
            FigureTable table = m.table(f);
            if (table == null) continue;
            for (FigureTable.Row r : table.rows()) {
                String at = f.key() == Figure.Key.TASKS ? r.key() + " tasks" : CpmdCharts.sizeText(r.key());
                t.row(List.of(
                        f.field(),
                        at,
                        String.format(Locale.ROOT, "%.3f", r.ns() / 1000.0),
                        r.source().testapp() == null
                                ? String.valueOf(r.source().note())
                                : r.source().testapp()
                                        + (r.source().point() == null
                                                ? ""
                                                : " " + r.source().point())));
            }
        }
        sb.append(t.toText());
        for (Figure f : Figure.values()) {
            if (m.missingReason(f) != null)
                sb.append("missing: ")
                        .append(f.field())
                        .append(": ")
                        .append(m.missingReason(f))
                        .append('\n');
        }
        for (String n : m.notes()) sb.append("note: ").append(n).append('\n');
        sb.append("model: ").append(file).append('\n');
        return sb.toString();
    }
}
