package rtjbench.sched.overhead;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * One figure of an overhead model as measured: a row per measured task count (or working-set size), each with
 * its value in nanoseconds and where it came from. Rows are kept in ascending key order with no key twice.
 *
 * <p>Two lookups, each chosen for what the figure does between the measured keys:
 * <ul>
 *   <li>{@link #forTasks}: the row of the next smaller measured task count, as Gracioli et al. §5 does ("the additional
 *       overhead for a task set with 20 tasks is the measured overhead for 15 tasks, since the task number is
 *       between 15 and 25"). Below the smallest measured count the smallest count's row is taken: where the
 *       figure grows with the count, that charges more, never less. Above the largest, the largest's: a figure
 *       that grows further is then under-charged, which is why a model names the counts it measured.</li>
 *   <li>{@link #forWss}: the row of the next <em>larger</em> measured working-set size. The cache lost to a
 *       preemption grows with the working set (more lines to reload), so the figure at the next larger size
 *       bounds it, while the next smaller would under-charge every size between two measured ones. Above the
 *       largest measured size there is no figure that bounds it, and the lookup refuses rather than guess.</li>
 * </ul>
 */
public final class FigureTable {
    /** One measured value. */
    public static final class Row {
        private final long key;
        private final long ns;
        private final Provenance source;

        public Row(long key, long ns, Provenance source) {
            if (ns < 0) {
                throw new IllegalArgumentException("an overhead is at least 0 ns, not " + ns);
            }
            if (source == null) {
                throw new IllegalArgumentException("every figure names its source");
            }
            this.key = key;
            this.ns = ns;
            this.source = source;
        }

        /** The task count or working-set size it was measured at. */
        public long key() {
            return key;
        }

        public long ns() {
            return ns;
        }

        public Provenance source() {
            return source;
        }
    }

    private final Figure figure;
    private final List<Row> rows;

    public FigureTable(Figure figure, List<Row> rows) {
        if (rows.isEmpty()) {
            throw new IllegalArgumentException(figure.field() + ": a measured figure has at least one row");
        }
        List<Row> sorted = new ArrayList<>(rows);
        Collections.sort(sorted, Comparator.comparingLong(Row::key));
        for (int i = 0; i < sorted.size(); i++) {
            Row r = sorted.get(i);
            if (r.key < 1) {
                throw new IllegalArgumentException(
                        figure.field() + ": " + figure.key().field() + " is at least 1, not " + r.key);
            }
            if (i > 0 && sorted.get(i - 1).key == r.key) {
                throw new IllegalArgumentException(
                        figure.field() + ": two rows for " + figure.key().field() + " " + r.key);
            }
        }
        this.figure = figure;
        this.rows = Collections.unmodifiableList(sorted);
    }

    public Figure figure() {
        return figure;
    }

    /** Ascending by key. */
    public List<Row> rows() {
        return rows;
    }

    /** The row charged for a set of {@code tasks} tasks: the next smaller measured count (see the class). */
    public Row forTasks(int tasks) {
        Row chosen = rows.get(0);
        for (Row r : rows) {
            if (r.key <= tasks) {
                chosen = r;
            }
        }
        return chosen;
    }

    /**
     * The row charged for a working set of {@code wss} bytes: the next larger measured size (see the class);
     * {@link IllegalArgumentException} above the largest.
     */
    public Row forWss(long wss) {
        if (wss < 0) {
            throw new IllegalArgumentException(figure.field() + ": a working-set size is at least 0 bytes");
        }
        for (Row r : rows) {
            if (r.key >= wss) {
                return r;
            }
        }
        throw new IllegalArgumentException(figure.field() + ": a working set of " + wss
                + " bytes is larger than any measured (the largest: " + rows.get(rows.size() - 1).key
                + " bytes); no measured figure bounds it: measure that size or add a row for it");
    }
}
