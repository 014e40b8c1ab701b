package rtjbench.tools.sched;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.jfree.chart.JFreeChart;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.plot.ChartFiles;
import rtjbench.tools.plot.RatioCharts;

/**
 * The files a ratio experiment writes into its new folder, each claimed before any set is drawn (nothing is
 * overwritten); the simulation's are null where it simulates nothing.
 */
record RatioFiles(Path dir, Path csv, Path weighted, Path copy, Path summary, Path simCsv) {
    /** The charts, each a PNG and an SVG in the folder: the ratio's, and with simulations migrations' and slack's. */
    static final String RATIO = "ratio";

    static final String MIGRATIONS = "migrations";
    static final String SLACK = "slack";

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    static RatioFiles claim(Outputs outputs, Path dir, Path file, boolean simulates) {
        ChartFiles.claim(outputs, dir, RATIO);
        if (simulates) {
            ChartFiles.claim(outputs, dir, MIGRATIONS);
            ChartFiles.claim(outputs, dir, SLACK);
        }
        return new RatioFiles(
                dir,
                outputs.claim(dir.resolve("ratio.csv")),
                outputs.claim(dir.resolve("weighted.csv")),
                outputs.claim(dir.resolve(file.getFileName().toString())),
                outputs.claim(dir.resolve("summary.txt")),
                simulates ? outputs.claim(dir.resolve("simulation.csv")) : null);
    }

    /** A new folder under {@code root}: the date and time and the experiment's name, numbered where it exists. */
    static Path folder(Path root, String name) {
        Path dir = root.resolve(LocalDateTime.now().format(STAMP) + "-" + name);
        for (int k = 2; Files.exists(dir); k++) {
            dir = root.resolve(LocalDateTime.now().format(STAMP) + "-" + name + "-" + k);
        }
        return dir;
    }

    /** Writes every file the experiment claimed. */
    void write(
            Outputs outputs,
            Experiment e,
            Path file,
            RatioTable ratios,
            String sub,
            SimulationTable simulated,
            String about)
            throws java.io.IOException {
        double[] caps = ratios.caps();
        JFreeChart chart = RatioCharts.ratio(e.name() + ": schedulability ratio", caps, ratios.lines(), sub);
        outputs.writeString(csv(), ratios.csv());
        outputs.writeString(weighted(), ratios.weighted());
        ChartFiles.write(outputs, dir, RATIO, chart);
        outputs.write(copy(), out -> Files.copy(file, out));
        outputs.writeString(summary(), about);
        if (simulated != null) {
            outputs.writeString(simCsv(), simulated.csv());
            JFreeChart mig = RatioCharts.metric(
                    e.name() + ": migrations per job (schedulable sets)",
                    "migrations per job",
                    caps,
                    simulated.migrationsPerJob(),
                    sub);
            ChartFiles.write(outputs, dir, MIGRATIONS, mig);
            JFreeChart slack = RatioCharts.metric(
                    e.name() + ": average slack (schedulable sets)",
                    "average slack [ms]",
                    caps,
                    simulated.averageSlackMs(),
                    sub);
            ChartFiles.write(outputs, dir, SLACK, slack);
        }
    }
}
