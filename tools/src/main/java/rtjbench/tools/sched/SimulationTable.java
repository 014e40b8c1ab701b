package rtjbench.tools.sched;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.sim.ExactSimulation;
import rtjbench.sched.sim.SimResult;
import rtjbench.tools.plot.RatioCharts;

/**
 * The metrics of a ratio experiment's simulated schedulers, per model, simulation and cap, as the RTMultiSim thesis §3
 * compares global, partitioned, clustered and loose-clustered EDF: the schedulable ratio, the migration rate and the
 * average slack. {@code simulation.csv} has a line per model, simulation and cap:
 *
 * <pre>
 * model,scheduler,cap,sets,schedulable,na,ratio,migrations_per_set,migrations_per_job,preemptions_per_job,
 * average_slack_ns,common_sets,common_migrations_per_job,common_average_slack_ns
 * </pre>
 *
 * The metrics are taken over the sets the simulation finds schedulable (for a set that misses, the simulation
 * stops at the miss, and its counts would cover a stretch of the schedule that differs from set to set, as the
 * seed says of its own): {@code migrations_per_set} is the RTMultiSim thesis' migration rate, the migrations of those
 * sets divided by their number; {@code migrations_per_job} and {@code preemptions_per_job} average each set's count per
 * job, and {@code average_slack_ns} each set's average slack (deadline − finish over its jobs), every set weighing the
 * same. The window is what the exact test simulated: until the state at a hyperperiod's end repeats (for implicit
 * deadlines exactly [0, H], one period of the schedule, so the per-job figures are those of the schedule for ever; the
 * seed's two hyperperiods would double {@code migrations_per_set} and change nothing else). The {@code common_} columns
 * take only the sets every simulation of the model schedules, so that the schedulers are compared on the same sets. A
 * cell with no set to average over is empty. An {@code na} set (past the exact test's bound) counts as not schedulable
 * and in the {@code na} column.
 */
final class SimulationTable {
    static final String HEADER = "model,scheduler,cap,sets,schedulable,na,ratio,migrations_per_set,"
            + "migrations_per_job,preemptions_per_job,average_slack_ns,common_sets,common_migrations_per_job,"
            + "common_average_slack_ns";

    /** One set under one simulated scheduler: the verdict and, where a schedule was simulated, its metrics. */
    record SetResult(Outcome outcome, String reason, long migrations, long preemptions, long jobs, double slack) {
        static SetResult of(ExactSimulation.Answer a) {
            SimResult r = a.simulation();
            return r == null
                    ? new SetResult(a.outcome(), a.reason(), 0, 0, 0, Double.NaN)
                    : new SetResult(
                            a.outcome(),
                            a.reason(),
                            r.migrations(),
                            r.preemptions(),
                            r.jobsFinished(),
                            r.averageSlack());
        }

        static SetResult notApplicable(String why) {
            return new SetResult(Outcome.NOT_APPLICABLE, why, 0, 0, 0, Double.NaN);
        }

        boolean schedulable() {
            return outcome == Outcome.SCHEDULABLE;
        }
    }

    /** One line of simulation.csv. */
    record Row(
            String model,
            String scheduler,
            String cap,
            int sets,
            int schedulable,
            int na,
            double migrationsPerSet,
            double migrationsPerJob,
            double preemptionsPerJob,
            double averageSlackNs,
            int commonSets,
            double commonMigrationsPerJob,
            double commonAverageSlackNs) {
        double ratio() {
            return (double) schedulable / sets;
        }

        String csv() {
            return String.format(
                    Locale.ROOT,
                    "%s,%s,%s,%d,%d,%d,%.4f,%s,%s,%s,%s,%d,%s,%s",
                    model,
                    scheduler,
                    cap,
                    sets,
                    schedulable,
                    na,
                    ratio(),
                    cell("%.2f", migrationsPerSet),
                    cell("%.5f", migrationsPerJob),
                    cell("%.5f", preemptionsPerJob),
                    cell("%.0f", averageSlackNs),
                    commonSets,
                    cell("%.5f", commonMigrationsPerJob),
                    cell("%.0f", commonAverageSlackNs));
        }

        private static String cell(String format, double v) {
            return Double.isNaN(v) ? "" : String.format(Locale.ROOT, format, v);
        }
    }

    private final List<Row> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final Map<String, double[]> migrations = new LinkedHashMap<>();
    private final Map<String, double[]> slackMs = new LinkedHashMap<>();

    /** From each simulated set's result (a model whose platform cannot be simulated gets no line, and a note). */
    SimulationTable(Experiment e, List<String> modelNames, List<String> simulationNames, SimulatedSets results) {
        int caps = e.capTexts().size();
        for (int k = 0; k < simulationNames.size(); k++) {
            for (int m = 0; m < modelNames.size(); m++) {
                String series = RatioCharts.seriesName(simulationNames.get(k), modelNames.get(m), modelNames.size());
                if (!results.simulated(m, k)) {
                    notes.add(String.format(
                            Locale.ROOT,
                            "%s under %s: not simulated (the simulator runs whole processors; a collector's supply"
                                    + " is not modelled)",
                            simulationNames.get(k),
                            modelNames.get(m)));
                    continue;
                }
                double[] mig = new double[caps];
                double[] slack = new double[caps];
                int naSets = 0;
                for (int c = 0; c < caps; c++) {
                    Row row = row(e, modelNames.get(m), simulationNames.get(k), results, m, k, c);
                    rows.add(row);
                    mig[c] = row.migrationsPerJob();
                    slack[c] = row.averageSlackNs() / 1e6;
                    naSets += row.na();
                }
                migrations.put(series, mig);
                slackMs.put(series, slack);
                if (naSets > 0) {
                    notes.add(String.format(
                            Locale.ROOT,
                            "%s: %d set%s na, counted not schedulable (first: %s)",
                            series,
                            naSets,
                            naSets == 1 ? "" : "s",
                            results.firstNaReason(m, k)));
                }
            }
        }
    }

    /** The line of model m's simulation k at cap c. */
    private static Row row(Experiment e, String model, String name, SimulatedSets results, int m, int k, int c) {
        int sets = results.sets();
        int ok = 0;
        int na = 0;
        long migrationSum = 0;
        double perJob = 0;
        double preemptPerJob = 0;
        double slack = 0;
        int common = 0;
        double commonPerJob = 0;
        double commonSlack = 0;
        for (int i = 0; i < sets; i++) {
            if (results.outcome(m, k, c, i) == Outcome.NOT_APPLICABLE) na++;
            if (!results.schedulable(m, k, c, i)) continue;
            ok++;
            long migrated = results.migrations(m, k, c, i);
            long jobs = results.jobs(m, k, c, i);
            migrationSum += migrated;
            perJob += (double) migrated / jobs;
            preemptPerJob += (double) results.preemptions(m, k, c, i) / jobs;
            slack += results.slack(m, k, c, i);
            if (everyOneSchedules(results, m, c, i)) {
                common++;
                commonPerJob += (double) migrated / jobs;
                commonSlack += results.slack(m, k, c, i);
            }
        }
        return new Row(
                model,
                name,
                e.capTexts().get(c),
                sets,
                ok,
                na,
                mean(migrationSum, ok),
                mean(perJob, ok),
                mean(preemptPerJob, ok),
                mean(slack, ok),
                common,
                mean(commonPerJob, common),
                mean(commonSlack, common));
    }

    /** Whether every simulation of model m schedules set i of cap c. */
    private static boolean everyOneSchedules(SimulatedSets results, int m, int c, int i) {
        for (int k = 0; k < results.simulations(); k++) {
            if (!results.schedulable(m, k, c, i)) return false;
        }
        return true;
    }

    private static double mean(double sum, int n) {
        return n == 0 ? Double.NaN : sum / n;
    }

    String csv() {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        rows.forEach(r -> sb.append(r.csv()).append('\n'));
        return sb.toString();
    }

    List<Row> rows() {
        return rows;
    }

    /** What the summary says besides the figures: models not simulated, sets past the bound. */
    List<String> notes() {
        return notes;
    }

    /** Series name → migrations per job at each cap (NaN where no set was schedulable). */
    Map<String, double[]> migrationsPerJob() {
        return migrations;
    }

    /** Series name → average slack in milliseconds at each cap (NaN where no set was schedulable). */
    Map<String, double[]> averageSlackMs() {
        return slackMs;
    }
}
