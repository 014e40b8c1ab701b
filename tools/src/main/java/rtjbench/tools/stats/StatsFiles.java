package rtjbench.tools.stats;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

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
}
