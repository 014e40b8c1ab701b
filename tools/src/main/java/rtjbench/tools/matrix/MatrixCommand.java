package rtjbench.tools.matrix;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.plot.ChartFiles;
import rtjbench.tools.plot.PlotCommand;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Unit;

/**
 * {@code matrix DIR...}: the VM x collector x load table of a suite or sweep folder, as matrix.csv, text and a CCDF.
 */
public final class MatrixCommand implements Command {
    @Override
    public String name() {
        return "matrix";
    }

    @Override
    public String summary() {
        return "one row per VM entry x load level: p50..max, deadline misses, GC pauses; matrix.csv and one CCDF";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar matrix [--unit ns|us] [--force] [--quiet] DIR...

                For a suite or sweep folder run with jvms, gc_load or load (args/gc-interference.xml), writes
                  matrix.csv        one row per point (VM entry x load level), in the order they ran: testapp,
                                    jvm, collector, gc_load, load, other swept arguments, status, count, p50_ns,
                                    p99_ns, p99_9_ns, max_ns, deadline_misses, miss_ratio, gc_pauses,
                                    gc_pause_total_ns, gc_pause_max_ns (the measured phase's; us from the
                                    VM's GC log, ms from the GC notifications),
                                    achieved_mb_per_s, reason (why a row failed: the VM's own message)
                  plots/matrix-ccdf.png/.svg   one CCDF with a line per row
                and prints the table. Latencies are exact over all threads of a point (its forks pooled).""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(UNIT, FORCE, QUIET);
    }

    static final Options.Spec<Unit> UNIT = Unit.option("unit of the printed table and the chart");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace existing output files");
    static final Options.Spec<Boolean> QUIET = Options.Spec.flag("quiet", "print nothing but errors");

    @Override
    public int run(Options o) throws Exception {
        List<ResultNode> roots = ResultTree.loadAll(o.positional(), "matrix: give at least one DIR");
        Unit unit = o.get(UNIT);
        Outputs outputs = new Outputs(o.flag(FORCE));
        outputs.claimAll(roots, MatrixCommand::claim);
        for (ResultNode root : roots) {
            Map<Path, RunStats> byRun = new java.util.LinkedHashMap<>();
            for (var r : root.runs()) byRun.put(r.dir(), Analyzer.analyze(r, false, false, 1));
            write(root, byRun, unit, outputs, !o.flag(QUIET));
        }
        return 0;
    }

    /** Claims the matrix files of {@code root}. */
    public static void claim(ResultNode root, Outputs outputs) {
        outputs.claim(root.dir().resolve(Matrix.FILE));
        outputs.claim(root.dir().resolve(PlotCommand.FOLDER).resolve(Matrix.CHART + ".png"));
        outputs.claim(root.dir().resolve(PlotCommand.FOLDER).resolve(Matrix.CHART + ".svg"));
    }

    /** Writes the matrix of {@code root} and, with {@code print}, shows it; returns it. */
    public static Matrix write(ResultNode root, Map<Path, RunStats> byRun, Unit unit, Outputs outputs, boolean print)
            throws Exception {
        Matrix m = Matrix.of(root, byRun);
        outputs.writeString(root.dir().resolve(Matrix.FILE), m.csv().toCsv());
        JFreeChart chart = m.ccdf(root.dir().getFileName().toString(), unit);
        Path plots = root.dir().resolve(PlotCommand.FOLDER);
        ChartFiles.writePng(outputs, plots.resolve(Matrix.CHART + ".png"), chart);
        ChartFiles.writeSvg(outputs, plots.resolve(Matrix.CHART + ".svg"), chart);
        if (print) {
            System.out.println("VM x load matrix (" + root.dir().resolve(Matrix.FILE) + ", all threads, " + unit.label()
                    + "; GC pauses of the measured phase)");
            System.out.print(m.table(unit).toText());
            for (String f : m.failures()) System.out.println("  " + f);
            System.out.println();
        }
        return m;
    }
}
