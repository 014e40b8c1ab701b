package rtjbench.tools.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.Parallel;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Unit;

/**
 * The charts of a results folder as files: each run's, each sweep's and the CPMD chart, as PNG and SVG in a
 * {@code plots/} folder beside what they draw; {@code plot} and {@code post} write them through here.
 */
public final class PlotFiles {
    /** Where a run's, sweep's or suite's charts go, inside its folder. */
    public static final String FOLDER = "plots";
    /** The charts drawn of every run. */
    public static final List<String> RUN_CHARTS = List.of("trace", "histogram", "ccdf", "bars");

    private PlotFiles() {}

    /** Claims every chart file {@link #writeAll} writes below {@code root}. */
    public static void claim(ResultNode root, Outputs outputs) {
        for (RunDir r : root.runs()) {
            for (String c : RUN_CHARTS) ChartFiles.claim(outputs, r.dir().resolve(FOLDER), c);
        }
        for (SweepDir s : root.sweeps()) ChartFiles.claim(outputs, s.dir().resolve(FOLDER), "sweep");
        if (CpmdCharts.applies(root)) ChartFiles.claim(outputs, root.dir().resolve(FOLDER), CpmdCharts.NAME);
    }

    /** Analyses and draws every run below {@code root} (on several threads at once), then its sweeps. */
    public static Map<Path, RunStats> writeAll(
            ResultNode root, Unit unit, boolean minus, Outputs outputs, DrawnCharts drawn, boolean print)
            throws Exception {
        List<RunDir> runs = root.runs();
        List<Drawn> done = Parallel.map(runs, r -> {
            RunStats rs = Analyzer.analyze(r, minus, true, Analyzer.DEFAULT_MICROS_BUCKETS);
            return new Drawn(rs, writeRun(rs, unit, outputs, drawn));
        });
        Map<Path, RunStats> byRun = new LinkedHashMap<>();
        for (Drawn d : done) {
            byRun.put(d.stats().run().dir(), d.stats());
            if (print) printRun(d.stats().run(), d.charts());
        }
        writeGroups(root, byRun, unit, outputs, drawn, print);
        return byRun;
    }

    /** A run's statistics and how many charts were drawn of it. */
    private record Drawn(RunStats stats, int charts) {}

    /** Draws one run's charts into its plots/ (its stats analysed with the trace); returns how many. */
    public static int writeRun(RunStats rs, Unit unit, Outputs outputs, DrawnCharts drawn) throws Exception {
        List<NamedChart> charts = Charts.forRun(rs, unit);
        write(rs.run().dir().resolve(FOLDER), charts, outputs, drawn, false);
        return charts.size();
    }

    /** The line that says a run's charts were written. */
    public static void printRun(RunDir run, int charts) {
        printWritten(run.dir().resolve(FOLDER), charts);
    }

    /** The charts over several runs: each sweep's statistics against the swept argument, the CPMD chart. */
    public static void writeGroups(
            ResultNode root, Map<Path, RunStats> byRun, Unit unit, Outputs outputs, DrawnCharts drawn, boolean print)
            throws Exception {
        List<SweepDir> sweeps = root.sweeps();
        List<Integer> charts = Parallel.map(sweeps, s -> {
            List<NamedChart> lines = SweepCharts.forSweep(s, byRun, unit);
            write(s.dir().resolve(FOLDER), lines, outputs, drawn, false);
            return lines.size();
        });
        for (int i = 0; i < sweeps.size(); i++) {
            if (print && charts.get(i) > 0) printWritten(sweeps.get(i).dir().resolve(FOLDER), charts.get(i));
        }
        write(root.dir().resolve(FOLDER), CpmdCharts.forRoot(root, unit), outputs, drawn, print);
    }

    /** Writes each chart as PNG and SVG into {@code folder} and keeps the SVG in {@code drawn}. */
    static void write(Path folder, List<NamedChart> charts, Outputs outputs, DrawnCharts drawn, boolean print)
            throws Exception {
        List<DrawnCharts.Svg> svgs = new ArrayList<>();
        for (NamedChart c : charts) {
            ChartFiles.writePng(outputs, folder.resolve(c.name() + ".png"), c.chart());
            String svg = ChartFiles.svg(c.chart());
            ChartFiles.writeSvg(outputs, folder.resolve(c.name() + ".svg"), svg);
            svgs.add(new DrawnCharts.Svg(c.name(), svg));
        }
        if (!charts.isEmpty()) drawn.put(folder, svgs);
        if (print && !charts.isEmpty()) printWritten(folder, charts.size());
    }

    private static void printWritten(Path folder, int charts) {
        System.out.println(folder + ": " + charts + (charts == 1 ? " chart" : " charts") + " (PNG and SVG)");
    }
}
