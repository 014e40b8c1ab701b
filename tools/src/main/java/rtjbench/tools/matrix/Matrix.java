package rtjbench.tools.matrix;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.HdrHistogram.Histogram;
import org.jfree.chart.JFreeChart;
import rtjbench.stats.DeadlineMisses;
import rtjbench.tools.plot.Charts;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.stats.Deadlines;
import rtjbench.tools.stats.ForkTables;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Summary;
import rtjbench.tools.stats.Table;
import rtjbench.tools.stats.Unit;

/**
 * The VM x collector x load matrix of a results folder: a row for each point (a sweep point, or a run of its own),
 * in the order they ran, including those that failed (with the reason: an unknown {@code -XX} flag, a collector
 * the VM lacks). Latency figures are over every thread of the point (its forks pooled), exact, as {@code tools
 * stats} gives them; the GC pauses are those the run recorded in its measured phase ({@code
 * jvm_activity.gc_pauses.measured}: microseconds where the VM logged them, whole milliseconds from the GC
 * notifications; {@code gc_pauses.source} says which).
 */
public final class Matrix {
    public static final String FILE = "matrix.csv";
    public static final String CHART = "matrix-ccdf";

    /** The columns every matrix has, in order; swept arguments other than these follow {@code load}. */
    public static final List<String> COLUMNS = List.of(
            "testapp",
            "jvm",
            "collector",
            "gc_load",
            "load",
            "status",
            "count",
            "p50_ns",
            "p99_ns",
            "p99_9_ns",
            "max_ns",
            "deadline_misses",
            "miss_ratio",
            "gc_pauses",
            "gc_pause_total_ns",
            "gc_pause_max_ns",
            "achieved_mb_per_s",
            "reason");

    /** One row, with the histogram its CCDF line is drawn from (null where the point has no samples). */
    public record Row(Map<String, String> cells, Histogram histogram) {
        String label() {
            StringBuilder sb = new StringBuilder(cells.get("jvm").isEmpty() ? "runner" : cells.get("jvm"));
            sb.append(' ').append(cells.get("collector"));
            if (!"0".equals(cells.get("gc_load"))) sb.append(" gc ").append(cells.get("gc_load"));
            if (!"none".equals(cells.get("load"))) sb.append(" + ").append(cells.get("load"));
            cells.forEach((k, v) -> {
                if (!COLUMNS.contains(k)) sb.append(' ').append(k).append('=').append(v);
            });
            return sb.toString();
        }
    }

    private final List<String> extra;
    private final List<Row> rows;

    private Matrix(List<String> extra, List<Row> rows) {
        this.extra = extra;
        this.rows = rows;
    }

    /** Whether a folder is one a matrix is for: some run in it names a VM entry, an allocation or a system load. */
    public static boolean applies(ResultNode root) {
        for (RunDir r : root.runs()) {
            JsonNode m = r.metadata();
            if (m.has("jvm_entry") || m.has("gc_load") || m.has("load")) return true;
        }
        for (SweepDir s : root.sweeps()) if (s.swept().contains("jvms")) return true;
        return false;
    }

    /** The matrix of {@code root}, from the runs' statistics (as {@code tools stats} made them). */
    public static Matrix of(ResultNode root, Map<Path, RunStats> byRun) throws IOException {
        List<Row> rows = new ArrayList<>();
        Set<String> extra = new LinkedHashSet<>();
        Set<Path> inSweeps = new LinkedHashSet<>();
        for (SweepDir s : root.sweeps()) {
            for (SweepDir.Point p : s.points()) {
                for (RunDir r : p.runs()) inSweeps.add(r.dir());
                for (String k : p.values().keySet()) if (!k.equals("jvms") && !COLUMNS.contains(k)) extra.add(k);
                RunDir sibling = s.runs().isEmpty() ? null : s.runs().get(0); // the same arguments where not swept
                rows.add(row(s.testapp(), p.values(), p.status(), reason(s, p), p.runs(), sibling, byRun));
            }
        }
        for (RunDir r : root.runs()) {
            if (inSweeps.contains(r.dir())) continue;
            rows.add(row(
                    r.testapp(),
                    r.swept(),
                    r.complete() ? "complete" : "incomplete",
                    r.incompleteReason(),
                    List.of(r),
                    r,
                    byRun));
        }
        return new Matrix(new ArrayList<>(extra), rows);
    }

    private static String reason(SweepDir s, SweepDir.Point p) {
        for (JsonNode e : s.index().path("entries"))
            if (e.path("dir").asText().equals(p.dirName()) && e.hasNonNull("reason"))
                return e.path("reason").asText();
        return null;
    }

    private static Row row(
            String testapp,
            Map<String, String> values,
            String status,
            String reason,
            List<RunDir> runs,
            RunDir sibling,
            Map<Path, RunStats> byRun)
            throws IOException {
        Map<String, String> c = new LinkedHashMap<>();
        putPoint(c, testapp, values, status, runs, sibling);
        Histogram histogram = putLatencies(c, runs, byRun);
        putMissesAndPauses(c, runs);
        c.put("reason", reason == null ? "" : reason);
        return new Row(c, histogram);
    }

    /** The point's columns: its testapp, VM entry, collector, loads, swept values and status. */
    private static void putPoint(
            Map<String, String> c,
            String testapp,
            Map<String, String> values,
            String status,
            List<RunDir> runs,
            RunDir sibling) {
        RunDir first = runs.isEmpty() ? null : runs.get(0);
        RunDir args = first != null ? first : sibling; // a failed point: its sweep's other points have its arguments
        c.put("testapp", testapp);
        c.put("jvm", values.getOrDefault("jvms", args == null ? "" : orEmpty(args.arg("jvms"))));
        c.put(
                "collector",
                first == null
                        ? "?"
                        : first.metadata().path("collector").path("name").asText("?"));
        c.put("gc_load", values.getOrDefault("gc_load", args == null ? "0" : orDefault(args.arg("gc_load"), "0")));
        c.put("load", values.getOrDefault("load", args == null ? "none" : orDefault(args.arg("load"), "none")));
        values.forEach((k, v) -> {
            if (!k.equals("jvms") && !c.containsKey(k)) c.put(k, v);
        });
        c.put("status", status);
    }

    /** The latency columns over the point's runs pooled (empty where none measured); their histogram, or null. */
    private static Histogram putLatencies(Map<String, String> c, List<RunDir> runs, Map<Path, RunStats> byRun) {
        List<RunStats> stats = new ArrayList<>();
        for (RunDir r : runs) if (byRun.containsKey(r.dir())) stats.add(byRun.get(r.dir()));
        Histogram histogram = null;
        if (stats.isEmpty() || stats.get(0).all().summary().count() == 0) {
            for (String k : List.of("count", "p50_ns", "p99_ns", "p99_9_ns", "max_ns")) c.put(k, "");
        } else {
            RunStats rs = stats.size() == 1 ? stats.get(0) : ForkTables.pooled(stats);
            Summary s = rs.all().summary();
            c.put("count", Long.toString(s.count()));
            c.put("p50_ns", Long.toString(s.p50()));
            c.put("p99_ns", Long.toString(s.p99()));
            c.put("p99_9_ns", Long.toString(s.p999()));
            c.put("max_ns", Long.toString(s.max()));
            histogram = rs.all().hdr();
        }
        return histogram;
    }

    /** The deadline misses, the measured phases' GC pauses and the allocation rate the runs achieved. */
    private static void putMissesAndPauses(Map<String, String> c, List<RunDir> runs) throws IOException {
        DeadlineMisses misses = null;
        long pauses = 0;
        long pauseTotal = 0;
        long pauseMax = -1;
        double achieved = Double.NaN;
        for (RunDir r : runs) {
            Deadlines.Result d = Deadlines.of(r);
            if (d != null) {
                if (misses == null) misses = new DeadlineMisses(d.deadlineNs());
                misses.add(d.all());
            }
            JsonNode measured =
                    r.metadata().path("jvm_activity").path("gc_pauses").path("measured");
            if (measured.isObject()) {
                pauses += measured.path("count").asLong();
                pauseTotal += Math.round(measured.path("total_ms").asDouble() * 1e6);
                pauseMax = Math.max(pauseMax, Math.round(measured.path("max_ms").asDouble() * 1e6));
            }
            JsonNode gc = r.metadata().path("gc_load");
            if (gc.has("achieved_mb_per_s"))
                achieved = Double.isNaN(achieved)
                        ? gc.path("achieved_mb_per_s").asDouble()
                        : Math.min(achieved, gc.path("achieved_mb_per_s").asDouble());
        }
        c.put("deadline_misses", misses == null ? "" : Long.toString(misses.misses()));
        c.put("miss_ratio", misses == null ? "" : String.format(Locale.ROOT, "%.6f", misses.missRatio()));
        c.put("gc_pauses", pauseMax < 0 ? "" : Long.toString(pauses));
        c.put("gc_pause_total_ns", pauseMax < 0 ? "" : Long.toString(pauseTotal));
        c.put("gc_pause_max_ns", pauseMax < 0 ? "" : Long.toString(pauseMax));
        c.put("achieved_mb_per_s", Double.isNaN(achieved) ? "" : String.format(Locale.ROOT, "%.1f", achieved));
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }

    private static String orDefault(String s, String d) {
        return s == null || s.isEmpty() ? d : s;
    }

    public List<Row> rows() {
        return rows;
    }

    /** The header: the fixed columns with the other swept arguments after {@code load}. */
    public List<String> header() {
        List<String> h = new ArrayList<>(COLUMNS);
        h.addAll(h.indexOf("load") + 1, extra);
        return h;
    }

    /** matrix.csv: every column, ns. */
    public Table csv() {
        Table t = new Table(header());
        for (Row r : rows) {
            List<String> cells = new ArrayList<>();
            for (String h : header()) cells.add(r.cells().getOrDefault(h, ""));
            t.row(cells);
        }
        return t;
    }

    /** The console's and the report's table: the same rows, latencies in {@code unit}, without testapp and reason. */
    public Table table(Unit unit) {
        List<String> h = new ArrayList<>();
        for (String c : header()) {
            if (c.equals("testapp") || c.equals("reason") || c.equals("gc_pause_total_ns") || c.equals("count"))
                continue;
            h.add(c.endsWith("_ns") ? c.substring(0, c.length() - 3) + "_" + unit.label() : c);
        }
        Table t = new Table(h);
        for (Row r : rows) {
            List<String> cells = new ArrayList<>();
            for (String c : header()) {
                if (c.equals("testapp") || c.equals("reason") || c.equals("gc_pause_total_ns") || c.equals("count"))
                    continue;
                String v = r.cells().getOrDefault(c, "");
                cells.add(c.endsWith("_ns") && !v.isEmpty() ? unit.format(Long.parseLong(v), false) : v);
            }
            t.row(cells);
        }
        return t;
    }

    /** The rows that did not complete, with their reasons, for under the table. */
    public List<String> failures() {
        List<String> f = new ArrayList<>();
        for (Row r : rows)
            if (!"complete".equals(r.cells().get("status")))
                f.add(r.label() + ": " + r.cells().get("status")
                        + (r.cells().get("reason").isEmpty()
                                ? ""
                                : " (" + r.cells().get("reason") + ")"));
        return f;
    }

    /** One CCDF, a line per row that has samples. */
    public JFreeChart ccdf(String title, Unit unit) {
        Map<String, Histogram> lines = new LinkedHashMap<>();
        for (Row r : rows) if (r.histogram() != null) lines.put(r.label(), r.histogram());
        return Charts.ccdfLines(
                title + ": CCDF, a line per VM x load", lines, unit, "1e-2 = p99, 1e-3 = p99.9, 1e-4 = p99.99");
    }
}
