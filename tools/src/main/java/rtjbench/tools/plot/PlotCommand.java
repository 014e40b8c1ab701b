package rtjbench.tools.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.Parallel;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Unit;

/** {@code plot RUN_DIR...}: PNG and SVG charts of every run and sweep below the folders. */
public final class PlotCommand implements Command {
    public static final String FOLDER = "plots";

    @Override
    public String name() {
        return "plot";
    }

    @Override
    public String summary() {
        return "PNG and SVG: sample trace, histogram, CCDF, avg/max bars; lines against the swept argument";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar plot [--unit ns|us] [--subtract-overhead] [--force] [--quiet] RUN_DIR...

                Writes, as PNG and SVG, into plots/ of each run below RUN_DIR (a run, sweep or suite folder):
                  trace      latency of each sample in order, a line a thread (max of each bin past 1024 points)
                  histogram  samples per log-spaced latency bin, log counts
                  ccdf       fraction of samples above each latency, log-log (p99 at 1e-2, p99.9 at 1e-3)
                  bars       per-thread avg and max
                and into plots/ of each sweep folder: sweep (min, p50, mean, p99, p99.9, max against the swept
                argument, parsed from its values: 1K, 1/2, 200us, counts); where RUN_DIR holds cpmd runs, into its
                own plots/: cpmd (CPMD against the working set, a line per disturbance, and the bound).""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(UNIT, SUBTRACT_OVERHEAD, FORCE, QUIET);
    }

    static final Options.Spec<Unit> UNIT = Unit.option("unit of the latency axes");
    static final Options.Spec<Boolean> SUBTRACT_OVERHEAD =
            Options.Spec.flag("subtract-overhead", "subtract the recorded timer overhead (clock.noise_floor median)");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace existing output files");
    static final Options.Spec<Boolean> QUIET = Options.Spec.flag("quiet", "print nothing but errors");

    public static final List<String> RUN_CHARTS = List.of("trace", "histogram", "ccdf", "bars");

    @Override
    public int run(Options o) throws Exception {
        List<ResultNode> roots = ResultTree.loadAll(o.positional(), "plot: give at least one RUN_DIR");
        Unit unit = o.get(UNIT);
        Outputs outputs = new Outputs(o.flag(FORCE));
        outputs.claimAll(roots, PlotCommand::claim);
        for (ResultNode root : roots)
            writeAll(root, unit, o.flag(SUBTRACT_OVERHEAD), outputs, new DrawnCharts(), !o.flag(QUIET));
        return 0;
    }

    public static void claim(ResultNode root, Outputs outputs) {
        for (RunDir r : root.runs()) {
            for (String c : RUN_CHARTS) {
                outputs.claim(r.dir().resolve(FOLDER).resolve(c + ".png"));
                outputs.claim(r.dir().resolve(FOLDER).resolve(c + ".svg"));
            }
        }
        for (SweepDir s : root.sweeps()) {
            outputs.claim(s.dir().resolve(FOLDER).resolve("sweep.png"));
            outputs.claim(s.dir().resolve(FOLDER).resolve("sweep.svg"));
        }
        if (CpmdCharts.applies(root)) {
            outputs.claim(root.dir().resolve(FOLDER).resolve(CpmdCharts.NAME + ".png"));
            outputs.claim(root.dir().resolve(FOLDER).resolve(CpmdCharts.NAME + ".svg"));
        }
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
