package rtjbench.tools.compare;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.plot.ChartFiles;
import rtjbench.tools.report.HtmlPage;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Summary;
import rtjbench.tools.stats.Table;
import rtjbench.tools.stats.Unit;

/**
 * {@code compare RUN_DIR...}: the same tests from several folders (JamaicaVM against OpenJDK, two machines,
 * two settings) side by side: a table a test, a chart a test and statistic, each folder labelled from its
 * metadata ({@link RunLabels}). Tests are matched by testapp and sweep point.
 */
public final class CompareCommand implements Command {
    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String summary() {
        return "the same tests from several folders side by side: a table a test, a chart a statistic";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar compare [--out DIR] [--stats LIST] [--unit ns|us] [--subtract-overhead] [--force] \
                [--quiet] RUN_DIR RUN_DIR...

                Matches the runs of the given folders (runs, sweeps or suites) by testapp and sweep point and puts
                them side by side, each folder labelled from its metadata: VM name and version, the machine where
                they differ, and the arguments whose values differ. Prints a table a test and writes into DIR:
                  compare.csv                     test, point, label, folder and the statistics (all threads; all forks)
                  compare-forks.csv               where a test ran in several forks (forks=N) in two or more folders:
                                                  each statistic's spread across forks, and whether the difference
                                                  to the first folder is not significant (the spreads overlap)
                  <testapp>-<stat>.png/.svg       a chart a test and statistic (bars, or lines against the sweep)
                  compare.html                    the tables and charts in one self-contained page""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(OUT, STATS, UNIT, SUBTRACT_OVERHEAD, FORCE, Options.QUIET);
    }

    static final Options.Spec<Path> OUT = Options.Spec.value(
            "out",
            "DIR",
            OptionTypes.path(),
            null,
            "output folder (default: compare-<yyyyMMdd-HHmmss> here); must not exist unless --force");
    static final Options.Spec<List<String>> STATS = Options.Spec.value(
            "stats", "LIST", OptionTypes.listOf(Summary.COLUMNS), "min,p50,mean,p99,p99.9,max", "statistics to chart");
    static final Options.Spec<Unit> UNIT = Unit.option("unit of tables and charts");
    static final Options.Spec<Boolean> SUBTRACT_OVERHEAD = Options.Spec.flag(
            "subtract-overhead", "subtract each run's recorded timer overhead (clock.noise_floor median)");
    static final Options.Spec<Boolean> FORCE =
            Options.Spec.flag("force", "write into an existing DIR, replacing files");

    @Override
    public int run(Options o) throws Exception {
        if (o.positional().size() < 2)
            throw ToolException.usage("compare: give at least two folders to compare, got "
                    + o.positional().size());
        Unit unit = o.get(UNIT);
        List<String> stats = o.get(STATS);
        boolean minus = o.flag(SUBTRACT_OVERHEAD);
        Path out = o.get(OUT) != null ? o.get(OUT) : defaultFolder();
        if (Files.exists(out) && !o.flag(FORCE)) {
            throw new ToolException(
                    ToolException.EXISTS, out + " exists; give another --out or --force to write into it");
        }
        List<ResultNode> roots = new ArrayList<>();
        for (String d : o.positional()) roots.add(ResultTree.load(Path.of(d)));
        List<String> labels = RunLabels.of(roots);

        ComparedRuns collected = ComparedRuns.of(roots, minus);
        Map<String, RunStats[]> tests = collected.tests();
        Map<String, RunDir> exemplar = collected.exemplar();
        Map<String, List<String>> byTestapp = new LinkedHashMap<>();
        for (String k : tests.keySet())
            byTestapp
                    .computeIfAbsent(exemplar.get(k).testapp(), t -> new ArrayList<>())
                    .add(k);

        Outputs outputs = new Outputs(o.flag(FORCE));
        HtmlPage page = page(roots, labels, minus);
        Table csv = CompareTable.csv(unit);
        boolean print = !o.flag(Options.QUIET);
        if (print) printLabels(roots, labels);
        List<Runnable> writes = new ArrayList<>();
        for (Map.Entry<String, List<String>> app : byTestapp.entrySet()) {
            String testapp = app.getKey();
            Table t = CompareTable.of(testapp, app.getValue(), collected, roots, labels, unit, csv);
            if (print) {
                System.out.println(testapp + " (all threads, " + unit.label() + ")");
                System.out.print(t.toText());
                System.out.println();
            }
            page.heading(2, testapp, null).raw(t.toHtml());
            for (String stat : stats) {
                JFreeChart chart = CompareChart.of(testapp, stat, app.getValue(), exemplar, tests, labels, unit, minus);
                page.figure(ChartFiles.svg(chart), testapp + ": " + stat);
                writes.add(chartFiles(outputs, out, safe(testapp) + "-" + safe(stat), chart));
            }
        }
        Table forks = forkSpread(roots, labels, unit, page, print);
        Path forksFile = forks == null ? null : outputs.claim(out.resolve(ForkOverlap.FILE));
        Path csvFile = outputs.claim(out.resolve("compare.csv"));
        Path html = outputs.claim(out.resolve("compare.html"));
        outputs.check();
        Files.createDirectories(out);
        outputs.writeString(csvFile, csv.toCsv());
        if (forks != null) outputs.writeString(forksFile, forks.toCsv());
        writes.forEach(Runnable::run);
        outputs.writeString(html, page.render());
        if (print) System.out.println("compare: " + out + " (compare.csv, compare.html, " + writes.size() + " charts)");
        return 0;
    }

    /** Claims {@code folder/name}.png and .svg; the returned task draws the chart into them once nothing is refused. */
    private static Runnable chartFiles(Outputs outputs, Path folder, String name, JFreeChart chart) {
        ChartFiles.claim(outputs, folder, name);
        return () -> {
            try {
                ChartFiles.write(outputs, folder, name, chart);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
    }

    /** {@code compare-<yyyyMMdd-HHmmss>} in the working folder. */
    private static Path defaultFolder() {
        return Path.of("compare-"
                + LocalDateTime.now(ZoneId.systemDefault()).format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    }

    /** The page, headed by the folders compared and their labels (and the note on the subtracted overhead). */
    private static HtmlPage page(List<ResultNode> roots, List<String> labels, boolean minus) {
        HtmlPage page = new HtmlPage("rtjbench comparison");
        Table legend = new Table(List.of("label", "folder"));
        for (int i = 0; i < roots.size(); i++)
            legend.row(List.of(labels.get(i), roots.get(i).dir().toString()));
        page.heading(2, "Compared folders", null).raw(legend.toHtml());
        if (minus)
            page.note(
                    "warn",
                    "Each run's recorded timer overhead (clock.noise_floor median) is subtracted from every sample.");
        return page;
    }

    private static void printLabels(List<ResultNode> roots, List<String> labels) {
        System.out.println("labels:");
        for (int i = 0; i < roots.size(); i++)
            System.out.println("  " + labels.get(i) + "  <- " + roots.get(i).dir());
        System.out.println();
    }

    /** The spread across forks, onto the page and (with {@code print}) the console; null where no folder forked. */
    private static Table forkSpread(
            List<ResultNode> roots, List<String> labels, Unit unit, HtmlPage page, boolean print) {
        Table forks = ForkOverlap.table(roots, labels, unit);
        if (forks != null) {
            page.heading(2, "Spread across forks", null).raw(forks.toHtml());
            if (print) {
                System.out.println(
                        "spread across forks (mean: 99% confidence interval; p50, p99, max: smallest..largest fork), "
                                + unit.label());
                System.out.print(forks.toText());
                System.out.println();
            }
        }
        return forks;
    }

    private static String safe(String s) {
        return s.replaceAll("[^A-Za-z0-9._-]", "_");
    }
}
