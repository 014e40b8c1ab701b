package rtjbench.core.run.fork;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import rtjbench.core.run.console.PointFigures;
import rtjbench.core.run.output.ResultsWriter;
import rtjbench.stats.ExitStatus;
import rtjbench.stats.ForkSpread;
import rtjbench.stats.SampleDistribution;

/**
 * What the runner makes of a point's forks: each fork's mean, p50, p99 and max (every thread's samples of
 * the fork together, as the console's "all" row), their spread across the complete forks ({@link ForkSpread}),
 * and the console table. Cold path: it reads the forks' folders after they exited.
 */
public final class ForkResults {
    /** The statistics compared across forks, as forks.json names them. */
    public static final List<String> STATISTICS = ForksIndex.STATISTICS;

    private static final ObjectMapper JSON = new ObjectMapper();
    /** How a runner ends: complete, incomplete (it says why), interrupted by SIGINT or SIGTERM after saving. */
    private static final List<Integer> RUNNER_EXITS =
            Arrays.asList(ExitStatus.OK, ExitStatus.INCOMPLETE, ExitStatus.SIGINT, ExitStatus.SIGTERM);

    private ForkResults() {}

    /**
     * A fork's outcome as its own metadata says it, or why there is none; once the fork ran, the times of its VM
     * and the figures it reported.
     */
    static final class Outcome {
        final String status;
        final String reason;
        /** Epoch ms at which the runner started the fork's VM and saw it exit; 0 where it did not start. */
        final long vmStarted;

        final long vmExited;
        /** The figures the fork reported over all its threads; null where it reported none. */
        final PointFigures figures;

        Outcome(String status, String reason) {
            this(status, reason, 0, 0, null);
        }

        private Outcome(String status, String reason, long vmStarted, long vmExited, PointFigures figures) {
            this.status = status;
            this.reason = reason;
            this.vmStarted = vmStarted;
            this.vmExited = vmExited;
            this.figures = figures;
        }

        /** This outcome of a fork whose VM ran from {@code started} to {@code exited} and reported {@code f}. */
        Outcome ran(long started, long exited, PointFigures f) {
            return new Outcome(status, reason, started, exited, f);
        }

        boolean complete() {
            return "complete".equals(status);
        }
    }

    /**
     * A fork's figures as forks.json gives them: every thread's samples of the fork together, in ns, the
     * statistics in the order of {@link #STATISTICS}; {@link #NONE} where the fork kept no samples in files.
     */
    static final class Statistics {
        static final Statistics NONE = new Statistics(0, new double[STATISTICS.size()]);

        final long samples;
        private final double[] figures;

        private Statistics(long samples, double[] figures) {
            this.samples = samples;
            this.figures = figures;
        }

        static Statistics of(SampleDistribution s) {
            return new Statistics(
                    s.count(),
                    new double[] {s.mean(), (double) s.percentile(50), (double) s.percentile(99), (double) s.max()});
        }

        /** For tests and spreads made by hand: the figures in the order of {@link #STATISTICS}. */
        static Statistics of(long samples, double mean, double p50, double p99, double max) {
            return new Statistics(samples, new double[] {mean, p50, p99, max});
        }

        /** Whether the fork has figures: it kept its samples in files. */
        boolean present() {
            return samples > 0;
        }

        /** The figure {@code STATISTICS.get(i)}. */
        double figure(int i) {
            return figures[i];
        }

        double p50() {
            return figures[1];
        }
    }

    /** forks.json's {@code spread}: per statistic (in the order of {@link #STATISTICS}) its spread over the forks. */
    static final class Spread {
        final int forks;
        private final ForkSpread[] perStatistic;

        private Spread(int forks, ForkSpread[] perStatistic) {
            this.forks = forks;
            this.perStatistic = perStatistic;
        }

        /** The spread of {@code STATISTICS.get(i)}. */
        ForkSpread of(int i) {
            return perStatistic[i];
        }
    }

    /**
     * complete or incomplete from the fork's metadata.json, with how its VM ended where that was not a runner's
     * exit (a crash, a kill); failed where it left no metadata at all.
     */
    static Outcome outcome(Path runDir, Integer exitStatus, String lastErrors) {
        String died = null;
        if (exitStatus == null) {
            died = "the fork was killed after it did not stop";
        } else if (!RUNNER_EXITS.contains(exitStatus)) {
            died = "the fork exited with status " + exitStatus + (lastErrors.isEmpty() ? "" : " (" + lastErrors + ")");
        }
        Path meta = runDir.resolve(ResultsWriter.METADATA);
        if (!Files.isRegularFile(meta)) {
            return new Outcome(
                    "failed",
                    (died != null ? died : "the fork exited with status " + exitStatus) + " without saving a run");
        }
        try {
            JsonNode m = JSON.readTree(meta.toFile());
            if (m.path("complete").asBoolean(false) && died == null) {
                return new Outcome("complete", null);
            }
            String reason = m.path("complete").asBoolean(false)
                    ? "complete"
                    : m.path("incomplete_reason").asText("incomplete");
            return new Outcome("incomplete", died == null ? reason : died + "; its run says: " + reason);
        } catch (IOException e) {
            return new Outcome("failed", "its metadata.json is unreadable: " + e.getMessage());
        }
    }

    /**
     * What the folder of a fork that did not complete holds, as the console says it where the fork reported no
     * figures (a signal stopped it first): {@code 770 jobs saved} (a task set's jobs, from its metadata's {@code
     * workload.run.jobs} or its {@code jobs.csv}), else {@code 12,000 samples saved} (its threads' {@code
     * samples}); null where it saved none, or has no readable metadata.
     */
    static String saved(Path runDir) {
        try {
            Path meta = runDir.resolve(ResultsWriter.METADATA);
            JsonNode m = Files.isRegularFile(meta) ? JSON.readTree(meta.toFile()) : null;
            long jobs =
                    m == null ? 0 : m.path("workload").path("run").path("jobs").asLong(0);
            Path jobsCsv = runDir.resolve("jobs.csv");
            if (jobs <= 0 && Files.isRegularFile(jobsCsv)) {
                try (java.util.stream.Stream<String> lines = Files.lines(jobsCsv, StandardCharsets.UTF_8)) {
                    jobs = Math.max(0, lines.filter(l -> !l.isEmpty()).count() - 1); // less the header
                }
            }
            if (jobs > 0) {
                return String.format(Locale.ROOT, "%,d job%s saved", jobs, jobs == 1 ? "" : "s");
            }
            long samples = 0;
            if (m != null) {
                for (JsonNode t : m.path("threads")) {
                    samples += Math.max(0, t.path("samples").asLong(0));
                }
            }
            return samples > 0
                    ? String.format(Locale.ROOT, "%,d sample%s saved", samples, samples == 1 ? "" : "s")
                    : null;
        } catch (IOException | RuntimeException e) {
            return null; // what went wrong is the outcome's to say
        }
    }

    /**
     * A point's figures over its complete forks: the median of each figure across them, as the spread's median
     * (forks.json, {@code forks-stats.csv}); null where no fork reported any. The count is the forks' total; the
     * clock's step is the coarsest fork's.
     */
    static PointFigures medianFigures(List<PointFigures> forks) {
        if (forks.isEmpty()) {
            return null;
        }
        int n = forks.size();
        double[][] v = new double[5][n];
        long count = 0;
        long step = 1;
        for (int i = 0; i < n; i++) {
            PointFigures f = forks.get(i);
            count += f.count;
            step = Math.max(step, f.step); // the coarsest fork's: what any of them can tell apart
            v[0][i] = f.mean;
            v[1][i] = f.p50;
            v[2][i] = f.p99;
            v[3][i] = f.p999;
            v[4][i] = f.max;
        }
        return new PointFigures(
                count,
                ForkSpread.of(v[0]).median,
                ForkSpread.of(v[1]).median,
                ForkSpread.of(v[2]).median,
                ForkSpread.of(v[3]).median,
                ForkSpread.of(v[4]).median,
                step);
    }

    /**
     * The samples, mean, p50, p99 and max of a fork's run folder; {@link Statistics#NONE} where it has no samples,
     * or keeps them in interval histograms (record=histogram), which the tools read.
     */
    static Statistics statistics(Path runDir) throws IOException {
        long[] all = allSamples(runDir);
        return all == null || all.length == 0 ? Statistics.NONE : Statistics.of(SampleDistribution.of(all));
    }

    /**
     * Every thread's samples of the run in {@code runDir} (ns), one thread after another; null where the folder has
     * no metadata or a thread kept no sample file (a histogram run).
     */
    static long[] allSamples(Path runDir) throws IOException {
        Path meta = runDir.resolve(ResultsWriter.METADATA);
        if (!Files.isRegularFile(meta)) {
            return null;
        }
        List<long[]> perThread = new ArrayList<>();
        int total = 0;
        for (JsonNode t : JSON.readTree(meta.toFile()).path("threads")) {
            if (!t.path("file").isTextual()) {
                return null;
            }
            long[] ns = readSamples(runDir.resolve(t.path("file").asText()));
            perThread.add(ns);
            total += ns.length;
        }
        long[] all = new long[total];
        int at = 0;
        for (long[] ns : perThread) {
            System.arraycopy(ns, 0, all, at, ns.length);
            at += ns.length;
        }
        return all;
    }

    /** The values of a sample file (ns, one a line). */
    static long[] readSamples(Path file) throws IOException {
        List<Long> values = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.isEmpty()) {
                    values.add(Long.parseLong(line));
                }
            }
        }
        long[] ns = new long[values.size()];
        for (int i = 0; i < ns.length; i++) {
            ns[i] = values.get(i);
        }
        return ns;
    }

    /** forks.json's {@code spread}: per statistic its spread over the complete forks' figures; null with none. */
    static Spread spread(List<Statistics> completeForks) {
        if (completeForks.isEmpty()) {
            return null;
        }
        ForkSpread[] perStatistic = new ForkSpread[STATISTICS.size()];
        for (int i = 0; i < perStatistic.length; i++) {
            perStatistic[i] = spreadOf(completeForks, i);
        }
        return new Spread(completeForks.size(), perStatistic);
    }

    private static ForkSpread spreadOf(List<Statistics> forks, int statistic) {
        double[] values = new double[forks.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = forks.get(i).figure(statistic);
        }
        return ForkSpread.of(values);
    }

    /**
     * The console table: a row per statistic, a column per fork, then min, median and max across the complete
     * forks and, for the mean, the 99% confidence interval.
     */
    static void print(PrintStream out, String title, List<ForksIndex.Entry> entries, Spread spread) {
        out.println(title);
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "  %-9s", "[us]"));
        for (ForksIndex.Entry e : entries) {
            head.append(String.format(Locale.ROOT, " %10s", e.dir));
        }
        head.append(String.format(Locale.ROOT, " %10s %10s %10s  %s", "min", "median", "max", "mean 99% CI"));
        out.println(head);
        for (int i = 0; i < STATISTICS.size(); i++) {
            String stat = STATISTICS.get(i);
            StringBuilder row =
                    new StringBuilder(String.format(Locale.ROOT, "  %-9s", stat.substring(0, stat.length() - 3)));
            for (ForksIndex.Entry e : entries) {
                boolean left = !"complete".equals(e.status);
                row.append(
                        !e.statistics.present()
                                ? String.format(Locale.ROOT, " %10s", "-")
                                : String.format(
                                        Locale.ROOT, left ? " %9.3f*" : " %10.3f", e.statistics.figure(i) / 1e3));
            }
            if (spread != null) {
                ForkSpread s = spread.of(i);
                row.append(
                        String.format(Locale.ROOT, " %10.3f %10.3f %10.3f", s.min / 1e3, s.median / 1e3, s.max / 1e3));
                if (i == 0 && !Double.isNaN(s.ci99Low)) {
                    row.append(String.format(Locale.ROOT, "  %.3f .. %.3f", s.ci99Low / 1e3, s.ci99High / 1e3));
                }
            }
            out.println(row);
        }
        if ((spread == null ? 0 : spread.forks) < entries.size()) {
            out.println("  (* not complete: left out of min, median, max and the interval)");
        }
    }
}
