package rtjbench.tools.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.Parallel;
import rtjbench.tools.coldstart.ColdStart;
import rtjbench.tools.explain.ExplainFiles;
import rtjbench.tools.explain.Explanation;
import rtjbench.tools.matrix.Matrix;
import rtjbench.tools.matrix.MatrixFiles;
import rtjbench.tools.merge.HistogramLogMerger;
import rtjbench.tools.merge.Merger;
import rtjbench.tools.plot.DrawnCharts;
import rtjbench.tools.plot.PlotFiles;
import rtjbench.tools.results.HistogramLog;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.StatsFiles;
import rtjbench.tools.stats.Unit;
import rtjbench.tools.verdict.VerdictOutput;
import rtjbench.tools.verdict.Verdicts;

/** {@code post RUN_DIR}: what bin/rtjbench-run calls after a run: merge (where missing), stats, plot, report. */
public final class PostCommand implements Command {
    @Override
    public String name() {
        return "post";
    }

    @Override
    public String summary() {
        return "after a run (bin/rtjbench-run calls it): merge where merged.csv is missing, stats, plot, report";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar post [--unit ns|us] [--force] [--verbose] [--quiet] RUN_DIR...

                Everything for a fresh results folder: merge (only where merged.csv is missing), stats, plot, and
                report.html in RUN_DIR; prints where the report is (the runner's console already showed the figures;
                --verbose also prints the statistics tables of every run, sweep and matrix). Refuses to replace any
                earlier output unless --force.""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(UNIT, FORCE, VERBOSE, QUIET);
    }

    static final Options.Spec<Unit> UNIT = Unit.option("unit of the tables and charts");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace existing output files");
    static final Options.Spec<Boolean> VERBOSE =
            Options.Spec.flag("verbose", "also print the statistics tables of every run, sweep and matrix");
    static final Options.Spec<Boolean> QUIET = Options.Spec.flag("quiet", "print only where the report is, and errors");

    @Override
    public int run(Options o) throws Exception {
        List<ResultNode> roots = ResultTree.loadAll(o.positional(), "post: give at least one RUN_DIR");
        Unit unit = o.get(UNIT);
        boolean print = o.flag(VERBOSE) && !o.flag(QUIET);
        Outputs outputs = new Outputs(o.flag(FORCE));
        List<RunDir> toMerge = new ArrayList<>();
        List<RunDir> toExplain = new ArrayList<>();
        claimAll(roots, outputs, toMerge, toExplain);
        outputs.check();
        for (RunDir r : toMerge) {
            if (HistogramLog.recorded(r))
                outputs.write(r.dir().resolve(HistogramLogMerger.FILE), out -> HistogramLogMerger.merge(r, out));
            else outputs.write(r.dir().resolve("merged.csv"), out -> Merger.merge(r, out));
        }
        // spikes.csv before the report, which marks the spikes; the summary line comes with the stats
        ExplainFiles.writeAll(toExplain, outputs, false);
        for (ResultNode root : roots) {
            // Each run is analysed once, with its trace, on one of several threads; its statistics files and its
            // charts come from that one analysis, and the report inlines the SVG its chart files got. The tables
            // (--verbose) are printed after, in order, as stats prints them.
            DrawnCharts drawn = new DrawnCharts();
            List<Point> points = Parallel.map(root.runs(), r -> {
                RunStats rs = Analyzer.analyze(r, false, true, Analyzer.DEFAULT_MICROS_BUCKETS);
                String table = StatsFiles.writeRun(rs, unit, false, outputs);
                PlotFiles.writeRun(rs, unit, outputs, drawn);
                return new Point(rs, table);
            });
            Map<Path, RunStats> byRun = new LinkedHashMap<>();
            for (Point p : points) {
                RunDir run = p.stats().run();
                byRun.put(run.dir(), p.stats());
                if (print) System.out.print(p.table());
                // Said whatever --verbose: figures from a run that did not finish are not a result.
                else if (!run.complete() && !o.flag(QUIET))
                    System.out.println("INCOMPLETE: " + run.dir() + ": " + run.incompleteReason());
            }
            StatsFiles.writeGroups(root, byRun, unit, false, outputs, print);
            if (Matrix.applies(root)) MatrixFiles.write(root, byRun, unit, outputs, print);
            if (ColdStart.applies(root)) ColdStart.write(root, unit, outputs, print);
            Verdicts verdicts = Verdicts.applies(root) ? VerdictOutput.write(root, outputs, o.flag(QUIET)) : null;
            PlotFiles.writeGroups(root, byRun, unit, outputs, drawn, false); // the report links the charts
            ReportFiles.write(root, unit, byRun, drawn, verdicts, outputs, false);
            System.out.println("report: " + root.dir().resolve(ReportFiles.FILE));
        }
        return 0;
    }

    /** Claims every file post writes under {@code roots}, and lists the runs still to merge and those to explain. */
    private static void claimAll(
            List<ResultNode> roots, Outputs outputs, List<RunDir> toMerge, List<RunDir> toExplain) {
        for (ResultNode root : roots) {
            for (RunDir r : root.runs()) {
                if (!Files.exists(r.dir().resolve(mergedName(r)))) {
                    outputs.claim(r.dir().resolve(mergedName(r)));
                    toMerge.add(r);
                }
                if (Explanation.recorded(r)) {
                    outputs.claim(r.dir().resolve(Explanation.FILE));
                    toExplain.add(r);
                }
            }
            StatsFiles.claim(root, false, outputs);
            PlotFiles.claim(root, outputs);
            if (Matrix.applies(root)) MatrixFiles.claim(root, outputs);
            if (ColdStart.applies(root)) ColdStart.claim(root, outputs);
            if (Verdicts.applies(root)) VerdictOutput.claim(root, outputs);
            outputs.claim(root.dir().resolve(ReportFiles.FILE));
        }
    }

    /** One run's statistics and its table as printed. */
    private record Point(RunStats stats, String table) {}

    /** What merge makes of a run: merged.csv from sample files, merged.hlog from histogram logs. */
    private static String mergedName(RunDir r) {
        return HistogramLog.recorded(r) ? HistogramLogMerger.FILE : "merged.csv";
    }
}
