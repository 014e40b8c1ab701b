package rtjbench.tools.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.stats.ForkTables;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.SweepValue;
import rtjbench.tools.stats.Unit;

/**
 * A sweep's statistics against the swept argument (seed figs. 7-10: latency against size; RTJPerf: delay
 * against the number of low-priority handlers): a line a statistic. Where more than one argument is swept,
 * the first is the x axis and each combination of the others gets its own chart.
 */
public final class SweepCharts {
    public static final List<String> STATS = List.of("min", "p50", "mean", "p99", "p99.9", "max");

    private SweepCharts() {}

    public static List<NamedChart> forSweep(SweepDir sweep, Map<Path, RunStats> byRun, Unit unit) {
        if (sweep.swept().isEmpty()) return List.of();
        String xArg = sweep.swept().get(0);
        Map<String, List<SweepDir.Point>> groups = new LinkedHashMap<>();
        for (SweepDir.Point p : sweep.points()) {
            if (ForkTables.pointStats(p, byRun) == null) continue;
            StringBuilder key = new StringBuilder();
            for (String a : sweep.swept().subList(1, sweep.swept().size())) {
                key.append(key.length() == 0 ? "" : ",")
                        .append(a)
                        .append('=')
                        .append(p.values().get(a));
            }
            groups.computeIfAbsent(key.toString(), k -> new ArrayList<>()).add(p);
        }
        List<NamedChart> charts = new ArrayList<>();
        for (Map.Entry<String, List<SweepDir.Point>> g : groups.entrySet()) {
            List<SweepDir.Point> pts = g.getValue();
            List<String> texts = new ArrayList<>();
            double[] xs = new double[pts.size()];
            boolean numeric = true;
            for (int i = 0; i < pts.size(); i++) {
                String text = pts.get(i).values().get(xArg);
                texts.add(text);
                OptionalDouble v = SweepValue.parse(text);
                if (v.isPresent()) xs[i] = v.getAsDouble();
                else numeric = false;
            }
            Map<String, double[]> series = new LinkedHashMap<>();
            boolean minus = false;
            for (String stat : STATS) {
                double[] ys = new double[pts.size()];
                for (int i = 0; i < pts.size(); i++) {
                    RunStats rs = ForkTables.pointStats(pts.get(i), byRun);
                    minus |= rs.overhead() != null;
                    ys[i] = unit.of(rs.all().summary().get(stat));
                }
                series.put(stat, ys);
            }
            String title = sweep.testapp() + ": statistics against " + xArg
                    + (g.getKey().isEmpty() ? "" : " (" + g.getKey() + ")");
            String sub = "all threads together" + (minus ? "; recorded timer overhead subtracted" : "")
                    + (numeric ? "" : "; " + xArg + " values are not numbers: placed in order");
            String name = g.getKey().isEmpty() ? "sweep" : "sweep-" + g.getKey().replaceAll("[^A-Za-z0-9=.,_-]", "_");
            charts.add(new NamedChart(
                    name,
                    Charts.lines(
                            title,
                            xArg + (numeric ? "" : " (in order)"),
                            texts,
                            numeric ? xs : null,
                            series,
                            "latency [" + unit.label() + "]",
                            sub)));
        }
        return charts;
    }
}
