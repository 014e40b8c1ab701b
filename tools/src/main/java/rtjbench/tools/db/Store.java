package rtjbench.tools.db;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything the tools write to and read from a results database, each statement a prepared one with its values
 * bound (names and metadata come from results folders, which may come from anyone). A run is written in one
 * transaction: a reader sees all of it or nothing.
 */
public final class Store {
    /**
     * A test hook: where this system property names a file, {@link #insert} creates it after writing the run's
     * row and its points (before their figures), inside the transaction, and waits there so that a test can kill the
     * process mid-ingest.
     */
    public static final String PAUSE_PROPERTY = "rtjbench.db.pauseInsideIngest";

    private final Database db;
    private final Connection c;

    public Store(Database db) {
        this.db = db;
        this.c = db.connection();
    }

    public Database database() {
        return db;
    }

    public boolean hasRun(String runId) throws SQLException {
        return Sql.query(c, "SELECT 1 FROM rtjbench_runs WHERE run_id = ?", ResultSet::next, runId);
    }

    /** Writes {@code run} in one transaction; returns false (writing nothing) where it is already stored. */
    public boolean insert(StoredRun run) throws SQLException {
        c.setAutoCommit(false);
        try {
            if (hasRun(run.runId())) {
                c.rollback();
                return false;
            }
            RunTables.insertRunRow(c, run);
            RunTables.insertPoints(c, run);
            pauseForTests();
            RunTables.insertFigures(c, run);
            c.commit();
            return true;
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    private static void pauseForTests() {
        String marker = System.getProperty(PAUSE_PROPERTY);
        if (marker == null) return;
        try {
            Files.writeString(Path.of(marker), "inside the transaction\n");
            Thread.sleep(120_000);
        } catch (Exception e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Rows in one of the tables (tests and the scale benchmark). */
    public long count(String table) throws SQLException {
        if (!List.of("rtjbench_runs", "rtjbench_points", "rtjbench_figures", "rtjbench_gates")
                .contains(table)) {
            throw new IllegalArgumentException("no table " + table);
        }
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
            r.next();
            return r.getLong(1);
        }
    }

    /** A stored run with its points and figures (no samples: {@code pooled} is null); null where unknown. */
    public StoredRun run(String runId) throws SQLException {
        return RunTables.read(c, runId);
    }

    /**
     * The newest stored run (by its start, then by when it was stored) other than {@code exceptRunId} that
     * holds point {@code point} of {@code testapp} on {@code machine}; null where there is none.
     */
    public String latestRun(String testapp, String point, String machine, String exceptRunId) throws SQLException {
        try (PreparedStatement p =
                c.prepareStatement("SELECT p.run_id FROM rtjbench_points p JOIN rtjbench_runs r ON r.run_id = p.run_id"
                        + " WHERE p.testapp = ? AND p.point = ? AND p.machine = ? AND p.run_id <> ?"
                        + " ORDER BY p.started DESC, r.ingested DESC, p.run_id DESC")) {
            p.setString(1, testapp);
            p.setString(2, point);
            p.setString(3, machine);
            p.setString(4, exceptRunId);
            p.setMaxRows(1);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    /** Which points to read: null fields match anything. */
    public record Filter(String testapp, String point, String machine, String vm, String collector) {
        public static final Filter ALL = new Filter(null, null, null, null, null);
    }

    /** One figure of one point of one run, with where and when it was taken. */
    public record Entry(
            String runId,
            String started,
            String testapp,
            String point,
            String machine,
            String vm,
            String collector,
            String status,
            double figure) {}

    /**
     * Figure {@code statistic} (all forks together) of every stored point the filter matches, oldest first: the
     * history of a point, and what the report draws.
     */
    public List<Entry> series(Filter f, String statistic) throws SQLException {
        StringBuilder sql = new StringBuilder(
                "SELECT p.run_id, p.started, p.testapp, p.point, p.machine, p.vm, p.collector, p.status, g.figure"
                        + " FROM rtjbench_points p JOIN rtjbench_figures g ON g.run_id = p.run_id AND g.point = p.point"
                        + " WHERE g.fork = 0 AND g.statistic = ?");
        List<String> values = new ArrayList<>(List.of(statistic));
        where(sql, values, "p.testapp", f.testapp());
        where(sql, values, "p.point", f.point());
        where(sql, values, "p.machine", f.machine());
        where(sql, values, "p.vm", f.vm());
        where(sql, values, "p.collector", f.collector());
        sql.append(" ORDER BY p.started, p.run_id, p.point");
        List<Entry> out = new ArrayList<>();
        Sql.query(
                c,
                sql.toString(),
                r -> {
                    while (r.next()) {
                        out.add(new Entry(
                                r.getString(1),
                                r.getString(2),
                                r.getString(3),
                                r.getString(4),
                                r.getString(5),
                                r.getString(6),
                                r.getString(7),
                                r.getString(8),
                                r.getDouble(9)));
                    }
                    return out;
                },
                values.toArray());
        return out;
    }

    private static void where(StringBuilder sql, List<String> values, String column, String value) {
        if (value == null) return;
        sql.append(" AND ").append(column).append(" = ?");
        values.add(value);
    }

    /** One gate decision on one point and statistic. */
    public record Verdict(
            String point, String statistic, String verdict, Double baselineFigure, Double newFigure, String detail) {}

    /** Records a gate's decisions (one transaction). */
    public void recordGate(String gateId, String runId, String baselineId, List<Verdict> verdicts) throws SQLException {
        c.setAutoCommit(false);
        try (PreparedStatement p = c.prepareStatement(
                "INSERT INTO rtjbench_gates (gate_id, run_id, baseline_id, point, statistic, verdict,"
                        + " baseline_figure, new_figure, detail, decided) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            String now = Instant.now().toString();
            for (Verdict v : verdicts) {
                p.setString(1, gateId);
                p.setString(2, runId);
                p.setString(3, baselineId);
                p.setString(4, v.point());
                p.setString(5, v.statistic());
                p.setString(6, v.verdict());
                p.setObject(7, v.baselineFigure(), java.sql.Types.DOUBLE);
                p.setObject(8, v.newFigure(), java.sql.Types.DOUBLE);
                p.setString(9, v.detail());
                p.setString(10, now);
                p.addBatch();
            }
            p.executeBatch();
            c.commit();
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(true);
        }
    }

    /** The decisions of the latest gate of {@code runId} (empty where none ran), and its baseline. */
    public record Gate(String gateId, String baselineId, String decided, List<Verdict> verdicts) {}

    public Gate latestGate(String runId) throws SQLException {
        String gateId = null;
        String baseline = null;
        String decided = null;
        try (PreparedStatement p = c.prepareStatement("SELECT gate_id, baseline_id, decided FROM rtjbench_gates"
                + " WHERE run_id = ? ORDER BY decided DESC, gate_id DESC")) {
            p.setString(1, runId);
            p.setMaxRows(1);
            try (ResultSet r = p.executeQuery()) {
                if (!r.next()) return new Gate(null, null, null, List.of());
                gateId = r.getString(1);
                baseline = r.getString(2);
                decided = r.getString(3);
            }
        }
        String sql = "SELECT point, statistic, verdict, baseline_figure, new_figure, detail FROM rtjbench_gates"
                + " WHERE gate_id = ? ORDER BY point, statistic";
        List<Verdict> out = new ArrayList<>();
        Sql.query(
                c,
                sql,
                r -> {
                    while (r.next()) {
                        out.add(new Verdict(
                                r.getString(1),
                                r.getString(2),
                                r.getString(3),
                                r.getObject(4) == null ? null : r.getDouble(4),
                                r.getObject(5) == null ? null : r.getDouble(5),
                                r.getString(6)));
                    }
                    return out;
                },
                gateId);
        return new Gate(gateId, baseline, decided, out);
    }

    /** The newest stored run (by start), or null. */
    public String newestRun() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.setMaxRows(1);
            try (ResultSet r =
                    s.executeQuery("SELECT run_id FROM rtjbench_runs ORDER BY started DESC, ingested DESC")) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }
}
