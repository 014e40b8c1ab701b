package rtjbench.tools.stats;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.Parallel;
import rtjbench.tools.explain.Explanation;
import rtjbench.tools.results.ForksDir;
import rtjbench.tools.results.ForksReader;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SweepDir;

/** The per-run files {@code stats} writes besides the CSV table: HdrHistogram percentiles and the µs histogram. */
public final class StatsFiles {
    /** HdrHistogram's default: 5 reporting steps per halving of the distance to 100%. */
    private static final int TICKS_PER_HALF = 5;

    private StatsFiles() {}

    public static String names(boolean minusOverhead, String base, String ext) {
        return base + (minusOverhead ? "-minus-overhead" : "") + "." + ext;
    }

    /** HdrHistogram's percentile distribution (the .hgrm its plotter reads) of all threads, values in {@code unit}. */
    public static String hgrm(RunStats rs, Unit unit) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        rs.all().hdr().outputPercentileDistribution(ps, TICKS_PER_HALF, unit.nanos());
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /**
     * cyclictest's histogram: a row per 1 µs bucket ({@code bucket count-thread-0 count-thread-1 ...}), then
     * the summary lines cyclictest prints (min/avg/max in µs, overflows), so existing scripts read it.
     */
    public static String cyclictest(RunStats rs) {
        StringBuilder sb = new StringBuilder();
        sb.append("# rtjbench histogram of ").append(rs.run().label()).append(": 1 us buckets, one column a thread\n");
        if (rs.overhead() != null)
            sb.append("# ").append(StatsTables.overheadNote(rs)).append('\n');
        sb.append("# bucket_us");
        for (ThreadStats t : rs.threads()) sb.append(' ').append(t.name());
        sb.append('\n');
        int used = 0;
        for (ThreadStats t : rs.threads()) used = Math.max(used, t.micros().used());
        for (int b = 0; b < used; b++) {
            zeroPadded(sb, b, 6);
            for (ThreadStats t : rs.threads())
                zeroPadded(sb.append(' '), t.micros().count(b), 6);
            sb.append('\n');
        }
        summaryLine(
                sb,
                "Total:",
                rs,
                t -> String.format(Locale.ROOT, "%09d", t.summary().count()));
        summaryLine(
                sb,
                "Min Latencies:",
                rs,
                t -> String.format(Locale.ROOT, "%05d", t.summary().min() / 1000));
        summaryLine(
                sb,
                "Avg Latencies:",
                rs,
                t -> String.format(Locale.ROOT, "%05d", Math.round(t.summary().mean() / 1000)));
        summaryLine(
                sb,
                "Max Latencies:",
                rs,
                t -> String.format(Locale.ROOT, "%05d", t.summary().max() / 1000));
        summaryLine(
                sb,
                "Histogram Overflows:",
                rs,
                t -> String.format(Locale.ROOT, "%05d", t.micros().overflows()));
        return sb.toString();
    }

    /**
     * {@code n} as {@code String.format("%0<width>d")} writes it, without parsing a format string for each cell of
     * the up to 10,000 rows (Formatter's parsing was a tenth of the quick suite's post-processing).
     */
    static void zeroPadded(StringBuilder sb, long n, int width) {
        if (n < 0) {
            sb.append(String.format(Locale.ROOT, "%0" + width + "d", n));
            return;
        }
        String digits = Long.toString(n);
        for (int i = digits.length(); i < width; i++) sb.append('0');
        sb.append(digits);
    }

    private static void summaryLine(
            StringBuilder sb, String title, RunStats rs, java.util.function.Function<ThreadStats, String> f) {
        sb.append("# ").append(title);
        for (ThreadStats t : rs.threads()) sb.append(' ').append(f.apply(t));
        sb.append('\n');
    }

    /** Claims every file {@link #writeAll} writes below {@code root}: each run's, each sweep's, each forked point's. */
    public static void claim(ResultNode root, boolean minus, Outputs outputs) {
        for (RunDir r : root.runs()) {
            outputs.claim(r.dir().resolve(names(minus, "stats", "csv")));
            outputs.claim(r.dir().resolve(names(minus, "percentiles", "hgrm")));
            outputs.claim(r.dir().resolve(names(minus, "histogram", "txt")));
        }
        for (SweepDir s : root.sweeps()) outputs.claim(s.dir().resolve(names(minus, "sweep-stats", "csv")));
        for (ForksDir f : ForksReader.in(root)) outputs.claim(f.dir().resolve(ForkTables.FILE));
    }

    /**
     * Analyses and writes every run and sweep below {@code root} (the runs on several threads at once, printed in
     * order); returns the stats by run folder.
     */
    public static Map<Path, RunStats> writeAll(
            ResultNode root, Unit unit, boolean minus, int buckets, Outputs outputs, boolean print) throws Exception {
        List<RunDir> runs = root.runs();
        List<Written> written = Parallel.map(runs, r -> {
            RunStats rs = Analyzer.analyze(r, minus, false, buckets);
            return new Written(rs, writeRun(rs, unit, minus, outputs));
        });
        Map<Path, RunStats> byRun = new LinkedHashMap<>();
        for (Written w : written) {
            byRun.put(w.stats().run().dir(), w.stats());
            if (print) System.out.print(w.text());
        }
        writeGroups(root, byRun, unit, minus, outputs, print);
        return byRun;
    }

    /** A run's statistics and its table as printed. */
    private record Written(RunStats stats, String text) {}

    /** Writes one run's stats.csv, percentiles.hgrm and histogram.txt; returns its table as printed. */
    public static String writeRun(RunStats rs, Unit unit, boolean minus, Outputs outputs) throws IOException {
        RunDir r = rs.run();
        Table t = StatsTables.run(rs, unit, minus);
        outputs.writeString(r.dir().resolve(StatsFiles.names(minus, "stats", "csv")), t.toCsv());
        outputs.writeString(r.dir().resolve(StatsFiles.names(minus, "percentiles", "hgrm")), StatsFiles.hgrm(rs, unit));
        outputs.writeString(r.dir().resolve(StatsFiles.names(minus, "histogram", "txt")), StatsFiles.cyclictest(rs));
        StringBuilder text = new StringBuilder();
        text.append(r.label())
                .append("  (")
                .append(r.dir())
                .append(", ")
                .append(unit.label())
                .append(r.complete() ? "" : ", INCOMPLETE")
                .append(")\n");
        String note = StatsTables.overheadNote(rs);
        if (note != null) text.append("  ").append(note).append('\n');
        text.append(t.toText());
        String spikes = Explanation.line(r);
        if (spikes != null) text.append("  spikes: ").append(spikes).append('\n');
        Deadlines.Result deadline = Deadlines.of(r);
        if (deadline != null) text.append("  ").append(deadline.line()).append('\n');
        return text.append('\n').toString();
    }

    /** The tables over several runs: each forked point's spread across its forks, each sweep's points. */
    public static void writeGroups(
            ResultNode root, Map<Path, RunStats> byRun, Unit unit, boolean minus, Outputs outputs, boolean print)
            throws IOException {
        for (ForksDir f : ForksReader.in(root)) {
            Table t = ForkTables.spread(f, unit);
            outputs.writeString(f.dir().resolve(ForkTables.FILE), t.toCsv());
            if (print) {
                System.out.println(f.label() + ": " + f.forks().size() + " forks, spread  (" + f.dir()
                        + ", all threads, " + unit.label() + ")");
                System.out.print(t.toText());
                System.out.println("  " + ForkTables.note(f));
                System.out.println();
            }
        }
        for (SweepDir s : root.sweeps()) {
            Table t = StatsTables.sweep(s, byRun, unit, minus);
            outputs.writeString(s.dir().resolve(StatsFiles.names(minus, "sweep-stats", "csv")), t.toCsv());
            if (print) {
                System.out.println(s.testapp() + " sweep over " + String.join(", ", s.swept()) + "  (" + s.dir()
                        + ", all threads, " + unit.label() + (minus ? ", timer overhead subtracted" : "") + ")");
                System.out.print(t.toText());
                System.out.println();
            }
        }
    }
}
