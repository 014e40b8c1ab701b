package rtjbench.core.run.console;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.stats.Finding;

/**
 * What the console ends with, as JMH and cyclictest end with one summary: one table under one header, a row a
 * point (the testapp and its swept values; its figures over all threads, in µs to the digit the stats files
 * hold), then a line a testapp that declares a finding ({@link Finding}): the comparison its docs call the
 * answer. The per-thread tables are in each run's {@code summary.txt} (and on the console with
 * {@code --verbose}).
 */
public final class ConsoleSummary {
    private static final Finding.TimeFormat MICROS = new Finding.TimeFormat() {
        @Override
        public String format(double nanos) {
            return PointFigures.us(nanos) + " us";
        }
    };

    private final List<Table> tables = new ArrayList<>();

    /** One testapp's points, in the order they ran. */
    private static final class Table {
        final String testApp;
        final Finding finding;
        final List<Row> rows = new ArrayList<>();

        Table(String testApp, Finding finding) {
            this.testApp = testApp;
            this.finding = finding;
        }
    }

    private static final class Row {
        final Finding.Point point;
        final PointFigures figures;
        final String problem;

        Row(Finding.Point point, PointFigures figures, String problem) {
            this.point = point;
            this.figures = figures;
            this.problem = problem;
        }
    }

    /** A testapp begins: its name in the args file, and the finding it declares (null: none). */
    public void testApp(String name, Finding finding) {
        tables.add(new Table(name, finding));
    }

    /**
     * A point of the testapp last begun ended: its label (swept values; empty for a testapp of one point), its
     * arguments as text, its value of the finding's argument, its figures (null: none) and why it did not
     * complete (null: it did).
     */
    public void point(
            String label, Map<String, String> args, double findingValue, PointFigures figures, String problem) {
        if (tables.isEmpty()) {
            throw new IllegalStateException("a point before its testapp");
        }
        Finding.Point p = new Finding.Point(
                label,
                args,
                findingValue,
                figures == null ? Collections.<String, Double>emptyMap() : figures.byName(),
                figures == null ? 1 : figures.step);
        tables.get(tables.size() - 1).rows.add(new Row(p, figures, problem));
    }

    /** The table, then the findings; nothing where no point ran. Columns as wide as the widest figure of any. */
    public void print(PrintStream out) {
        int width = 12;
        int[] columns = {9, 10, 10, 10, 10};
        boolean any = false;
        for (Table t : tables) {
            for (Row r : t.rows) {
                any = true;
                width = Math.max(width, label(t, r).length());
                String[] cells = cells(r);
                for (int i = 0; cells != null && i < cells.length; i++) {
                    columns[i] = Math.max(columns[i], cells[i].length());
                }
            }
        }
        if (!any) {
            return;
        }
        out.println(line(width, columns, "", HEADER));
        for (Table t : tables) {
            for (Row r : t.rows) {
                String[] cells = cells(r);
                if (cells == null) {
                    out.println(String.format(
                            Locale.ROOT,
                            "%-" + width + "s %" + columns[0] + "s %s",
                            label(t, r),
                            "-",
                            r.problem == null ? "no samples" : r.problem));
                } else {
                    out.println(line(width, columns, label(t, r), cells) + (r.problem == null ? "" : "  " + r.problem));
                }
            }
        }
        for (Table t : tables) {
            String finding = findingText(t);
            if (!t.rows.isEmpty() && !finding.isEmpty()) {
                out.println(t.testApp + ": " + finding);
            }
        }
    }

    private static final String[] HEADER = {"count", "p50[us]", "p99[us]", "p99.9[us]", "max[us]"};

    /** A row's cells, in µs to the digit the stats files hold; null where it has no figures. */
    private static String[] cells(Row r) {
        PointFigures f = r.figures;
        if (f == null) {
            return null;
        }
        return new String[] {
            Long.toString(f.count),
            PointFigures.us(f.p50),
            PointFigures.us(f.p99),
            PointFigures.us(f.p999),
            PointFigures.us(f.max)
        };
    }

    private static String line(int width, int[] columns, String first, String[] cells) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s", first));
        for (int i = 0; i < cells.length; i++) {
            sb.append(String.format(Locale.ROOT, " %" + columns[i] + "s", cells[i]));
        }
        return sb.toString();
    }

    /** The testapp and the point's swept values, as the point's progress line names it. */
    private static String label(Table t, Row r) {
        return r.point.label().isEmpty() ? t.testApp : t.testApp + " " + r.point.label();
    }

    /** {@code without vs with priority inheritance: 25.6x (p50 5057.164 us at ... against ...)}; empty where none. */
    private static String findingText(Table t) {
        if (t.finding == null) {
            return "";
        }
        List<Finding.Point> complete = new ArrayList<>();
        for (Row r : t.rows) {
            if (r.problem == null && r.figures != null) {
                complete.add(r.point);
            }
        }
        Finding.Result result = t.finding.evaluate(complete);
        if (result == null) {
            return t.finding.title() + ": not in these points";
        }
        return t.finding.title() + ": " + result.headline() + " (" + result.details(MICROS) + ")";
    }
}
