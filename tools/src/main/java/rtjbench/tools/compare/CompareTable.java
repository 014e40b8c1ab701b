package rtjbench.tools.compare;

import java.util.ArrayList;
import java.util.List;
import rtjbench.stats.DeadlineMisses;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Summary;
import rtjbench.tools.stats.Table;
import rtjbench.tools.stats.Unit;

/**
 * {@code compare}'s tables: a testapp's, a row a point and folder, and compare.csv's, a row a test, point and
 * folder.
 */
final class CompareTable {
    private CompareTable() {}

    /** compare.csv: a row per test, point and folder, every statistic in {@code unit}. */
    static Table csv(Unit unit) {
        List<String> header = new ArrayList<>(List.of("test", "point", "label", "folder"));
        for (String c : Summary.COLUMNS) header.add(c.equals("count") ? c : c + "_" + unit.label());
        return new Table(header);
    }

    /**
     * One testapp's table: a row per point and folder, with its deadline misses where it has a deadline; each row
     * also into {@code csv}.
     */
    static Table of(
            String testapp,
            List<String> keys,
            ComparedRuns c,
            List<ResultNode> roots,
            List<String> labels,
            Unit unit,
            Table csv) {
        List<String> header = new ArrayList<>(List.of("point", "label"));
        for (String col : Summary.COLUMNS) header.add(col.equals("count") ? col : col + "_" + unit.label());
        boolean deadlines = false;
        for (String k : keys) deadlines |= c.misses().containsKey(k);
        if (deadlines) header.addAll(List.of("deadline_misses", "miss_ratio", "longest_miss_run"));
        Table t = new Table(header);
        for (String k : keys) {
            String point = point(c.exemplar().get(k));
            RunStats[] row = c.tests().get(k);
            for (int i = 0; i < roots.size(); i++) {
                List<String> cells = new ArrayList<>(List.of(point, labels.get(i)));
                List<String> csvCells = new ArrayList<>(List.of(
                        testapp, point, labels.get(i), roots.get(i).dir().toString()));
                for (String col : Summary.COLUMNS) {
                    String v = row[i] == null
                            ? ""
                            : col.equals("count")
                                    ? Long.toString(row[i].all().summary().count())
                                    : unit.format(row[i].all().summary().get(col), Summary.isFractional(col));
                    cells.add(v);
                    csvCells.add(v);
                }
                if (deadlines) {
                    DeadlineMisses[] m = c.misses().get(k);
                    DeadlineMisses d = m == null ? null : m[i];
                    cells.add(d == null ? "" : Long.toString(d.misses()));
                    cells.add(d == null ? "" : String.format(java.util.Locale.ROOT, "%.6f", d.missRatio()));
                    cells.add(d == null ? "" : Long.toString(d.longestRun()));
                }
                t.row(cells);
                csv.row(csvCells);
            }
        }
        return t;
    }

    static String point(RunDir r) {
        return r.swept().isEmpty() ? "-" : r.sweptValues();
    }
}
