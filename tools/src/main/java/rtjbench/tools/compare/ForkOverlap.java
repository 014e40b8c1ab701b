package rtjbench.tools.compare;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.results.ForksDir;
import rtjbench.tools.results.ForksReader;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.stats.ForkTables;
import rtjbench.tools.stats.Table;
import rtjbench.tools.stats.Unit;

/**
 * Whether the folders differ by more than their forks vary. For a test run in several forks in more than one
 * folder, each statistic's spread across forks (the mean: its 99% confidence interval; p50, p99, max: the
 * smallest to the largest fork value) is set beside the first folder's; where the two overlap the difference
 * is marked not significant.
 */
final class ForkOverlap {
    static final String FILE = "compare-forks.csv";
    static final String NOT_SIGNIFICANT = "not significant (spreads overlap)";
    static final String APART = "apart";

    private ForkOverlap() {}

    /** A row a test and statistic; null where no test has forks in two folders. */
    static Table table(List<ResultNode> roots, List<String> labels, Unit unit) {
        Map<String, ForksDir[]> byTest = new LinkedHashMap<>();
        for (int i = 0; i < roots.size(); i++) {
            for (ForksDir f : ForksReader.in(roots.get(i))) {
                byTest.computeIfAbsent(f.label(), k -> new ForksDir[roots.size()])[i] = f;
            }
        }
        List<String> h = new ArrayList<>(List.of("test", "statistic"));
        for (String l : labels) h.add(l + " [" + unit.label() + "]");
        h.add(roots.size() > 2 ? "difference to the first folder" : "difference");
        Table t = new Table(h);
        for (Map.Entry<String, ForksDir[]> e : byTest.entrySet()) {
            if (present(e.getValue()) < 2) continue;
            for (String stat : ForkTables.STATISTICS) {
                List<String> cells = new ArrayList<>(List.of(e.getKey(), stat.substring(0, stat.length() - 3)));
                double[] base = null;
                List<String> verdicts = new ArrayList<>();
                for (int i = 0; i < roots.size(); i++) {
                    double[] span = e.getValue()[i] == null ? null : span(e.getValue()[i].spread(stat));
                    cells.add(span == null ? "" : unit.format(span[0], true) + " .. " + unit.format(span[1], true));
                    if (span == null) continue;
                    if (base == null) {
                        base = span;
                    } else {
                        String verdict = overlap(base, span) ? NOT_SIGNIFICANT : APART;
                        verdicts.add(roots.size() > 2 ? labels.get(i) + ": " + verdict : verdict);
                    }
                }
                cells.add(String.join("; ", verdicts));
                t.row(cells);
            }
        }
        return t.rows().isEmpty() ? null : t;
    }

    private static int present(ForksDir[] forks) {
        int n = 0;
        for (ForksDir f : forks) if (f != null && f.spread("mean_ns").isObject()) n++;
        return n;
    }

    /** The mean's 99% interval where there is one (two or more complete forks), otherwise min..max. */
    static double[] span(JsonNode spread) {
        if (!spread.isObject()) return null;
        if (spread.path("ci99_low").isNumber() && spread.path("ci99_high").isNumber()) {
            return new double[] {
                spread.path("ci99_low").asDouble(), spread.path("ci99_high").asDouble()
            };
        }
        return new double[] {spread.path("min").asDouble(), spread.path("max").asDouble()};
    }

    static boolean overlap(double[] a, double[] b) {
        return a[0] <= b[1] && b[0] <= a[1];
    }
}
