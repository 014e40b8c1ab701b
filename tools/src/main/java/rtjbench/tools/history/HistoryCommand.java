package rtjbench.tools.history;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.sched.model.Quoted;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.db.Database;
import rtjbench.tools.db.DbCli;
import rtjbench.tools.db.Store;
import rtjbench.tools.plot.ChartFiles;
import rtjbench.tools.plot.HistoryCharts;
import rtjbench.tools.stats.Summary;
import rtjbench.tools.stats.Unit;

/** {@code history [--db URL] [filters] [--plot FILE]}: a figure's series over time, per machine, VM and collector. */
public final class HistoryCommand implements Command {
    @Override
    public String name() {
        return "history";
    }

    @Override
    public String summary() {
        return "a stored figure over time per machine, VM and collector; --plot draws it";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar history [--db URL] [--testapp NAME] [--point POINT] [--machine NAME] [--vm VM]
                                            [--collector GC] [--statistic STAT] [--unit ns|us] [--plot \
                FILE.png|FILE.svg]

                Prints, for every stored point the filters match, the statistic's figure in each stored run, oldest
                first, a block per point, machine, VM and collector (the series a lab follows). A point is named as
                ingest names it: the testapp and its swept values, `memalloc allocsize=4K`. --plot also draws the
                series, a line each (PNG or SVG by the file's name; an existing file needs --force).""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(DbCli.DB, TESTAPP, POINT, MACHINE, VM, COLLECTOR, STATISTIC, UNIT, PLOT, FORCE);
    }

    static final Options.Spec<String> TESTAPP =
            Options.Spec.value("testapp", "NAME", OptionTypes.text(), null, "only this testapp");
    static final Options.Spec<String> POINT =
            Options.Spec.value("point", "POINT", OptionTypes.text(), null, "only this point (`memalloc allocsize=4K`)");
    static final Options.Spec<String> MACHINE =
            Options.Spec.value("machine", "NAME", OptionTypes.text(), null, "only this machine");
    static final Options.Spec<String> VM =
            Options.Spec.value("vm", "VM", OptionTypes.text(), null, "only this VM (name and version, as stored)");
    static final Options.Spec<String> COLLECTOR =
            Options.Spec.value("collector", "GC", OptionTypes.text(), null, "only this collector");
    static final Options.Spec<String> STATISTIC =
            Options.Spec.value("statistic", "STAT", OptionTypes.oneOf(Summary.COLUMNS), "p99", "the figure");
    static final Options.Spec<Unit> UNIT = Unit.option("unit of the figures");
    static final Options.Spec<Path> PLOT = Options.Spec.value(
            "plot",
            "FILE",
            OptionTypes.parsed("chart file", "a file whose name ends in .png or .svg", HistoryCommand::chartFile),
            null,
            "also draw the series into FILE (.png or .svg)");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace an existing plot file");

    private static Path chartFile(String text) {
        Path p = Path.of(text);
        String n = p.getFileName() == null ? "" : p.getFileName().toString();
        if (!n.endsWith(".png") && !n.endsWith(".svg")) {
            throw new IllegalArgumentException(Quoted.of(text) + ": the file's name must end in .png or .svg");
        }
        return p;
    }

    /** The filters every reading command takes. */
    static Store.Filter filter(Options o) {
        return new Store.Filter(o.get(TESTAPP), o.get(POINT), o.get(MACHINE), o.get(VM), o.get(COLLECTOR));
    }

    @Override
    public int run(Options o) throws Exception {
        if (!o.positional().isEmpty())
            throw ToolException.usage(
                    "history: takes no folder (" + o.positional().get(0) + ")");
        String stat = o.get(STATISTIC);
        Path plot = o.get(PLOT);
        Outputs outputs = new Outputs(o.flag(FORCE));
        if (plot != null) {
            outputs.claim(plot);
            outputs.check();
        }
        String url = DbCli.url(o);
        Database.Kind.of(url);
        Map<String, List<Store.Entry>> series;
        try (Database db = Database.open(url)) {
            series = Series.byName(DbCli.sql(db, () -> new Store(db).series(filter(o), stat)));
        }
        if (series.isEmpty()) {
            System.out.println("no stored figures match");
            return 0;
        }
        Map<String, List<HistoryCharts.Sample>> chart = print(series, stat, o.get(UNIT));
        if (plot != null) {
            plot(o, outputs, plot, chart);
        }
        return 0;
    }

    /** Prints each series, a line a stored run; returns the series as the chart draws them. */
    private static Map<String, List<HistoryCharts.Sample>> print(
            Map<String, List<Store.Entry>> series, String stat, Unit unit) {
        boolean counts = stat.equals("count");
        Map<String, List<HistoryCharts.Sample>> chart = new LinkedHashMap<>();
        for (Map.Entry<String, List<Store.Entry>> e : series.entrySet()) {
            System.out.println(e.getKey());
            List<HistoryCharts.Sample> samples = new ArrayList<>();
            for (Store.Entry x : e.getValue()) {
                String v =
                        counts ? Long.toString((long) x.figure()) : unit.format(x.figure(), Summary.isFractional(stat));
                System.out.printf(
                        "  %-25s %12s %s  %s%s%n",
                        x.started(),
                        v,
                        counts ? "" : unit.label(),
                        x.runId(),
                        "complete".equals(x.status()) ? "" : " (" + x.status() + ")");
                Long t = Series.epochMs(x.started());
                if (t != null) samples.add(new HistoryCharts.Sample(t, counts ? x.figure() : unit.of(x.figure())));
            }
            chart.put(e.getKey(), samples);
        }
        return chart;
    }

    private static void plot(Options o, Outputs outputs, Path plot, Map<String, List<HistoryCharts.Sample>> chart)
            throws Exception {
        String stat = o.get(STATISTIC);
        Unit unit = o.get(UNIT);
        String title = stat
                + (o.get(POINT) != null
                        ? " of " + o.get(POINT)
                        : o.get(TESTAPP) != null ? " of " + o.get(TESTAPP) : "");
        var c = HistoryCharts.history(
                title,
                chart,
                stat.equals("count") ? "samples" : stat + " (" + unit.label() + ")",
                "one line a point, machine, VM and collector; "
                        + DbCli.url(o).replaceAll("(?i)(password=)[^&]*", "$1***"));
        if (plot.getFileName().toString().endsWith(".png")) ChartFiles.writePng(outputs, plot, c);
        else ChartFiles.writeSvg(outputs, plot, c);
        System.out.println("plot: " + plot);
    }
}
