package rtjbench.tools.report;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.plot.DrawnCharts;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.Analyzer;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Unit;
import rtjbench.tools.verdict.Verdicts;

/** A results folder's {@code report.html}: its runs analysed, the page built and written. */
public final class ReportFiles {
    public static final String FILE = "report.html";

    private ReportFiles() {}

    /** Every run's statistics below {@code root}, with the trace the report draws. */
    static Map<Path, RunStats> analyze(ResultNode root, boolean minus) throws Exception {
        Map<Path, RunStats> byRun = new LinkedHashMap<>();
        for (RunDir r : root.runs())
            byRun.put(r.dir(), Analyzer.analyze(r, minus, true, Analyzer.DEFAULT_MICROS_BUCKETS));
        return byRun;
    }

    /** The report of {@code root}; {@code verdicts}: its verdict where a verdict element planned it, else null. */
    static void write(
            ResultNode root,
            Unit unit,
            Map<Path, RunStats> byRun,
            DrawnCharts drawn,
            Verdicts verdicts,
            Outputs outputs,
            boolean print)
            throws Exception {
        Path file = root.dir().resolve(FILE);
        outputs.writeString(file, ReportBuilder.build(root, unit, byRun, drawn, verdicts));
        if (print) System.out.println("report: " + file);
    }
}
