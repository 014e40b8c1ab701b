package rtjbench.core.run.fork;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
    public static final List<String> STATISTICS = Arrays.asList("mean_ns", "p50_ns", "p99_ns", "max_ns");

    private static final ObjectMapper JSON = new ObjectMapper();
    /** How a runner ends: complete, incomplete (it says why), interrupted by SIGINT or SIGTERM after saving. */
    private static final List<Integer> RUNNER_EXITS = Arrays.asList(ExitStatus.OK, ExitStatus.INCOMPLETE, 130, 143);

    private ForkResults() {}

    /** A fork's outcome as its own metadata says it, or why there is none. */
    static final class Outcome {
        final String status;
        final String reason;
        /** Epoch ms at which the runner started the fork's VM and saw it exit; 0 where it did not start. */
        long vmStarted;

        long vmExited;
        /** The figures the fork reported over all its threads; null where it reported none. */
        PointFigures figures;

        Outcome(String status, String reason) {
            this.status = status;
            this.reason = reason;
        }

        /** forks.json's times of the fork's VM ({@code vm_started}, {@code vm_exited}), where it ran. */
        Map<String, Object> times() {
            Map<String, Object> m = new LinkedHashMap<>();
            if (vmStarted > 0) {
                m.put("vm_started", Instant.ofEpochMilli(vmStarted).toString());
                m.put("vm_exited", Instant.ofEpochMilli(vmExited).toString());
            }
            return m;
        }

        boolean complete() {
            return "complete".equals(status);
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
     * mean_ns, p50_ns, p99_ns, max_ns and samples of a fork's run folder; empty where it has no samples, or keeps
     * them in interval histograms (record=histogram), which the tools read.
     */
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

    static Map<String, Object> statistics(Path runDir) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        long[] all = allSamples(runDir);
        if (all == null || all.length == 0) {
            return m;
        }
        SampleDistribution s = SampleDistribution.of(all);
        m.put("samples", s.count());
        m.put("mean_ns", s.mean());
        m.put("p50_ns", (double) s.percentile(50));
        m.put("p99_ns", (double) s.percentile(99));
        m.put("max_ns", (double) s.max());
        return m;
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

    /**
     * forks.json's {@code spread}: per statistic its spread over the complete forks' values; null with none complete.
     */
    static Map<String, Object> spread(List<Map<String, Object>> completeForks) {
        if (completeForks.isEmpty()) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("forks", completeForks.size());
        for (String stat : STATISTICS) {
            m.put(stat, spreadOf(completeForks, stat).toMetadata(stat.equals("mean_ns")));
        }
        return m;
    }

    private static ForkSpread spreadOf(List<Map<String, Object>> forks, String stat) {
        double[] values = new double[forks.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = ((Number) forks.get(i).get(stat)).doubleValue();
        }
        return ForkSpread.of(values);
    }

    /**
     * The console table: a row per statistic, a column per fork, then min, median and max across the complete
     * forks and, for the mean, the 99% confidence interval.
     */
    static void print(
            PrintStream out, String title, List<Map<String, Object>> entries, List<Map<String, Object>> complete) {
        out.println(title);
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "  %-9s", "[us]"));
        for (Map<String, Object> e : entries) {
            head.append(String.format(Locale.ROOT, " %10s", e.get("dir")));
        }
        head.append(String.format(Locale.ROOT, " %10s %10s %10s  %s", "min", "median", "max", "mean 99% CI"));
        out.println(head);
        for (String stat : STATISTICS) {
            StringBuilder row =
                    new StringBuilder(String.format(Locale.ROOT, "  %-9s", stat.substring(0, stat.length() - 3)));
            for (Map<String, Object> e : entries) {
                Object v = e.get(stat);
                boolean left = !"complete".equals(e.get("status"));
                row.append(
                        v == null
                                ? String.format(Locale.ROOT, " %10s", "-")
                                : String.format(
                                        Locale.ROOT, left ? " %9.3f*" : " %10.3f", ((Number) v).doubleValue() / 1e3));
            }
            if (!complete.isEmpty()) {
                ForkSpread s = spreadOf(complete, stat);
                row.append(
                        String.format(Locale.ROOT, " %10.3f %10.3f %10.3f", s.min / 1e3, s.median / 1e3, s.max / 1e3));
                if (stat.equals("mean_ns") && !Double.isNaN(s.ci99Low)) {
                    row.append(String.format(Locale.ROOT, "  %.3f .. %.3f", s.ci99Low / 1e3, s.ci99High / 1e3));
                }
            }
            out.println(row);
        }
        if (complete.size() < entries.size()) {
            out.println("  (* not complete: left out of min, median, max and the interval)");
        }
    }
}
