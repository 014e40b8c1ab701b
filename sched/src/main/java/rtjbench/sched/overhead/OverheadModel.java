package rtjbench.sched.overhead;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An overhead model as data: for each {@link Figure} either a table of measured values (by task count or
 * working-set size, each naming its source) or the reason it is missing. Made from the suite's own runs by
 * {@code tools sched overheads}, or written by hand from a vendor's or a paper's figures; read and written by the
 * tools (the file format is docs/schema/rtjbench-overheads-1.schema.json). Nothing here measures or reads files.
 *
 * <p>Lookups: by task count the next smaller measured count, by working-set size the next larger measured size
 * ({@link FigureTable} says why each). A missing figure is 0 and named by {@link #missing()}; nothing is filled
 * in. The CPMD of a job under global scheduling is the larger of the preemption and the migration figure where
 * both are measured.
 */
public final class OverheadModel implements Overheads {
    private final String name;
    private final String statistic;
    private final Map<Figure, FigureTable> tables;
    private final Map<Figure, String> missing;
    private final List<String> notes;

    /**
     * {@code name}: what the model is of (a VM on a machine); {@code statistic}: the statistic every measured
     * figure is (null where the figures are not one statistic, as in a model written by hand). Every figure must
     * be either in {@code tables} or in {@code missing} with its reason, not both.
     */
    public OverheadModel(
            String name,
            String statistic,
            Map<Figure, FigureTable> tables,
            Map<Figure, String> missing,
            List<String> notes) {
        this.name = name == null ? "" : name;
        this.statistic = statistic;
        this.tables = new EnumMap<>(Figure.class);
        this.missing = new EnumMap<>(Figure.class);
        for (Figure f : Figure.values()) {
            FigureTable t = tables.get(f);
            String why = missing.get(f);
            if (t != null && why != null) {
                throw new IllegalArgumentException(f.field() + " is both measured and missing");
            }
            if (t == null && (why == null || why.trim().isEmpty())) {
                throw new IllegalArgumentException(f.field() + " is neither measured nor named missing with a reason");
            }
            if (t != null && t.figure() != f) {
                throw new IllegalArgumentException(
                        f.field() + " holds the table of " + t.figure().field());
            }
            if (t != null) {
                this.tables.put(f, t);
            } else {
                this.missing.put(f, why);
            }
        }
        this.notes = Collections.unmodifiableList(new ArrayList<>(notes));
    }

    public String name() {
        return name;
    }

    /** The statistic of every measured figure ({@code max}, {@code p99.9}, {@code p99}), or null. */
    public String statistic() {
        return statistic;
    }

    /** The figure's table, or null where it is missing. */
    public FigureTable table(Figure f) {
        return tables.get(f);
    }

    /** Why {@code f} is missing, or null where it is measured. */
    public String missingReason(Figure f) {
        return missing.get(f);
    }

    /** What the model's maker noted (figures taken as the larger of two runs, runs passed over and why). */
    public List<String> notes() {
        return notes;
    }

    @Override
    public Map<String, String> missing() {
        Map<String, String> m = new LinkedHashMap<>();
        for (Map.Entry<Figure, String> e : missing.entrySet()) {
            m.put(e.getKey().field(), e.getValue());
        }
        return m;
    }

    private long byTasks(Figure f, int tasks) {
        FigureTable t = tables.get(f);
        return t == null ? 0 : t.forTasks(tasks).ns();
    }

    private long byWss(Figure f, long wss) {
        FigureTable t = tables.get(f);
        return t == null ? 0 : t.forWss(wss).ns();
    }

    @Override
    public long release(int tasks) {
        return byTasks(Figure.RELEASE, tasks);
    }

    @Override
    public long schedule(int tasks) {
        return byTasks(Figure.SCHEDULE, tasks);
    }

    @Override
    public long contextSwitch(int tasks) {
        return byTasks(Figure.CONTEXT_SWITCH, tasks);
    }

    @Override
    public long cpmd(long wss) {
        return Math.max(byWss(Figure.CPMD_PREEMPTION, wss), byWss(Figure.CPMD_MIGRATION, wss));
    }

    /** The smaller of the two CPMD tables' largest sizes: {@link #cpmd} looks up both. */
    @Override
    public long largestWss() {
        long largest = Long.MAX_VALUE;
        for (Figure f : new Figure[] {Figure.CPMD_PREEMPTION, Figure.CPMD_MIGRATION}) {
            FigureTable t = tables.get(f);
            if (t != null) {
                largest = Math.min(largest, t.rows().get(t.rows().size() - 1).key());
            }
        }
        return largest;
    }

    @Override
    public long preemptionDelay(long wss) {
        return byWss(Figure.CPMD_PREEMPTION, wss);
    }

    @Override
    public long releaseLatency(int tasks) {
        return byTasks(Figure.RELEASE_LATENCY, tasks);
    }

    @Override
    public long crossCpuWakeup(int tasks) {
        return byTasks(Figure.CROSS_CPU_WAKEUP, tasks);
    }

    @Override
    public String toString() {
        return name.isEmpty() ? "overhead model" : name;
    }
}
