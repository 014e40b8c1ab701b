package rtjbench.tools.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A stored run's rows in {@code rtjbench_runs}, {@code rtjbench_points} and {@code rtjbench_figures}: written and
 * read back here, so that each table's columns are named on both sides in one file. The caller holds the
 * transaction ({@link Store#insert}).
 */
final class RunTables {
    private RunTables() {}

    static void insertRunRow(Connection c, StoredRun run) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(
                "INSERT INTO rtjbench_runs (run_id, folder_name, location, kind, content_hash, machine, started,"
                        + " ingested, point_count, index_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            Sql.bind(
                    p,
                    run.runId(),
                    run.folderName(),
                    run.location(),
                    run.kind(),
                    run.contentHash(),
                    run.machine(),
                    run.started(),
                    Instant.now().toString(),
                    (long) run.points().size(),
                    run.indexJson());
            p.executeUpdate();
        }
    }

    static void insertPoints(Connection c, StoredRun run) throws SQLException {
        try (PreparedStatement pt = c.prepareStatement("INSERT INTO rtjbench_points (run_id, point, testapp, machine,"
                + " vm, collector, started, status, forks, location, fingerprint, metadata_json)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (StoredRun.Point point : run.points()) {
                Sql.bind(
                        pt,
                        run.runId(),
                        point.point(),
                        point.testapp(),
                        point.machine(),
                        point.vm(),
                        point.collector(),
                        point.started(),
                        point.status(),
                        (long) point.forks(),
                        point.location(),
                        point.fingerprint().toJson(),
                        point.metadataJson());
                pt.addBatch();
            }
            pt.executeBatch();
        }
    }

    /** Every point's figures, a row a fork and statistic; a figure that is not a finite number is not stored. */
    static void insertFigures(Connection c, StoredRun run) throws SQLException {
        try (PreparedStatement fg = c.prepareStatement(
                "INSERT INTO rtjbench_figures (run_id, point, fork, statistic, figure) VALUES (?, ?, ?, ?, ?)")) {
            for (StoredRun.Point point : run.points()) {
                for (Map.Entry<Integer, Map<String, Double>> f : point.figures().entrySet()) {
                    for (Map.Entry<String, Double> s : f.getValue().entrySet()) {
                        if (s.getValue() == null
                                || s.getValue().isNaN()
                                || s.getValue().isInfinite()) continue;
                        Sql.bind(fg, run.runId(), point.point(), (long) f.getKey(), s.getKey(), s.getValue());
                        fg.addBatch();
                    }
                }
            }
            fg.executeBatch();
        }
    }

    /** A stored run with its points and figures (no samples: {@code pooled} is null); null where unknown. */
    static StoredRun read(Connection c, String runId) throws SQLException {
        StoredRun head = runRow(c, runId);
        if (head == null) return null;
        List<StoredRun.Point> points = pointRows(c, runId, figureRows(c, runId));
        return new StoredRun(
                head.runId(),
                head.folderName(),
                head.location(),
                head.kind(),
                head.contentHash(),
                head.machine(),
                head.started(),
                head.indexJson(),
                List.copyOf(points));
    }

    /** The run's own row, as a run without points; null where there is none. */
    private static StoredRun runRow(Connection c, String runId) throws SQLException {
        String sql = "SELECT run_id, folder_name, location, kind, content_hash, machine, started, index_json"
                + " FROM rtjbench_runs WHERE run_id = ?";
        return Sql.query(
                c,
                sql,
                r -> r.next()
                        ? new StoredRun(
                                r.getString(1),
                                r.getString(2),
                                r.getString(3),
                                r.getString(4),
                                r.getString(5),
                                r.getString(6),
                                r.getString(7),
                                r.getString(8),
                                List.of())
                        : null,
                runId);
    }

    /** The run's figures: point to fork (in order) to statistic to figure. */
    private static Map<String, Map<Integer, Map<String, Double>>> figureRows(Connection c, String runId)
            throws SQLException {
        Map<String, Map<Integer, Map<String, Double>>> figures = new LinkedHashMap<>();
        String sql =
                "SELECT point, fork, statistic, figure FROM rtjbench_figures WHERE run_id = ? ORDER BY point, fork";
        Sql.query(
                c,
                sql,
                r -> {
                    while (r.next()) {
                        figures.computeIfAbsent(r.getString(1), k -> new TreeMap<>())
                                .computeIfAbsent(r.getInt(2), k -> new LinkedHashMap<>())
                                .put(r.getString(3), r.getDouble(4));
                    }
                    return figures;
                },
                runId);
        return figures;
    }

    /** The run's points, by start and name, each with its figures. */
    private static List<StoredRun.Point> pointRows(
            Connection c, String runId, Map<String, Map<Integer, Map<String, Double>>> figures) throws SQLException {
        List<StoredRun.Point> points = new ArrayList<>();
        String sql = "SELECT point, testapp, machine, vm, collector, started, status, forks, location, fingerprint,"
                + " metadata_json FROM rtjbench_points WHERE run_id = ? ORDER BY started, point";
        Sql.query(
                c,
                sql,
                r -> {
                    while (r.next()) {
                        String point = r.getString(1);
                        points.add(new StoredRun.Point(
                                point,
                                r.getString(2),
                                r.getString(3),
                                r.getString(4),
                                r.getString(5),
                                r.getString(6),
                                r.getString(7),
                                r.getInt(8),
                                r.getString(9),
                                Fingerprint.fromJson(r.getString(10)),
                                r.getString(11),
                                figures.getOrDefault(point, Map.of()),
                                null));
                    }
                    return points;
                },
                runId);
        return points;
    }
}
