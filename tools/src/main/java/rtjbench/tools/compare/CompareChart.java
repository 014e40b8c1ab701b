package rtjbench.tools.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.data.category.DefaultCategoryDataset;
import rtjbench.tools.plot.Charts;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.SweepValue;
import rtjbench.tools.stats.Unit;

/** {@code compare}'s chart of one testapp and statistic: a group of bars a point, or lines over a swept argument. */
final class CompareChart {
    private CompareChart() {}

    /** Bars (a group a point, a bar a folder) or, where the test is a sweep of one numeric argument, lines. */
    static JFreeChart of(
            String testapp,
            String stat,
            List<String> keys,
            Map<String, RunDir> exemplar,
            Map<String, RunStats[]> tests,
            List<String> labels,
            Unit unit,
            boolean minus) {
        String yLabel = stat.equals("count") ? "samples" : stat + " [" + unit.label() + "]";
        String sub = "all threads together" + (minus ? "; timer overhead subtracted" : "");
        Set<String> sweptArgs = new LinkedHashSet<>();
        for (String k : keys) sweptArgs.addAll(exemplar.get(k).swept().keySet());
        if (sweptArgs.size() == 1 && keys.size() > 1) {
            String arg = sweptArgs.iterator().next();
            double[] xs = new double[keys.size()];
            List<String> texts = new ArrayList<>();
            boolean numeric = true;
            for (int j = 0; j < keys.size(); j++) {
                String text = exemplar.get(keys.get(j)).swept().get(arg);
                texts.add(text);
                OptionalDouble v = SweepValue.parse(text);
                if (v.isPresent()) xs[j] = v.getAsDouble();
                else numeric = false;
            }
            Map<String, double[]> series = new LinkedHashMap<>();
            for (int i = 0; i < labels.size(); i++) {
                double[] ys = new double[keys.size()];
                for (int j = 0; j < keys.size(); j++) {
                    RunStats rs = tests.get(keys.get(j))[i];
                    ys[j] = rs == null
                            ? Double.NaN
                            : stat.equals("count")
                                    ? rs.all().summary().count()
                                    : unit.of(rs.all().summary().get(stat));
                }
                series.put(labels.get(i), ys);
            }
            return Charts.lines(
                    testapp + ": " + stat + " against " + arg, arg, texts, numeric ? xs : null, series, yLabel, sub);
        }
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (String k : keys) {
            RunStats[] row = tests.get(k);
            for (int i = 0; i < labels.size(); i++) {
                if (row[i] == null) continue;
                double v = stat.equals("count")
                        ? row[i].all().summary().count()
                        : unit.of(row[i].all().summary().get(stat));
                data.addValue(v, labels.get(i), CompareTable.point(exemplar.get(k)));
            }
        }
        return Charts.groupedBars(testapp + ": " + stat, data, yLabel, sub);
    }
}
