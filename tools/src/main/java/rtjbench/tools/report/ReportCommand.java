package rtjbench.tools.report;

import java.nio.file.Path;
import java.util.List;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.db.Database;
import rtjbench.tools.db.DbCli;
import rtjbench.tools.db.Store;
import rtjbench.tools.history.LabReport;
import rtjbench.tools.plot.DrawnCharts;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.stats.Unit;
import rtjbench.tools.verdict.Verdicts;

/** {@code report RUN_DIR...}: one self-contained report.html in each given folder. */
public final class ReportCommand implements Command {

    @Override
    public String name() {
        return "report";
    }

    @Override
    public String summary() {
        return "one self-contained HTML file per run, sweep or suite: metadata, tables, every chart inline";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar report [--unit ns|us] [--subtract-overhead] [--force] [--quiet] RUN_DIR...
                       rtjbench.jar report --db URL [--testapp NAME] [--machine NAME] [--vm VM] [--collector GC]
                                           [--output FILE] [--force]

                Writes RUN_DIR/report.html for each folder given (a run, sweep or suite: one file covers all of it):
                VM, OS, machine and caches, clock, the affinity and scheduling policy each thread asked for and got,
                warnings, incomplete and skipped entries with their reasons, the summary tables and every chart as
                inline SVG. It loads nothing from the network and opens in any browser.
                With --db, one page over the results database instead (docs/results-database.md): the latest figures
                per machine, VM and collector for each testapp, a sparkline of each series' p99, and the latest gate's
                verdicts; written to --output (default rtjbench-results.html).""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(UNIT, SUBTRACT_OVERHEAD, FORCE, Options.QUIET, DB, OUTPUT, TESTAPP, MACHINE, VM, COLLECTOR);
    }

    static final Options.Spec<Unit> UNIT = Unit.option("unit of the tables and charts");
    static final Options.Spec<Boolean> SUBTRACT_OVERHEAD =
            Options.Spec.flag("subtract-overhead", "subtract the recorded timer overhead (clock.noise_floor median)");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace an existing report.html");
    static final Options.Spec<String> DB = Options.Spec.value(
            "db", "URL", OptionTypes.text(), null, "a page over this results database instead of folders");
    static final Options.Spec<Path> OUTPUT = Options.Spec.value(
            "output", "FILE", OptionTypes.path(), "rtjbench-results.html", "with --db: the page written");
    static final Options.Spec<String> TESTAPP =
            Options.Spec.value("testapp", "NAME", OptionTypes.text(), null, "with --db: only this testapp");
    static final Options.Spec<String> MACHINE =
            Options.Spec.value("machine", "NAME", OptionTypes.text(), null, "with --db: only this machine");
    static final Options.Spec<String> VM =
            Options.Spec.value("vm", "VM", OptionTypes.text(), null, "with --db: only this VM");
    static final Options.Spec<String> COLLECTOR =
            Options.Spec.value("collector", "GC", OptionTypes.text(), null, "with --db: only this collector");

    @Override
    public int run(Options o) throws Exception {
        if (o.get(DB) != null) return database(o);
        List<ResultNode> roots = ResultTree.loadAll(o.positional(), "report: give at least one RUN_DIR");
        Unit unit = o.get(UNIT);
        Outputs outputs = new Outputs(o.flag(FORCE));
        outputs.claimAll(roots, (r, out) -> out.claim(r.dir().resolve(ReportFiles.FILE)));
        for (ResultNode root : roots) {
            Verdicts verdicts = Verdicts.applies(root) ? Verdicts.of(root) : null;
            ReportFiles.write(
                    root,
                    unit,
                    ReportFiles.analyze(root, o.flag(SUBTRACT_OVERHEAD)),
                    new DrawnCharts(),
                    verdicts,
                    outputs,
                    !o.flag(Options.QUIET));
        }
        return 0;
    }

    private static int database(Options o) throws Exception {
        if (!o.positional().isEmpty()) {
            throw ToolException.usage(
                    "report --db: takes no folder (" + o.positional().get(0) + "); ingest it first");
        }
        Unit unit = o.get(UNIT);
        Outputs outputs = new Outputs(o.flag(FORCE));
        Path file = outputs.claim(o.get(OUTPUT));
        outputs.check();
        Database.Kind.of(o.get(DB));
        String page;
        try (Database db = Database.open(o.get(DB))) {
            Store.Filter f = new Store.Filter(o.get(TESTAPP), null, o.get(MACHINE), o.get(VM), o.get(COLLECTOR));
            page = DbCli.sql(db, () -> LabReport.build(new Store(db), f, unit, db.url()));
        }
        outputs.writeString(file, page);
        if (!o.flag(Options.QUIET)) System.out.println("report: " + file);
        return 0;
    }
}
