package rtjbench.tools.gate;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.sched.model.Quoted;
import rtjbench.stats.ExitStatus;
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
 * from the database (and its samples, where its folder is still there). Exit 0 no regression, 5 a regression
 * (each named with both figures), 2 bad input, 6 nothing comparable (the differing conditions named): {@link
 * ExitStatus}. The judgement is {@link Gate}'s, the console {@link GateReport}'s.
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
        Gate.Rule rule = new Gate.Rule(
                o.get(BASELINE),
                o.get(STATISTICS),
                o.get(MIN_EFFECT),
                o.given(THRESHOLD) ? o.get(THRESHOLD) : Map.of());
        String url = DbCli.url(o);
        Database.Kind.of(url);
        StoredRun fresh = RunReader.read(Path.of(o.positional().get(0)), o.get(MACHINE));
        try (Database db = Database.open(url)) {
            Store store = new Store(db);
            Gate.Outcome outcome = DbCli.sql(db, () -> Gate.judge(rule, store, fresh));
            GateReport.print(outcome, o.get(UNIT), o.flag(QUIET));
            if (!o.flag(NO_RECORD)) {
                String gateId = fresh.runId() + "@" + java.time.Instant.now();
                DbCli.sql(db, () -> {
                    store.recordGate(
                            gateId, fresh.runId(), String.join(",", outcome.usedBaselines()), outcome.verdicts());
                    return null;
                });
            }
            return conclude(outcome, rule, o.flag(QUIET));
        }
    }

    /** The exit status: a regression, else nothing comparable (thrown, with why), else none. */
    private static int conclude(Gate.Outcome outcome, Gate.Rule rule, boolean quiet) {
        if (!outcome.regressions().isEmpty()) {
            System.out.println(GateReport.conclusion(outcome));
            return REGRESSION;
        }
        if (outcome.compared() == 0) {
            throw new ToolException(NOTHING_COMPARABLE, GateReport.nothingComparable(outcome, rule.baseline()));
        }
        if (!quiet) System.out.println(GateReport.conclusion(outcome));
        return ExitStatus.OK;
    }
}
