package rtjbench.tools.coldstart;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.plot.ChartFiles;
import rtjbench.tools.plot.PlotFiles;
import rtjbench.tools.plot.WarmupCharts;
import rtjbench.tools.results.ColdPointDir;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.stats.Table;
import rtjbench.tools.stats.Unit;

/**
 * The cold points of a results folder, as one table and their warm-up curves. A row a point (testapp x VM entry),
 * in the order they ran: the first event's latency over the cold starts (p50 and max), the events and the
 * milliseconds from the first event to the steady state (p50 and max over the forks that reached it; the forks
 * that never did counted apart), and the steady state itself (the warm reference's p50). Every figure is the
 * runner's, from forks.json's {@code cold}; nothing is recomputed here.
 */
public final class ColdStart {
    public static final String FILE = "cold-start.csv";

    /** cold-start.csv's columns. */
    static final List<String> COLUMNS = List.of(
            "testapp",
            "jvm",
            "forks",
            "first_event_p50_ns",
            "first_event_max_ns",
            "first_event_since_start_ms_p50",
            "events_to_steady_p50",
            "events_to_steady_max",
            "ms_to_steady_p50",
            "ms_to_steady_max",
            "never_steady",
            "steady_p50_ns");

    private final List<ColdPointDir> points;

    private ColdStart(List<ColdPointDir> points) {
        this.points = points;
    }

    public static ColdStart of(ResultNode root) {
        return new ColdStart(ColdPointDir.in(root));
    }

    /** Whether the folder holds a cold point. */
    public static boolean applies(ResultNode root) {
        return !ColdPointDir.in(root).isEmpty();
    }

    public List<ColdPointDir> points() {
        return points;
    }

    /** The rows as cold-start.csv holds them: ns, events and ms as the runner wrote them. */
    public Table csv() {
        Table t = new Table(COLUMNS);
        for (ColdPointDir p : points) {
            t.row(List.of(
                    p.testapp(),
                    p.jvm(),
                    p.cold().path("forks").asText(),
                    number(p.figure("first_event_ns", "p50")),
                    number(p.figure("first_event_ns", "max")),
                    number(p.figure("first_event_since_start_ms", "p50")),
                    number(p.figure("events_to_steady", "p50")),
                    number(p.figure("events_to_steady", "max")),
                    number(p.figure("ms_to_steady", "p50")),
                    number(p.figure("ms_to_steady", "max")),
                    p.cold().path("steady_not_reached").asText(),
                    number(p.steadyP50())));
        }
        return t;
    }

    /** The console's and the report's table: latencies in {@code unit}, the steady-state figures as counted. */
    public Table table(Unit unit) {
        String u = unit.label();
        Table t = new Table(List.of(
                "testapp",
                "jvm",
                "forks",
                "first event p50 [" + u + "]",
                "first event max [" + u + "]",
                "events to steady p50",
                "events to steady max",
                "ms to steady p50",
                "ms to steady max",
                "never steady",
                "steady p50 [" + u + "]"));
        for (ColdPointDir p : points) {
            t.row(List.of(
                    p.testapp(),
                    p.label(),
                    p.cold().path("forks").asText(),
                    latency(p.figure("first_event_ns", "p50"), unit),
                    latency(p.figure("first_event_ns", "max"), unit),
                    events(p.figure("events_to_steady", "p50")),
                    events(p.figure("events_to_steady", "max")),
                    millis(p.figure("ms_to_steady", "p50")),
                    millis(p.figure("ms_to_steady", "max")),
                    p.cold().path("steady_not_reached").asText(),
                    latency(p.steadyP50(), unit)));
        }
        return t;
    }

    /** The points by testapp, in the order they ran: a warm-up chart each. */
    public Map<String, List<ColdPointDir>> byTestapp() {
        Map<String, List<ColdPointDir>> m = new LinkedHashMap<>();
        for (ColdPointDir p : points)
            m.computeIfAbsent(p.testapp(), k -> new ArrayList<>()).add(p);
        return m;
    }

    /** The chart files' names (without extension) under plots/: one a testapp, one a point. */
    public List<String> chartNames() {
        List<String> names = new ArrayList<>();
        for (String testapp : byTestapp().keySet()) names.add(chartName(testapp, null));
        for (ColdPointDir p : points) names.add(chartName(p.testapp(), p.label()));
        return names;
    }

    static String chartName(String testapp, String jvm) {
        return ("warmup-" + testapp + (jvm == null ? "" : "-" + jvm)).replaceAll("[^A-Za-z0-9_.+-]", "_");
    }

    /** Claims cold-start.csv and the charts of {@code root}. */
    public static void claim(ResultNode root, Outputs outputs) {
        outputs.claim(root.dir().resolve(FILE));
        Path plots = root.dir().resolve(PlotFiles.FOLDER);
        for (String name : of(root).chartNames()) {
            ChartFiles.claim(outputs, plots, name);
        }
    }

    /** Writes cold-start.csv and the charts of {@code root}; with {@code print}, shows the table. */
    public static ColdStart write(ResultNode root, Unit unit, Outputs outputs, boolean print) throws Exception {
        ColdStart c = of(root);
        outputs.writeString(root.dir().resolve(FILE), c.csv().toCsv());
        Path plots = root.dir().resolve(PlotFiles.FOLDER);
        for (Map.Entry<String, List<ColdPointDir>> e : c.byTestapp().entrySet()) {
            chart(outputs, plots, chartName(e.getKey(), null), WarmupCharts.byTestapp(e.getKey(), e.getValue(), unit));
        }
        for (ColdPointDir p : c.points) {
            chart(outputs, plots, chartName(p.testapp(), p.label()), WarmupCharts.point(p, unit));
        }
        if (print) {
            System.out.println("Cold start (" + root.dir().resolve(FILE) + "; over the cold starts of each point, "
                    + unit.label() + "; to steady: from the first event)");
            System.out.print(c.table(unit).toText());
            System.out.println();
        }
        return c;
    }

    private static void chart(Outputs outputs, Path plots, String name, JFreeChart chart) throws Exception {
        ChartFiles.write(outputs, plots, name, chart);
    }

    private static String number(double v) {
        if (Double.isNaN(v)) return "";
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.3f", v);
    }

    private static String latency(double ns, Unit unit) {
        return Double.isNaN(ns) ? "-" : unit.format(ns, false);
    }

    private static String events(double n) {
        return Double.isNaN(n) ? "-" : String.valueOf((long) n);
    }

    private static String millis(double ms) {
        return Double.isNaN(ms) ? "-" : String.format(Locale.ROOT, "%.1f", ms);
    }
}
