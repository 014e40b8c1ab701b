package rtjbench.tools.matrix;

import java.nio.file.Path;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.plot.ChartFiles;
import rtjbench.tools.plot.PlotFiles;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Unit;

/**
 * The VM x load matrix of a results folder as files: {@code matrix.csv} and its CCDF chart; {@code matrix} and
 * {@code post} write them through here.
 */
public final class MatrixFiles {
    private MatrixFiles() {}

    /** Claims the matrix files of {@code root}. */
    public static void claim(ResultNode root, Outputs outputs) {
        outputs.claim(root.dir().resolve(Matrix.FILE));
        ChartFiles.claim(outputs, root.dir().resolve(PlotFiles.FOLDER), Matrix.CHART);
    }

    /** Writes the matrix of {@code root} and, with {@code print}, shows it; returns it. */
    public static Matrix write(ResultNode root, Map<Path, RunStats> byRun, Unit unit, Outputs outputs, boolean print)
            throws Exception {
        Matrix m = Matrix.of(root, byRun);
        outputs.writeString(root.dir().resolve(Matrix.FILE), m.csv().toCsv());
        JFreeChart chart = m.ccdf(root.dir().getFileName().toString(), unit);
        Path plots = root.dir().resolve(PlotFiles.FOLDER);
        ChartFiles.write(outputs, plots, Matrix.CHART, chart);
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
