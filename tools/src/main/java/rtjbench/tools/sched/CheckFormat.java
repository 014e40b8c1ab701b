package rtjbench.tools.sched;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.sched.model.Time;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.sim.SimResult;
import rtjbench.tools.explain.Cause;
import rtjbench.tools.explain.Explanation;
import rtjbench.tools.explain.Spike;
import rtjbench.tools.sched.CheckService.Models;
import rtjbench.tools.sched.CheckService.Row;
import rtjbench.tools.sched.CheckService.RunCheck;
import rtjbench.tools.stats.Csv;

/**
 * {@code sched check}'s outputs: a CSV line a task, or a text block a run with its table, the tasks not within a
 * bound and the jobs that did it, with the causes {@code explain_above} found for them.
 */
final class CheckFormat {
    static final String CSV_HEADER = "run,task,deadline_ns,observed_max_ns,bound_ns,bound_overheads_ns,bound_mmu_ns,"
            + "sim_max_ns,jobs,misses,within,wcet_median_ratio,wcet_max_ratio,covering_runtime_ns";
    /** Jobs listed a task at most; the rest are counted. */
    static final int JOBS_SHOWN = 10;
    /** Causes listed a job at most, the largest; the rest are counted. */
    static final int CAUSES_SHOWN = 4;

    private CheckFormat() {}

    /** The CSV lines of run {@code c}, one a task. */
    static String csv(RunCheck c, Models m) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < c.rows().size(); i++) {
            out.append(csv(
                    c.run(),
                    c.rows().get(i),
                    c.within(i, m),
                    m.withMmu(),
                    c.wcets() == null ? null : c.wcets().tasks().get(i)));
        }
        return out.toString();
    }

    /** The text block of run {@code c}, ending with its verdict and a blank line. */
    static String text(RunCheck c, Models m) throws IOException {
        TasksetRun r = c.run();
        StringBuilder out = new StringBuilder();
        out.append(header(r, m.overheads(), m.collector(), c.plain().test(), c.sim()));
        if (c.foreign() != null) {
            out.append("  models from another machine, used as --foreign-models asks: ")
                    .append(c.foreign())
                    .append('\n');
        }
        if (!r.run().complete()) {
            out.append("  the run is incomplete (")
                    .append(r.run().incompleteReason())
                    .append("): its tasks are")
                    .append(" not shown within any bound\n");
        }
        out.append(table(c.rows(), m.withOverheads(), m.withMmu(), c.wcets()));
        if (c.wcets() != null) {
            for (WcetFindings.Task t : c.wcets().overruns()) {
                out.append("  WCET does not hold here: ").append(t.reason()).append('\n');
            }
        }
        List<String> failed = new ArrayList<>();
        for (int i = 0; i < c.rows().size(); i++) {
            if (c.within(i, m)) continue;
            failed.add(c.rows().get(i).task().name());
            out.append(failure(c, i, m));
        }
        SimResult sim = c.sim();
        if (sim.firstMissTask() >= 0) {
            out.append(String.format(
                    Locale.ROOT,
                    "  simulator: first deadline missed by %s at %s after the synchronous release%n",
                    r.set().get(sim.firstMissTask()).name(),
                    Time.describe(sim.firstMissTime())));
        }
        out.append(
                failed.isEmpty()
                        ? "  verdict: every task within its bound\n\n"
                        : "  verdict: " + failed.size() + " of " + c.rows().size() + " tasks not within a bound: "
                                + String.join(", ", failed) + "\n\n");
        return out.toString();
    }

    /** Why task {@code i} is not within a bound: no job, no bound, or the jobs that exceeded it. */
    private static String failure(RunCheck c, int i, Models m) throws IOException {
        Row row = c.rows().get(i);
        long bound = row.judged(m.withOverheads(), m.withMmu());
        if (row.observed() < 0) {
            return "  " + row.task().name() + ": no job measured\n";
        }
        if (bound < 0) {
            StringBuilder out = new StringBuilder();
            out.append("  ")
                    .append(row.task().name())
                    .append(": no bound: ")
                    .append(c.judgedBy().why()[i]);
            out.append(c.sim().maxResponse(i) > row.task().deadline() ? "; the simulator misses its deadline too" : "");
            out.append('\n');
            if (row.misses() > 0) {
                out.append(jobs(c.run(), i, row.task().deadline(), "missed its deadline"));
            }
            return out.toString();
        }
        if (row.observed() > bound) {
            return jobs(c.run(), i, bound, "exceeded the bound " + Time.describe(bound));
        }
        return "";
    }

    private static String header(
            TasksetRun r, Overheads overheads, CollectorModel collector, String test, SimResult sim) {
        return String.format(
                        Locale.ROOT,
                        "%s: %s on %d CPU%s, %d tasks, utilisation %.3f; analysis %s%n",
                        r.run().dir(),
                        r.scheduler(),
                        r.cpus(),
                        r.cpus() == 1 ? "" : "s",
                        r.set().size(),
                        r.set().utilization(),
                        test)
                + "  overheads: " + (overheads == Overheads.NONE ? "none given" : overheads) + "; collector: "
                + (collector == null ? "none given" : collector.name() + (r.partitioned() ? "" : " (not used: global)"))
                + "; simulated " + Time.describe(sim.end()) + " from a synchronous release\n"
                + throttling(r);
    }

    /**
     * For a run of real-time threads, the platform's RT throttling: real-time threads that used their share of a
     * CPU in a period are stopped for the rest of it, which no analysis here models (docs/taskset.md).
     */
    static String throttling(TasksetRun r) {
        if (!r.priorities() && !r.edf()) return "";
        var rt = r.run().metadata().path("platform").path("rt_throttling");
        long runtime = rt.path("sched_rt_runtime_us").asLong(-2);
        long period = rt.path("sched_rt_period_us").asLong(0);
        if (runtime == -2 || period <= 0) return "";
        return runtime < 0
                ? "  RT throttling: off (sched_rt_runtime_us -1)\n"
                : String.format(
                        Locale.ROOT,
                        "  RT throttling: real-time threads get at most %d ms of every %d ms of a CPU, then stop to the"
                                + " period's end%n",
                        runtime / 1000,
                        period / 1000);
    }

    private static String table(
            List<CheckService.Row> rows, boolean withOverheads, boolean withMmu, WcetFindings wcets) {
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "  %-12s %10s %12s %12s %12s%s %12s %8s %7s  %-6s  %s%n",
                "task",
                "deadline",
                "observed",
                "bound",
                "+overheads",
                withMmu ? String.format(Locale.ROOT, " %12s", "+MMU") : "",
                "simulated",
                "jobs",
                "misses",
                "within",
                "executed/WCET (median, max)"));
        for (CheckService.Row row : rows) {
            sb.append(String.format(
                    Locale.ROOT,
                    "  %-12s %10s %12s %12s %12s%s %12s %8d %7d  %-6s  %s%n",
                    row.task().name(),
                    Time.describe(row.task().deadline()),
                    time(row.observed()),
                    time(row.plain()),
                    withOverheads ? time(row.charged()) : "-",
                    withMmu ? String.format(Locale.ROOT, " %12s", time(row.mmu())) : "",
                    time(row.simulated()),
                    row.jobs(),
                    row.misses(),
                    row.within(withOverheads, withMmu) ? "yes" : "NO",
                    wcets == null ? "-" : ratios(wcets.tasks().get(rows.indexOf(row)))));
        }
        return sb.toString();
    }

    private static String time(long nanos) {
        return nanos < 0 ? "-" : Time.describe(nanos);
    }

    /** "0.96 / 1.27": a task's executed times over its WCET, median and max; "-" where none is known. */
    private static String ratios(WcetFindings.Task t) {
        return Double.isNaN(t.maxRatio())
                ? "-"
                : String.format(Locale.ROOT, "%.2f / %.2f", t.medianRatio(), t.maxRatio());
    }

    private static String csv(
            TasksetRun r, CheckService.Row row, boolean within, boolean withMmu, WcetFindings.Task wcet) {
        return String.join(
                        ",",
                        Csv.field(r.run().dir().toString()),
                        row.task().name(),
                        Long.toString(row.task().deadline()),
                        cell(row.observed()),
                        cell(row.plain()),
                        cell(row.charged()),
                        withMmu ? cell(row.mmu()) : "",
                        cell(row.simulated()),
                        Long.toString(row.jobs()),
                        Long.toString(row.misses()),
                        Boolean.toString(within),
                        wcet == null || Double.isNaN(wcet.medianRatio())
                                ? ""
                                : String.format(Locale.ROOT, "%.4f", wcet.medianRatio()),
                        wcet == null || Double.isNaN(wcet.maxRatio())
                                ? ""
                                : String.format(Locale.ROOT, "%.4f", wcet.maxRatio()),
                        wcet == null ? "" : cell(wcet.coveringRuntime()))
                + "\n";
    }

    private static String cell(long v) {
        return v < 0 ? "" : Long.toString(v);
    }

    /** The jobs of task i that responded later than {@code limit}, each with the causes explain_above found for it. */
    private static String jobs(TasksetRun r, int i, long limit, String what) throws IOException {
        List<TasksetRun.Job> jobs = r.jobsAbove(i, limit);
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "  %s: %d job%s %s (worst %s)%n",
                r.set().get(i).name(),
                jobs.size(),
                jobs.size() == 1 ? "" : "s",
                what,
                Time.describe(r.observedMax()[i])));
        Map<Integer, Spike> spikes = spikes(r, "thread-" + i, limit);
        if (spikes == null) {
            sb.append("    no causes: the run recorded nothing to explain them with (run it with explain_above;"
                    + " docs/explaining-spikes.md)\n");
        }
        long runtime = r.deadlineRuntime()[i];
        for (int j = 0; j < Math.min(JOBS_SHOWN, jobs.size()); j++) {
            TasksetRun.Job job = jobs.get(j);
            sb.append(String.format(
                    Locale.ROOT,
                    "    job %d: response %s (started %s after its release, executed %s of a %s WCET%s%s%s)",
                    job.index(),
                    Time.describe(job.response()),
                    Time.describe(job.startDelay()),
                    job.execution() < 0 ? "?" : Time.describe(job.execution()),
                    Time.describe(r.set().get(i).wcet()),
                    job.execution() < 0
                            ? ""
                            : ", " + Time.describe(job.response() - job.startDelay() - job.execution())
                                    + " of its run off its CPU time",
                    job.switches() > 0 ? ", preempted " + job.switches() + "x" : "",
                    job.migrated() ? ", migrated" : ""));
            if (runtime > 0 && job.execution() > runtime) {
                sb.append("; past its SCHED_DEADLINE runtime of ")
                        .append(Time.describe(runtime))
                        .append(": the kernel throttled it to its next period");
            }
            if (spikes != null) {
                Spike s = spikes.get(job.index());
                sb.append(s == null ? "; not explained" : "; " + causes(s));
            }
            sb.append('\n');
        }
        if (jobs.size() > JOBS_SHOWN) {
            sb.append("    and ").append(jobs.size() - JOBS_SHOWN).append(" more (jobs.csv)\n");
        }
        return sb.toString();
    }

    /**
     * The spikes of one thread above {@code limit} by sample (= job) index, matched against what the run recorded
     * for explain_above (whatever its threshold was); null where it recorded nothing.
     */
    private static Map<Integer, Spike> spikes(TasksetRun r, String thread, long limit) throws IOException {
        if (!Explanation.recorded(r.run())) return null;
        Map<Integer, Spike> m = new HashMap<>();
        for (Spike s : Explanation.of(r.run(), limit, 0).spikes()) {
            if (s.thread().equals(thread)) m.put(s.sample(), s);
        }
        return m;
    }

    /**
     * "53 µs beyond its execution: main task kworker/0:1/87; causes task ..., irq ...; 3 µs unexplained": what the
     * job's start delay and time off its CPU came to, and the causes of that (never its own execution).
     */
    static String causes(Spike s) {
        List<Cause> causes = new ArrayList<>();
        for (Cause c : s.causes()) if (!c.kind().equals("execution")) causes.add(c);
        StringBuilder sb = new StringBuilder(Time.describe(s.toExplainNanos())).append(" beyond its execution");
        if (s.main() != null && s.main().kind().equals("execution")) {
            sb.append(" (long by its own execution)");
        } else {
            sb.append(": main ")
                    .append(
                            s.main() == null
                                    ? "unexplained"
                                    : s.main().kind() + " " + s.main().detail());
        }
        if (!causes.isEmpty()) {
            sb.append("; causes");
            for (int i = 0; i < Math.min(CAUSES_SHOWN, causes.size()); i++) {
                Cause c = causes.get(i);
                sb.append(i == 0 ? " " : ", ")
                        .append(c.kind())
                        .append(':')
                        .append(c.detail())
                        .append(' ')
                        .append(Time.describe(c.durationNanos()))
                        .append(c.counted() ? "" : " (not counted)");
            }
            if (causes.size() > CAUSES_SHOWN) {
                sb.append(" and ").append(causes.size() - CAUSES_SHOWN).append(" more (spikes.csv)");
            }
        }
        return sb.append("; ")
                .append(Time.describe(s.unexplainedNanos()))
                .append(" unexplained")
                .toString();
    }
}
