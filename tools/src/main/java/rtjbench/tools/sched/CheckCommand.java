package rtjbench.tools.sched;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.Time;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.sim.SimResult;
import rtjbench.sched.supply.Supply;
import rtjbench.stats.ExitStatus;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.explain.Cause;
import rtjbench.tools.explain.Explanation;
import rtjbench.tools.explain.Spike;
import rtjbench.tools.explain.TasksetJobs;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;

/**
 * {@code sched check RUN_DIR [--overheads MODEL] [--collector MODEL]}: for every run of the taskset testapp under
 * RUN_DIR, each task's observed worst response time beside the analysis's bound for the scheduler that ran,
 * without and with the overheads (and the collector's MMU), and the simulator's; a task whose observed worst
 * exceeds the bound it is judged by is named with the jobs that did it and the causes {@code explain_above} found
 * for them. Exit 0 when every task of every run stayed within its bound, 1 when one did not (or had none), 2 on
 * bad input.
 */
public final class CheckCommand implements Command {
    static final String NAME = "sched check";
    /** Jobs listed a task at most; the rest are counted. */
    static final int JOBS_SHOWN = 10;
    /** Causes listed a job at most, the largest; the rest are counted. */
    static final int CAUSES_SHOWN = 4;

    @Override
    public String name() {
        return "check";
    }

    @Override
    public String summary() {
        return "hold the analysis to a taskset run: observed response times against the bounds";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar sched check RUN_DIR [--overheads MODEL] [--collector MODEL] [--foreign-models]
                                                [--format text|csv]

                For every run of the taskset testapp under RUN_DIR: each task's observed maximum response time
                beside the analysis's bound for the scheduler that ran it (partitioned-fp: response-time analysis
                on each CPU of the run's partition with its priorities; global-fp: Bertogna-Cirinei G-FP RTA;
                global-edf: Bertogna-Cirinei G-EDF RTA; partitioned-edf: each CPU's processor demand, bound = the
                deadline), without overheads, with the overhead model's charges (seed 004's rule), and, for the
                partitioned schedulers, with the collector's MMU as each CPU's supply; and the simulator's longest
                response for the same placement and priorities over the run's window.

                A task is judged by its most complete bound (with overheads and MMU where given). One whose
                observed maximum exceeds it is named with the jobs that did it (from jobs.csv) and the causes
                explain_above found for them (a GC pause, another task, an interrupt, the hypervisor's steal: a
                cause, never a pass). Exit 0 when every task stayed within its bound; 1 when one did not, or the
                analysis gave it none (the set is not shown schedulable); 2 on bad input, among it a jobs.csv that is
                not what the run wrote (read by column name; every field, numbers, known tasks, times in order, each
                task's job count as the metadata states), naming the file, line and field.
                A model is held to the run's machine: an overhead model (measured_on) or MMU curve (# lines, or the
                run folder given) measured on another machine (CPU model, kernel, architecture, virtualised, Java
                VM, collector), or one that does not say, is refused (exit 2) naming the difference, unless
                --foreign-models asks to use it; the header then says so.
                --format csv prints one line a task:
                  run,task,deadline_ns,observed_max_ns,bound_ns,bound_overheads_ns,bound_mmu_ns,sim_max_ns,jobs,misses,
                  within,wcet_median_ratio,wcet_max_ratio,covering_runtime_ns
                (the last three: each job's executed CPU time over its WCET, median and max, and under SCHED_DEADLINE
                the runtime that would have covered every job seen). Under the table the text names each task whose
                WCET did not hold here: a job executed past it (throttled by SCHED_DEADLINE where past its runtime).""";
    }

    @Override
    public List<Options.Spec> options() {
        return List.of(
                Options.Spec.value("overheads", "MODEL", null, "an overhead model (sched overheads, or by hand)"),
                Options.Spec.value(
                        "collector", "MODEL", null, "a collector model: an MMU CSV of sched mmu, or a run folder"),
                Options.Spec.flag(
                        "foreign-models",
                        "use models measured on another machine than the run's (or not saying which): each is named"),
                Options.Spec.value("format", "text|csv", "text", "the output format"));
    }

    /** One task's figures. */
    record Row(Task task, long observed, long plain, long charged, long mmu, long simulated, long jobs, long misses) {
        /** The bound the task is judged by: the most complete one asked for. */
        long judged(boolean withOverheads, boolean withMmu) {
            return withMmu ? mmu : withOverheads ? charged : plain;
        }
    }

    @Override
    public int run(Options o) throws Exception {
        if (o.positional().size() != 1) {
            throw ToolException.usage(NAME + ": give exactly one RUN_DIR");
        }
        String format = o.value("format").strip();
        if (!List.of("text", "csv").contains(format)) {
            throw ToolException.usage(NAME + ": --format '" + format + "': text or csv");
        }
        OverheadModelFile.Loaded model =
                o.value("overheads") == null ? null : OverheadModelFile.load(Path.of(o.value("overheads")));
        Overheads overheads = model == null ? Overheads.NONE : model.model();
        CollectorModel collector =
                o.value("collector") == null ? null : CollectorModel.read(Path.of(o.value("collector")));
        Path dir = Path.of(o.positional().get(0));
        List<TasksetRun> runs = new ArrayList<>();
        try {
            for (RunDir r : ResultTree.load(dir).runs()) {
                if (TasksetRun.is(r)) runs.add(TasksetRun.of(r));
            }
        } catch (ToolException e) {
            throw e.exitCode() == ExitStatus.BAD_INPUT ? e : ToolException.input(e.getMessage());
        }
        if (runs.isEmpty()) {
            throw ToolException.input(dir + ": no run of the taskset testapp here");
        }
        Map<TasksetRun, String> foreign = new HashMap<>();
        for (TasksetRun r : runs) {
            ModelProvenance.Machine here = ModelProvenance.Machine.of(r.run().metadata());
            List<String> said = new ArrayList<>();
            if (model != null)
                said.add(model.provenance()
                        .mismatch("overhead model", here, r.run().dir().toString()));
            if (collector != null)
                said.add(collector
                        .provenance()
                        .mismatch("collector model", here, r.run().dir().toString()));
            said.removeIf(Objects::isNull);
            if (said.isEmpty()) continue;
            if (!o.flag("foreign-models")) {
                throw ToolException.input(
                        String.join("; ", said) + ". A verdict about this machine needs models of it: measure"
                                + " them here (args/sched-overheads.xml and sched overheads; args/gc-mmu.xml and sched mmu, or"
                                + " the run folder itself as the collector model), or pass --foreign-models to use it"
                                + " knowingly (docs/taskset.md)");
            }
            foreign.put(r, String.join("; ", said));
        }
        if (overheads != Overheads.NONE) {
            // A task whose working set is past the model's CPMD rows has no measured figure to charge: refused by name.
            for (TasksetRun r : runs) {
                int k = Charging.uncovered(r.set(), overheads, Task.NONE);
                if (k >= 0) {
                    throw ToolException.input(r.run().dir().resolve("metadata.json") + ": field workload.tasks[" + k
                            + "].wss_bytes: "
                            + OverheadModelFile.notCovered(r.set().get(k), overheads, Path.of(o.value("overheads")))
                            + " (--overheads)");
                }
            }
        }
        boolean withOverheads = overheads != Overheads.NONE;
        boolean withMmu = collector != null;
        StringBuilder out = new StringBuilder();
        if (format.equals("csv")) {
            out.append("run,task,deadline_ns,observed_max_ns,bound_ns,bound_overheads_ns,bound_mmu_ns,sim_max_ns,jobs,"
                    + "misses,within,wcet_median_ratio,wcet_max_ratio,covering_runtime_ns\n");
        }
        boolean allWithin = true;
        for (TasksetRun r : runs) {
            TasksetBounds.Bounds plain = TasksetBounds.of(r, Overheads.NONE, Supply.FULL);
            TasksetBounds.Bounds charged = TasksetBounds.of(r, overheads, Supply.FULL);
            TasksetBounds.Bounds mmu = withMmu ? TasksetBounds.of(r, overheads, collector.supply()) : charged;
            SimResult sim = TasksetBounds.simulate(r);
            List<Row> rows = new ArrayList<>();
            for (int i = 0; i < r.set().size(); i++) {
                rows.add(new Row(
                        r.set().get(i),
                        r.observedMax()[i],
                        plain.bound()[i],
                        charged.bound()[i],
                        mmu.bound()[i],
                        sim.maxResponse(i),
                        r.jobs()[i],
                        r.misses()[i]));
            }
            TasksetBounds.Bounds judgedBy = withMmu ? mmu : charged;
            WcetFindings wcets = TasksetJobs.present(r.run().dir()) ? WcetOverruns.of(r.run()) : null;
            if (format.equals("csv")) {
                for (int i = 0; i < rows.size(); i++) {
                    Row row = rows.get(i);
                    boolean within =
                            within(row, withOverheads, withMmu) && r.run().complete();
                    out.append(csv(
                            r,
                            row,
                            within,
                            withMmu,
                            wcets == null ? null : wcets.tasks().get(i)));
                    allWithin &= within;
                }
                continue;
            }
            out.append(header(r, overheads, collector, plain.test(), sim));
            if (foreign.containsKey(r)) {
                out.append("  models from another machine, used as --foreign-models asks: ")
                        .append(foreign.get(r))
                        .append('\n');
            }
            if (!r.run().complete()) {
                out.append("  the run is incomplete (")
                        .append(r.run().incompleteReason())
                        .append("): its tasks are")
                        .append(" not shown within any bound\n");
            }
            out.append(table(rows, withOverheads, withMmu, wcets));
            if (wcets != null) {
                for (WcetFindings.Task t : wcets.overruns()) {
                    out.append("  WCET does not hold here: ").append(t.reason()).append('\n');
                }
            }
            List<String> failed = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                Row row = rows.get(i);
                if (within(row, withOverheads, withMmu) && r.run().complete()) continue;
                failed.add(row.task().name());
                long bound = row.judged(withOverheads, withMmu);
                if (row.observed() < 0) {
                    out.append("  ").append(row.task().name()).append(": no job measured\n");
                } else if (bound < 0) {
                    out.append("  ")
                            .append(row.task().name())
                            .append(": no bound: ")
                            .append(judgedBy.why()[i]);
                    out.append(
                            sim.maxResponse(i) > row.task().deadline()
                                    ? "; the simulator misses its deadline too"
                                    : "");
                    out.append('\n');
                    if (row.misses() > 0) {
                        out.append(jobs(r, i, row.task().deadline(), "missed its deadline"));
                    }
                } else if (row.observed() > bound) {
                    out.append(jobs(r, i, bound, "exceeded the bound " + Time.describe(bound)));
                }
            }
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
                            : "  verdict: " + failed.size() + " of " + rows.size() + " tasks not within a bound: "
                                    + String.join(", ", failed) + "\n\n");
            allWithin &= failed.isEmpty();
        }
        System.out.print(out);
        return allWithin ? ExitStatus.OK : ExitStatus.BAD_DATA;
    }

    /** A task stayed within its bound: it has one and its observed maximum is not above it. */
    static boolean within(Row row, boolean withOverheads, boolean withMmu) {
        long b = row.judged(withOverheads, withMmu);
        return b >= 0 && row.observed() >= 0 && row.observed() <= b;
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

    private static String table(List<Row> rows, boolean withOverheads, boolean withMmu, WcetFindings wcets) {
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
        for (Row row : rows) {
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
                    within(row, withOverheads, withMmu) ? "yes" : "NO",
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

    private static String csv(TasksetRun r, Row row, boolean within, boolean withMmu, WcetFindings.Task wcet) {
        return String.join(
                        ",",
                        AnalyseCommand.csvField(r.run().dir().toString()),
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
