package rtjbench.tools.gate;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.stats.SampleDistribution;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.db.RunReader;
import rtjbench.tools.db.Store;
import rtjbench.tools.db.StoredRun;

/**
 * The gate's judgement: each point of a new run against its baseline's (a given stored run, or the latest stored run
 * of that point on that machine), statistic by statistic by {@link Comparison}'s rule; a point without a baseline, or
 * whose conditions differ from it, is not compared and says why. Prints nothing ({@link GateReport} does).
 */
final class Gate {
    private Gate() {}

    /**
     * What the gate was asked: the baseline (a run id or {@code latest}), the statistics compared, the smallest
     * effect called a change and its per-statistic overrides.
     */
    record Rule(String baseline, List<String> statistics, double minEffect, Map<String, Double> thresholds) {
        double effect(String statistic) {
            return thresholds.getOrDefault(statistic, minEffect);
        }
    }

    /** One statistic of a point against its baseline's. */
    record Judged(String statistic, double baseline, double fresh, Comparison.Result result, String baselineRun) {}

    /** One point: its judged statistics, or why it was not compared ({@code notCompared} null where it was). */
    record Point(String point, String notCompared, Comparison.Verdict notComparedAs, List<Judged> judged) {
        boolean compared() {
            return notCompared == null;
        }
    }

    /** Every point, in the new run's order, and the baseline runs used. */
    record Outcome(StoredRun fresh, List<Point> points, Set<String> usedBaselines) {
        int compared() {
            return (int) points.stream().filter(Point::compared).count();
        }

        List<Judged> regressions() {
            List<Judged> out = new ArrayList<>();
            for (Point p : points) {
                for (Judged j : p.judged()) {
                    if (j.result().verdict() == Comparison.Verdict.REGRESSION) out.add(j);
                }
            }
            return out;
        }

        /** Every verdict as the database records it: a row a statistic, or one row a point not compared. */
        List<Store.Verdict> verdicts() {
            List<Store.Verdict> out = new ArrayList<>();
            for (Point p : points) {
                if (!p.compared()) {
                    out.add(new Store.Verdict(p.point(), "*", p.notComparedAs().text, null, null, p.notCompared()));
                }
                for (Judged j : p.judged()) {
                    out.add(new Store.Verdict(
                            p.point(),
                            j.statistic(),
                            j.result().verdict().text,
                            j.baseline(),
                            j.fresh(),
                            j.result().detail()));
                }
            }
            return out;
        }
    }

    /** Judges {@code fresh} against the baselines {@code store} holds. */
    static Outcome judge(Rule rule, Store store, StoredRun fresh) throws SQLException {
        Baselines baselines = new Baselines(rule.baseline(), store);
        List<Point> points = new ArrayList<>();
        Set<String> used = new LinkedHashSet<>();
        for (StoredRun.Point p : fresh.points()) {
            StoredRun base = baselines.of(p, fresh.runId());
            StoredRun.Point bp = base == null ? null : find(base, p.point());
            if (bp == null) {
                String why = base == null ? "no stored run of it on " + p.machine() : "not in baseline " + base.runId();
                points.add(new Point(p.point(), why, Comparison.Verdict.NOT_IN_BASELINE, List.of()));
                continue;
            }
            used.add(base.runId());
            List<String> diff = bp.fingerprint().differences(p.fingerprint(), "baseline", "new");
            if (!diff.isEmpty()) {
                String why = "conditions differ: " + String.join("; ", diff);
                points.add(new Point(p.point(), why, Comparison.Verdict.NOT_COMPARABLE, List.of()));
                continue;
            }
            SampleDistribution samples = baselines.samples(base).get(bp.point());
            points.add(new Point(p.point(), null, null, judge(rule, p, bp, base.runId(), samples)));
        }
        return new Outcome(fresh, points, used);
    }

    /** Each statistic of one point against its baseline's. */
    private static List<Judged> judge(
            Rule rule, StoredRun.Point p, StoredRun.Point bp, String baseId, SampleDistribution baseSamples) {
        List<Judged> judged = new ArrayList<>();
        for (String stat : rule.statistics()) {
            Double bf = bp.figure(stat);
            Double nf = p.figure(stat);
            if (bf == null || nf == null) continue;
            Comparison.Result r = Comparison.compare(
                    stat,
                    bf,
                    nf,
                    bp.forkFigures(stat),
                    p.forkFigures(stat),
                    baseSamples,
                    p.pooled(),
                    rule.effect(stat));
            judged.add(new Judged(stat, bf, nf, r, baseId));
        }
        return judged;
    }

    private static StoredRun.Point find(StoredRun run, String point) {
        for (StoredRun.Point p : run.points()) if (p.point().equals(point)) return p;
        return null;
    }

    /** The baseline runs, each read from the store once, and their samples where their folders are unchanged. */
    private static final class Baselines {
        private final String baseline;
        private final Store store;
        private final Map<String, StoredRun> runs = new LinkedHashMap<>();
        private final Map<String, Map<String, SampleDistribution>> samples = new LinkedHashMap<>();

        Baselines(String baseline, Store store) throws SQLException {
            this.baseline = baseline;
            this.store = store;
            if (!baseline.equals("latest")) {
                StoredRun b = store.run(baseline);
                if (b == null) {
                    throw ToolException.input("--baseline " + baseline + ": no such run in "
                            + store.database().url() + " (`history` lists the stored runs)");
                }
                runs.put(b.runId(), b);
            }
        }

        /** The baseline of point {@code p}: the one given, or the latest stored run of it before {@code freshId}. */
        StoredRun of(StoredRun.Point p, String freshId) throws SQLException {
            if (!baseline.equals("latest")) return runs.values().iterator().next();
            String id = store.latestRun(p.testapp(), p.point(), p.machine(), freshId);
            return id == null ? null : runs.computeIfAbsent(id, this::load);
        }

        private StoredRun load(String runId) {
            try {
                return store.run(runId);
            } catch (SQLException e) {
                throw ToolException.input(store.database().url() + ": " + e.getMessage());
            }
        }

        Map<String, SampleDistribution> samples(StoredRun base) {
            return samples.computeIfAbsent(base.runId(), k -> samplesOf(base));
        }

        /**
         * The baseline's samples per point, where its folder is still where it was stored and unchanged (same
         * content hash); empty otherwise (the rule then judges against the stored figures).
         */
        private static Map<String, SampleDistribution> samplesOf(StoredRun base) {
            Map<String, SampleDistribution> out = new LinkedHashMap<>();
            Path dir = Path.of(base.location());
            if (!Files.isDirectory(dir)) return out;
            try {
                StoredRun again = RunReader.read(dir, null);
                if (!again.contentHash().equals(base.contentHash())) return out;
                for (StoredRun.Point p : again.points()) out.put(p.point(), p.pooled());
            } catch (ToolException e) {
                return out;
            }
            return out;
        }
    }
}
