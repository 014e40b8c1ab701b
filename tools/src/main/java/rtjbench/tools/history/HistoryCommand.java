package rtjbench.tools.history;

import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.cli.Command;
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
    public List<Options.Spec> options() {
        return List.of(
                DbCli.DB,
                Options.Spec.value("testapp", "NAME", null, "only this testapp"),
                Options.Spec.value("point", "POINT", null, "only this point (`memalloc allocsize=4K`)"),
                Options.Spec.value("machine", "NAME", null, "only this machine"),
                Options.Spec.value("vm", "VM", null, "only this VM (name and version, as stored)"),
                Options.Spec.value("collector", "GC", null, "only this collector"),
                Options.Spec.value("statistic", "STAT", "p99", "the figure: " + String.join(", ", Summary.COLUMNS)),
                Options.Spec.value("unit", "ns|us", "us", "unit of the figures"),
                Options.Spec.value("plot", "FILE", null, "also draw the series into FILE (.png or .svg)"),
                Options.Spec.flag("force", "replace an existing plot file"));
    }

    /** The filters every reading command takes. */
    static Store.Filter filter(Options o) {
        return new Store.Filter(
                o.value("testapp"), o.value("point"), o.value("machine"), o.value("vm"), o.value("collector"));
    }

    @Override
    public int run(Options o) throws Exception {
        if (!o.positional().isEmpty())
            throw ToolException.usage(
                    "history: takes no folder (" + o.positional().get(0) + ")");
        String stat = o.value("statistic");
        if (!Summary.COLUMNS.contains(stat)) {
            throw ToolException.usage(
                    "history: --statistic '" + stat + "'; allowed: " + String.join(", ", Summary.COLUMNS));
        }
        Unit unit = Unit.parse(o.value("unit"));
        Path plot = null;
        Outputs outputs = new Outputs(o.flag("force"));
        if (o.value("plot") != null) {
            plot = Path.of(o.value("plot"));
            String n = plot.getFileName().toString();
            if (!n.endsWith(".png") && !n.endsWith(".svg")) {
                throw ToolException.usage("history: --plot " + plot + ": the file's name must end in .png or .svg");
            }
            outputs.claim(plot);
            outputs.check();
        }
        String url = DbCli.url(o);
        Database.Kind.of(url);
        Map<String, List<Store.Entry>> series;
        try (Database db = Database.open(url)) {
            series = group(DbCli.sql(db, () -> new Store(db).series(filter(o), stat)));
        }
        if (series.isEmpty()) {
            System.out.println("no stored figures match");
            return 0;
        }
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
                Long t = epochMs(x.started());
                if (t != null) samples.add(new HistoryCharts.Sample(t, counts ? x.figure() : unit.of(x.figure())));
            }
            chart.put(e.getKey(), samples);
        }
        if (plot != null) {
            String title = stat
                    + (o.value("point") != null
                            ? " of " + o.value("point")
                            : o.value("testapp") != null ? " of " + o.value("testapp") : "");
            var c = HistoryCharts.history(
                    title,
                    chart,
                    counts ? "samples" : stat + " (" + unit.label() + ")",
                    "one line a point, machine, VM and collector; "
                            + DbCli.url(o).replaceAll("(?i)(password=)[^&]*", "$1***"));
            if (plot.getFileName().toString().endsWith(".png")) ChartFiles.writePng(outputs, plot, c);
            else ChartFiles.writeSvg(outputs, plot, c);
            System.out.println("plot: " + plot);
        }
        return 0;
    }

    /** "memalloc allocsize=4K | machine | VM | collector" to its entries, oldest first. */
    static Map<String, List<Store.Entry>> group(List<Store.Entry> entries) {
        Map<String, List<Store.Entry>> out = new LinkedHashMap<>();
        for (Store.Entry e : entries) {
            out.computeIfAbsent(seriesName(e), k -> new ArrayList<>()).add(e);
        }
        return out;
    }

    static String seriesName(Store.Entry e) {
        return e.point() + " | " + e.machine() + " | " + e.vm() + " | " + e.collector();
    }

    static Long epochMs(String instant) {
        try {
            return Instant.parse(instant).toEpochMilli();
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
