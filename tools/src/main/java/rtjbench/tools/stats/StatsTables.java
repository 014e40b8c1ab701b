package rtjbench.tools.stats;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SweepDir;

/** The summary tables: one row a thread plus "all" for a run; one row a point for a sweep. */
public final class StatsTables {
    private StatsTables() {}

    static List<String> statHeader(Unit unit) {
        List<String> h = new ArrayList<>();
        for (String c : Summary.COLUMNS) h.add(c.equals("count") ? c : c + "_" + unit.label());
        return h;
    }

    static List<String> statCells(Summary s, Unit unit) {
        List<String> cells = new ArrayList<>();
        for (String c : Summary.COLUMNS) {
            // A thread without samples (a stopped run) has no statistics: empty cells, not zeros.
            cells.add(
                    c.equals("count")
                            ? Long.toString(s.count())
                            : s.count() == 0 ? "" : unit.format(s.get(c), Summary.isFractional(c)));
        }
        return cells;
    }

    /** Per-thread rows and the overall row; with {@code overheadColumn}, the ns subtracted on every row. */
    public static Table run(RunStats rs, Unit unit, boolean overheadColumn) {
        List<String> h = new ArrayList<>(List.of("thread"));
        h.addAll(statHeader(unit));
        if (overheadColumn) h.add("overhead_subtracted_ns");
        boolean cpu = CpuColumn.present(rs.run());
        if (cpu) h.addAll(List.of(CpuColumn.HEADER, CpuColumn.BUSY));
        Table t = new Table(h);
        List<ThreadStats> rows = new ArrayList<>(rs.threads());
        rows.add(rs.all());
        for (ThreadStats ts : rows) {
            List<String> cells = new ArrayList<>(List.of(ts.name()));
            cells.addAll(statCells(ts.summary(), unit));
            if (overheadColumn)
                cells.add(
                        rs.overhead() == null
                                ? "0"
                                : Long.toString(rs.overhead().ns()));
            if (cpu) {
                boolean all = ts == rs.all();
                cells.add(all ? CpuColumn.forRun(rs.run()) : CpuColumn.forThread(rs.run(), ts.name()));
                cells.add(CpuColumn.busy(rs.run(), all ? null : ts.name()));
            }
            t.row(cells);
        }
        return t;
    }

    /** One row a point of the sweep (overall statistics over its threads), in sweep.json order. */
    public static Table sweep(SweepDir sweep, Map<Path, RunStats> byRun, Unit unit, boolean overheadColumn) {
        List<String> h = new ArrayList<>(sweep.swept());
        if (h.isEmpty()) h.add("point");
        h.add("status");
        h.addAll(statHeader(unit));
        if (overheadColumn) h.add("overhead_subtracted_ns");
        List<RunDir> all = new ArrayList<>();
        for (SweepDir.Point p : sweep.points()) all.addAll(p.runs());
        boolean cpu = CpuColumn.presentInAny(all);
        if (cpu) h.addAll(List.of(CpuColumn.HEADER, CpuColumn.BUSY));
        Table t = new Table(h);
        for (SweepDir.Point p : sweep.points()) {
            List<String> cells = new ArrayList<>();
            if (sweep.swept().isEmpty()) cells.add(p.dirName());
            for (String arg : sweep.swept()) cells.add(p.values().getOrDefault(arg, ""));
            cells.add(p.status());
            RunStats rs = ForkTables.pointStats(p, byRun);
            if (rs == null) {
                for (int i = 0; i < Summary.COLUMNS.size(); i++) cells.add("");
                if (overheadColumn) cells.add("");
                if (cpu) cells.addAll(List.of("", ""));
            } else {
                cells.addAll(statCells(rs.all().summary(), unit));
                if (overheadColumn)
                    cells.add(
                            rs.overhead() == null
                                    ? "0"
                                    : Long.toString(rs.overhead().ns()));
                if (cpu) cells.addAll(List.of(CpuColumn.forRun(rs.run()), CpuColumn.busy(rs.run(), null)));
            }
            t.row(cells);
        }
        return t;
    }

    /** The line that says the overhead was subtracted, for every console and report output. */
    public static String overheadNote(RunStats rs) {
        if (rs.overhead() == null) return null;
        return "timer overhead subtracted: " + rs.overhead().ns() + " ns from every sample ("
                + rs.overhead().source() + ")"
                + (rs.clamped() > 0 ? "; " + rs.clamped() + " samples fell below it and count as 0" : "");
    }
}
