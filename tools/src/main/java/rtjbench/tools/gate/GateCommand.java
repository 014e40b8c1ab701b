package rtjbench.tools.gate;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import rtjbench.sched.model.Quoted;
import rtjbench.stats.ExitStatus;
import rtjbench.stats.SampleDistribution;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.db.Database;
import rtjbench.tools.db.DbCli;
import rtjbench.tools.db.RunReader;
import rtjbench.tools.db.Store;
import rtjbench.tools.db.StoredRun;
import rtjbench.tools.stats.Summary;
import rtjbench.tools.stats.Unit;

/**
 * {@code gate [--db URL] --baseline RUN_ID|latest RUN_DIR}: is the run in RUN_DIR worse than the baseline? The new
 * run's figures come from its samples (as {@code stats} computes them, never from a summary file); the baseline's
 * from the database (and its samples, where its folder is still there). Exit 0 no regression, 1 a regression
 * (each named with both figures), 2 bad input, 6 nothing comparable (the differing conditions named): {@link
 * ExitStatus}.
 */
public final class GateCommand implements Command {
    /** Exit status: at least one point and statistic got worse beyond the rule. */
    public static final int REGRESSION = ExitStatus.CHECK_FAILED;
    /** Exit status: no point could be compared (conditions differ, or no baseline). */
    public static final int NOTHING_COMPARABLE = ExitStatus.NOTHING_COMPARABLE;

    @Override
    public String name() {
        return "gate";
    }

    @Override
    public String summary() {
        return "a run against a stored baseline: exit 5 on a regression, 6 where nothing is comparable";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar gate [--db URL] --baseline RUN_ID|latest [--statistics LIST] [--min-effect PCT]
                                         [--threshold STAT=PCT,...] [--no-record] RUN_DIR

                Compares RUN_DIR point by point with the baseline: a stored run's id, or `latest`, the newest stored
                run holding the same point (testapp and arguments) on the same machine. A point is compared only where
                its conditions (the fingerprint: VM, collector, CPU, kernel, PM QoS, governor, idle states, ...)
                agree; otherwise the differing fields are named. The rule (docs/results-database.md): Welch's t over
                the fork figures where both runs have 3 forks or more, else a bootstrap 99% interval of the ratio,
                and never a verdict below the minimum effect. Verdicts are recorded in the database (the report
                and `export --format junit` show them) unless --no-record.
                Exit status: 0 no regression, 5 regression, 6 nothing comparable, 2 bad input, 1 bad data.""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(DbCli.DB, BASELINE, STATISTICS, MIN_EFFECT, THRESHOLD, MACHINE, UNIT, NO_RECORD, QUIET);
    }

    /** The statistics a gate compares: every summary column but the count. */
    private static final List<String> COMPARABLE = Summary.COLUMNS.subList(1, Summary.COLUMNS.size());

    static final Options.Spec<String> BASELINE =
            Options.Spec.required("baseline", "RUN_ID|latest", OptionTypes.text(), "the run to compare with");
    static final Options.Spec<List<String>> STATISTICS = Options.Spec.value(
            "statistics", "LIST", OptionTypes.listOf(COMPARABLE), "mean,p50,p99", "the statistics compared");
    static final Options.Spec<Double> MIN_EFFECT = Options.Spec.value(
            "min-effect", "PCT", OptionTypes.percent(), "5%", "the smallest change called a regression or improvement");
    static final Options.Spec<Map<String, Double>> THRESHOLD = Options.Spec.value(
            "threshold",
            "STAT=PCT,...",
            OptionTypes.parsed(
                    "thresholds",
                    "STAT=PCT,... with STAT one of " + String.join(", ", COMPARABLE) + " and PCT from 0 to 1000",
                    GateCommand::thresholds),
            null,
            "a minimum effect per statistic (e.g. p99=10%,max=25%)");
    static final Options.Spec<String> MACHINE = Options.Spec.value(
            "machine",
            "NAME",
            OptionTypes.text(),
            null,
            "the new run's machine name, as given to ingest (default: its metadata's)");
    static final Options.Spec<Unit> UNIT = Unit.option("unit of the figures printed");
    static final Options.Spec<Boolean> NO_RECORD =
            Options.Spec.flag("no-record", "do not record the verdicts in the database");
    static final Options.Spec<Boolean> QUIET = Options.Spec.flag("quiet", "print only regressions and errors");

    /** {@code p99=10%,max=25%} → {p99: 0.10, max: 0.25}. */
    private static Map<String, Double> thresholds(String text) {
        Map<String, Double> thresholds = new LinkedHashMap<>();
        for (String kv : text.split(",")) {
            int eq = kv.indexOf('=');
            String stat = eq < 0 ? kv : kv.substring(0, eq).strip();
            if (eq < 0 || !COMPARABLE.contains(stat)) {
                throw new IllegalArgumentException(Quoted.of(kv)
                        + " is not allowed; allowed: STAT=PCT with STAT one of " + String.join(", ", COMPARABLE));
            }
            thresholds.put(stat, OptionTypes.percentOf(kv.substring(eq + 1)));
        }
        return thresholds;
    }

    @Override
    public int run(Options o) throws Exception {
        if (o.positional().size() != 1) throw ToolException.usage("gate: give exactly one RUN_DIR (the new run)");
        Request q = new Request(
                o.get(BASELINE),
                o.get(STATISTICS),
                o.get(MIN_EFFECT),
                o.given(THRESHOLD) ? o.get(THRESHOLD) : Map.of(),
                o.get(UNIT),
                o.flag(QUIET),
                !o.flag(NO_RECORD));
        String url = DbCli.url(o);
        Database.Kind.of(url);
        StoredRun fresh = RunReader.read(Path.of(o.positional().get(0)), o.get(MACHINE));
        try (Database db = Database.open(url)) {
            Store store = new Store(db);
            return DbCli.sql(db, () -> {
                try {
                    return gate(q, store, fresh);
                } catch (java.io.IOException e) {
                    throw ToolException.input(e.getMessage());
                }
            });
        }
    }

    /**
     * The gate's command line, checked: the baseline (a run id or {@code latest}), the statistics compared, the
     * smallest effect called a change and its per-statistic overrides, the unit printed, and whether it prints only
     * regressions and records its verdicts.
     */
    private record Request(
            String baseline,
            List<String> statistics,
            double minEffect,
            Map<String, Double> thresholds,
            Unit unit,
            boolean quiet,
            boolean record) {}

    /** What the gate found so far: every verdict, the regressions' lines, the points not compared and why. */
    private record Found(
            List<Store.Verdict> verdicts, List<String> regressions, List<String> unlike, Set<String> usedBaselines) {
        Found() {
            this(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new LinkedHashSet<>());
        }
    }

    private static int gate(Request q, Store store, StoredRun fresh) throws java.sql.SQLException, java.io.IOException {
        String baselineArg = q.baseline();
        Map<String, StoredRun> baselines = new LinkedHashMap<>();
        if (!baselineArg.equals("latest")) {
            StoredRun b = store.run(baselineArg);
            if (b == null) {
                throw ToolException.input("--baseline " + baselineArg + ": no such run in "
                        + store.database().url() + " (`history` lists the stored runs)");
            }
            baselines.put(b.runId(), b);
        }
        boolean quiet = q.quiet();
        Found found = new Found();
        List<Store.Verdict> verdicts = found.verdicts();
        List<String> unlike = found.unlike();
        Set<String> usedBaselines = found.usedBaselines();
        int compared = 0;
        Map<String, Map<String, SampleDistribution>> baselineSamples = new LinkedHashMap<>();
        if (!quiet) System.out.println("gate: " + fresh.runId() + " (" + fresh.location() + ")");
        for (StoredRun.Point p : fresh.points()) {
            StoredRun base;
            if (baselineArg.equals("latest")) {
                String id = store.latestRun(p.testapp(), p.point(), p.machine(), fresh.runId());
                base = id == null ? null : baselines.computeIfAbsent(id, k -> load(store, k));
            } else {
                base = baselines.values().iterator().next();
            }
            StoredRun.Point bp = base == null ? null : find(base, p.point());
            if (bp == null) {
                String why = base == null ? "no stored run of it on " + p.machine() : "not in baseline " + base.runId();
                unlike.add(p.point() + ": " + why);
                verdicts.add(
                        new Store.Verdict(p.point(), "*", Comparison.Verdict.NOT_IN_BASELINE.text, null, null, why));
                if (!quiet) System.out.println("  " + p.point() + ": " + why);
                continue;
            }
            usedBaselines.add(base.runId());
            List<String> diff = bp.fingerprint().differences(p.fingerprint(), "baseline", "new");
            if (!diff.isEmpty()) {
                String why = "conditions differ: " + String.join("; ", diff);
                unlike.add(p.point() + ": " + why);
                verdicts.add(
                        new Store.Verdict(p.point(), "*", Comparison.Verdict.NOT_COMPARABLE.text, null, null, why));
                if (!quiet) System.out.println("  " + p.point() + ": not comparable, " + why);
                continue;
            }
            compared++;
            SampleDistribution bs = baselineSamples
                    .computeIfAbsent(base.runId(), k -> samplesOf(base))
                    .get(bp.point());
            comparePoint(q, p, bp, base.runId(), bs, found);
        }
        return conclude(q, store, fresh, found, compared);
    }

    /** Each statistic of one point against its baseline's: a verdict each, a regression's line kept for the end. */
    private static void comparePoint(
            Request q, StoredRun.Point p, StoredRun.Point bp, String baseId, SampleDistribution bs, Found found) {
        Unit unit = q.unit();
        for (String stat : q.statistics()) {
            Double bf = bp.figure(stat);
            Double nf = p.figure(stat);
            if (bf == null || nf == null) continue;
            double effect = q.thresholds().getOrDefault(stat, q.minEffect());
            Comparison.Result r =
                    Comparison.compare(stat, bf, nf, bp.forkFigures(stat), p.forkFigures(stat), bs, p.pooled(), effect);
            String line = String.format(
                    Locale.ROOT,
                    "%s %s: baseline %s %s, new %s %s (%+.1f%%): %s [%s; baseline %s]",
                    p.point(),
                    stat,
                    unit.format(bf, Summary.isFractional(stat)),
                    unit.label(),
                    unit.format(nf, Summary.isFractional(stat)),
                    unit.label(),
                    (r.ratio() - 1) * 100,
                    r.verdict().text,
                    r.detail(),
                    baseId);
            found.verdicts().add(new Store.Verdict(p.point(), stat, r.verdict().text, bf, nf, r.detail()));
            if (r.verdict() == Comparison.Verdict.REGRESSION)
                found.regressions().add(line);
            else if (!q.quiet()) System.out.println("  " + line);
        }
    }

    /** Prints the regressions, records the verdicts (unless --no-record) and gives the exit status. */
    private static int conclude(Request q, Store store, StoredRun fresh, Found found, int compared)
            throws java.sql.SQLException {
        List<String> regressions = found.regressions();
        List<String> unlike = found.unlike();
        Set<String> usedBaselines = found.usedBaselines();
        for (String r : regressions) System.out.println("REGRESSION " + r);
        if (q.record()) {
            String gateId = fresh.runId() + "@" + java.time.Instant.now();
            store.recordGate(gateId, fresh.runId(), String.join(",", usedBaselines), found.verdicts());
        }
        if (!regressions.isEmpty()) {
            System.out.println(regressions.size() + (regressions.size() == 1 ? " regression" : " regressions")
                    + " against " + String.join(", ", usedBaselines));
            return REGRESSION;
        }
        if (compared == 0) {
            throw new ToolException(
                    NOTHING_COMPARABLE,
                    "nothing comparable between " + fresh.runId() + " and "
                            + (usedBaselines.isEmpty()
                                    ? "the baseline (" + q.baseline() + ")"
                                    : String.join(", ", usedBaselines))
                            + ":\n  " + String.join("\n  ", unlike.subList(0, Math.min(10, unlike.size())))
                            + (unlike.size() > 10 ? "\n  ... and " + (unlike.size() - 10) + " more points" : ""));
        }
        if (!q.quiet())
            System.out.println("no regression (" + compared + (compared == 1 ? " point" : " points") + " compared)");
        return ExitStatus.OK;
    }

    private static StoredRun load(Store store, String runId) {
        try {
            return store.run(runId);
        } catch (java.sql.SQLException e) {
            throw ToolException.input(store.database().url() + ": " + e.getMessage());
        }
    }

    private static StoredRun.Point find(StoredRun run, String point) {
        for (StoredRun.Point p : run.points()) if (p.point().equals(point)) return p;
        return null;
    }

    /**
     * The baseline's samples per point, where its folder is still where it was stored and unchanged (same content
     * hash); empty otherwise (the rule then judges against the stored figures).
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
