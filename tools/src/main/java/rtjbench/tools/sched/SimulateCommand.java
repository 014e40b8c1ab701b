package rtjbench.tools.sched;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.model.TaskSetFileException;
import rtjbench.sched.model.Time;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.AfterMiss;
import rtjbench.sched.sim.Clusters;
import rtjbench.sched.sim.ExactSimulation;
import rtjbench.sched.sim.JobPriority;
import rtjbench.sched.sim.JobRecord;
import rtjbench.sched.sim.JobSink;
import rtjbench.sched.sim.Placement;
import rtjbench.sched.sim.SimResult;
import rtjbench.sched.sim.Simulator;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.Parallel;
import rtjbench.tools.cli.ToolException;

/** {@code sched simulate TASKSET --cpus M ...}: each set of a task-set file simulated, its metrics printed. */
public final class SimulateCommand implements Command {
    static final String CSV_HEADER =
            "set,schedulable,first_miss_task,first_miss_time_ns,migrations,preemptions,average_slack_ns";
    static final String JOBS_HEADER =
            "set,task,job,release_ns,deadline_ns,start_ns,finish_ns,response_ns,preemptions,migrations,cpus";

    @Override
    public String name() {
        return "simulate";
    }

    @Override
    public String summary() {
        return "simulate task sets under global, partitioned, clustered or loosely clustered EDF or FP";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar sched simulate TASKSET --cpus M [--scheduler S] [--clusters C] [--priority P]
                       [--partitioning ffd|nfd|bfd|wfd] [--overheads MODEL] [--horizon TIME | --hyperperiods N]
                       [--after-miss stop|continue] [--format text|csv] [--jobs FILE [--force]]

                Simulates every task set of TASKSET (a task-set file, docs/schedulability.md) on M identical CPUs,
                event by event: each task releases a job at 0, T, 2T, ... that runs exactly its WCET. Ties go to the
                lower task index (file order); a running job that stays chosen keeps its CPU; CPUs freed at an
                instant go to the newly chosen jobs, the lowest CPU to the highest priority.

                Schedulers, by name or alias (case ignored): global-edf (gedf), global-fp (gfp); partitioned-edf
                (pedf), partitioned-fp (pfp): each task on the CPU of its cpu column; clustered-edf (cedf): each task
                in the cluster of its cpu column's CPU, global inside; loose-clustered-edf (loose-cedf): clustered,
                then tasks moved between clusters to equalise their utilisation per CPU (a task without a cpu is
                placed where the load is least). Fixed priorities are deadline monotonic unless --priority says
                otherwise. --partitioning places the tasks by a heuristic instead of the cpu column, in decreasing
                utilisation: partitioned-edf admits a task on a CPU by the exact EDF test, partitioned-fp by
                deadline-monotonic response-time analysis (the partitions of analyse's PEDF-* and PFP-* tests),
                the clustered ones fill equal clusters up to their CPU count in utilisation. A set a heuristic
                cannot place is not schedulable (loose-clustered-edf places the rest itself).

                Overheads: --overheads MODEL (an overhead model file, docs/schedulability.md) inflates each WCET
                as seed 004 charges them (partitioned for the partitioned schedulers, global otherwise) before
                anything else; the simulated jobs run the inflated WCETs.

                Window: by default the exact test, hyperperiod after hyperperiod until the state at a hyperperiod's
                end repeats (schedulable) or a deadline is missed (not), 'na' where a hyperperiod holds more than
                --max-jobs jobs or the state does not repeat within --max-hyperperiods. --horizon or
                --hyperperiods simulates a fixed window instead and reports what it saw.

                Metrics: migrations (a job resuming on another CPU than it last ran on), preemptions (a running job
                taken off its CPU before it completes), average slack (deadline - finish over the jobs finished in
                the window). --format csv prints, per set:
                  set,schedulable,first_miss_task,first_miss_time_ns,migrations,preemptions,average_slack_ns
                --jobs FILE writes every job: set,task,job,release_ns,deadline_ns,start_ns,finish_ns,response_ns,
                preemptions,migrations,cpus (cpus: the CPUs it ran on, in order, separated by ';'; an unfinished
                job has no finish). A fixed window is 'na' where it holds more than --max-jobs times
                --max-hyperperiods jobs.
                Bad input exits 2 naming the file, line and field; nothing is written.""";
    }

    @Override
    public List<Options.Spec> options() {
        return List.of(
                Options.Spec.value("cpus", "M", null, "the number of CPUs (required)"),
                Options.Spec.value("scheduler", "S", Scheduler.GLOBAL_EDF.name(), Scheduler.names()),
                Options.Spec.value(
                        "clusters",
                        "C",
                        null,
                        "clustered-edf/loose-clustered-edf: K equal clusters, or CPU lists such as 0-1/2-3"),
                Options.Spec.value(
                        "priority",
                        "P",
                        PriorityOrder.DEFAULT.shortName(),
                        "global-fp/partitioned-fp: rm, dm or file (the file's order)"),
                Options.Spec.value(
                        "partitioning",
                        "H",
                        null,
                        "the partitioned and clustered schedulers: ffd, nfd, bfd or wfd (default: the cpu column)"),
                Options.Spec.value("overheads", "MODEL", null, "charge the overheads of this model file"),
                Options.Spec.value("horizon", "TIME", null, "simulate [0, TIME] (e.g. 10s, 250ms)"),
                Options.Spec.value("hyperperiods", "N", null, "simulate N hyperperiods"),
                Options.Spec.value(
                        "after-miss",
                        "WHAT",
                        "stop",
                        "stop at the first miss, or continue (late jobs run to completion); a fixed window only"),
                Options.Spec.value(
                        "max-jobs",
                        "N",
                        Long.toString(ExactSimulation.Limits.DEFAULT.maxJobsPerHyperperiod()),
                        "the most jobs a hyperperiod may hold to be simulated"),
                Options.Spec.value(
                        "max-hyperperiods",
                        "N",
                        Integer.toString(ExactSimulation.Limits.DEFAULT.maxHyperperiods()),
                        "the exact test's most hyperperiods"),
                Options.Spec.value("format", "F", "text", "text or csv"),
                Options.Spec.value("jobs", "FILE", null, "write every simulated job to FILE (CSV)"),
                Options.Spec.flag("force", "replace an existing --jobs file"));
    }

    /** The command line, checked. */
    private record Request(
            Path file,
            int cpus,
            Scheduler scheduler,
            Clusters clusters,
            Heuristic partitioning,
            Overheads overheads,
            long horizon,
            int hyperperiods,
            AfterMiss afterMiss,
            ExactSimulation.Limits limits,
            boolean csv) {
        boolean exact() {
            return horizon <= 0 && hyperperiods <= 0;
        }
    }

    /** One set's outcome: the verdict, the metrics, and what the text says about the window. */
    private record Outcome3(TaskSet set, Outcome outcome, String why, SimResult result, String window) {}

    @Override
    public int run(Options o) throws Exception {
        Request q = request(o);
        List<TaskSet> read = read(q.file());
        List<TaskSet> sets = new ArrayList<>();
        List<Placement> placements = new ArrayList<>();
        List<String> unplaced = new ArrayList<>();
        List<String> overflow = new ArrayList<>();
        if (q.overheads() != Overheads.NONE) {
            OverheadModelFile.checkCovers(q.overheads(), Path.of(o.value("overheads")), q.file(), read);
        }
        for (TaskSet s : read) {
            TaskSet charged;
            try {
                charged = Charging.inflate(s, q.overheads(), q.scheduler().charging());
                overflow.add(null);
            } catch (ArithmeticException e) {
                sets.add(s); // na: the charged set does not fit in 64 bits
                placements.add(null);
                unplaced.add(null);
                overflow.add(e.getMessage());
                continue;
            }
            sets.add(charged);
            String[] why = new String[1];
            placements.add(place(q, s, charged, why));
            unplaced.add(why[0]);
        }
        Outputs outputs = new Outputs(o.flag("force"));
        Path jobsFile = o.value("jobs") == null ? null : outputs.claim(Path.of(o.value("jobs")));
        outputs.check();
        List<Outcome3> outcomes = new ArrayList<>();
        if (jobsFile == null) {
            // Sets are independent: simulated on every CPU, printed in file order.
            List<Integer> indices = new ArrayList<>();
            for (int i = 0; i < sets.size(); i++) {
                indices.add(i);
            }
            outcomes.addAll(Parallel.map(
                    indices,
                    i -> overflow.get(i) != null
                            ? notApplicable(sets.get(i), overflow.get(i))
                            : simulate(q, sets.get(i), placements.get(i), unplaced.get(i), null)));
        } else {
            outputs.write(jobsFile, out -> {
                Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
                w.write(JOBS_HEADER + "\n");
                for (int i = 0; i < sets.size(); i++) {
                    TaskSet s = sets.get(i);
                    if (overflow.get(i) != null) {
                        outcomes.add(notApplicable(s, overflow.get(i)));
                        continue;
                    }
                    outcomes.add(simulate(
                            q, s, placements.get(i), unplaced.get(i), jobWriter(w, AnalyseCommand.setName(s, i), s)));
                }
                w.flush();
            });
        }
        StringBuilder sb = new StringBuilder();
        if (q.csv()) {
            sb.append(CSV_HEADER).append('\n');
        } else if (q.overheads() != Overheads.NONE) {
            sb.append("overheads: \"")
                    .append(name(q.overheads()))
                    .append("\", charged to every WCET as ")
                    .append(q.scheduler().partitioned() ? "partitioned" : "global")
                    .append(" scheduling\n");
            q.overheads()
                    .missing()
                    .forEach((figure, why) -> sb.append("  ")
                            .append(figure)
                            .append(" not charged (0): ")
                            .append(why)
                            .append('\n'));
        }
        for (int i = 0; i < outcomes.size(); i++) {
            String id = AnalyseCommand.setName(sets.get(i), i);
            sb.append(q.csv() ? csvLine(id, outcomes.get(i)) : text(id, q, outcomes.get(i)));
        }
        System.out.print(sb);
        return 0;
    }

    private static Request request(Options o) {
        if (o.positional().size() != 1) {
            throw ToolException.usage("sched simulate: give one TASKSET file");
        }
        int cpus = positiveInt(o.value("cpus"), "--cpus", true);
        if (cpus > SchedArgs.MAX_CPUS) {
            throw ToolException.usage(
                    "sched simulate: --cpus " + cpus + " is out of range: 1 to " + SchedArgs.MAX_CPUS);
        }
        Scheduler scheduler;
        try {
            scheduler = Scheduler.named(o.value("scheduler"));
        } catch (IllegalArgumentException e) {
            throw ToolException.usage("sched simulate: --scheduler " + e.getMessage());
        }
        Clusters clusters;
        if (scheduler.clustered()) {
            if (o.value("clusters") == null) {
                throw ToolException.usage("sched simulate: --scheduler " + scheduler + " needs --clusters");
            }
            try {
                clusters = Clusters.parse(o.value("clusters"), cpus);
            } catch (IllegalArgumentException e) {
                throw ToolException.usage("sched simulate: --clusters " + e.getMessage());
            }
        } else if (o.value("clusters") != null) {
            throw ToolException.usage(
                    "sched simulate: --clusters is for clustered-edf and loose-clustered-edf, not " + scheduler);
        } else {
            clusters = scheduler.global() ? Clusters.global(cpus) : Clusters.perCpu(cpus);
        }
        PriorityOrder priority;
        try {
            priority = PriorityOrder.named(o.value("priority"));
        } catch (IllegalArgumentException e) {
            throw ToolException.usage("sched simulate: --priority " + e.getMessage());
        }
        if (!scheduler.edf()) {
            scheduler = scheduler.withPriorityOrder(priority);
        }
        if (o.value("horizon") != null && o.value("hyperperiods") != null) {
            throw ToolException.usage("sched simulate: give --horizon or --hyperperiods, not both");
        }
        long horizon = 0;
        if (o.value("horizon") != null) {
            try {
                horizon = Time.parse(o.value("horizon"));
            } catch (IllegalArgumentException e) {
                throw ToolException.usage("sched simulate: --horizon " + e.getMessage());
            }
            if (horizon <= 0) {
                throw ToolException.usage("sched simulate: --horizon must be more than 0");
            }
        }
        int hyperperiods =
                o.value("hyperperiods") == null ? 0 : positiveInt(o.value("hyperperiods"), "--hyperperiods", true);
        AfterMiss afterMiss;
        switch (o.value("after-miss")) {
            case "stop" -> afterMiss = AfterMiss.STOP;
            case "continue" -> afterMiss = AfterMiss.CONTINUE;
            default ->
                throw ToolException.usage(
                        "sched simulate: --after-miss is stop or continue, got '" + o.value("after-miss") + "'");
        }
        if (afterMiss == AfterMiss.CONTINUE && horizon == 0 && hyperperiods == 0) {
            throw ToolException.usage("sched simulate: --after-miss continue needs a fixed window (--horizon or"
                    + " --hyperperiods): the exact test stops at the first miss");
        }
        long maxJobs = positiveLong(o.value("max-jobs"), "--max-jobs");
        int maxHyperperiods = positiveInt(o.value("max-hyperperiods"), "--max-hyperperiods", true);
        String format = o.value("format");
        if (!format.equals("text") && !format.equals("csv")) {
            throw ToolException.usage("sched simulate: --format is text or csv, got '" + format + "'");
        }
        return new Request(
                Path.of(o.positional().get(0)),
                cpus,
                scheduler,
                clusters,
                partitioning(o, scheduler, clusters),
                o.value("overheads") == null ? Overheads.NONE : OverheadModelFile.read(Path.of(o.value("overheads"))),
                horizon,
                hyperperiods,
                afterMiss,
                new ExactSimulation.Limits(maxJobs, maxHyperperiods),
                format.equals("csv"));
    }

    private static Heuristic partitioning(Options o, Scheduler scheduler, Clusters clusters) {
        String v = o.value("partitioning");
        if (v == null) {
            return null;
        }
        if (scheduler.global()) {
            throw ToolException.usage(
                    "sched simulate: --partitioning is for the partitioned and clustered schedulers, not " + scheduler);
        }
        for (Heuristic h : Heuristic.values()) {
            if (h.abbreviation().equalsIgnoreCase(v.trim())) {
                if (scheduler.clustered() && !clusters.equalSizes()) {
                    throw ToolException.usage(
                            "sched simulate: --partitioning fills clusters of one size; " + clusters + " are not");
                }
                return h;
            }
        }
        throw ToolException.usage("sched simulate: --partitioning is ffd, nfd, bfd or wfd, got '" + v + "'");
    }

    private static int positiveInt(String v, String option, boolean required) {
        if (v == null) {
            throw ToolException.usage("sched simulate: " + option + " is required");
        }
        try {
            int i = Integer.parseInt(v.trim());
            if (i > 0) {
                return i;
            }
        } catch (NumberFormatException e) {
            // the message below says what is allowed
        }
        throw ToolException.usage("sched simulate: " + option + " must be a whole number above 0, got " + Quoted.of(v));
    }

    private static long positiveLong(String v, String option) {
        try {
            long l = Long.parseLong(v.trim());
            if (l > 0) {
                return l;
            }
        } catch (NumberFormatException e) {
            // the message below says what is allowed
        }
        throw ToolException.usage("sched simulate: " + option + " must be a whole number above 0, got " + Quoted.of(v));
    }

    private static List<TaskSet> read(Path file) throws IOException {
        try {
            return TaskSetFile.read(file);
        } catch (TaskSetFileException e) {
            throw ToolException.input(e.getMessage());
        }
    }

    /**
     * Where the set's tasks run: by the partitioning heuristic (on the charged set, as the partitioned tests
     * place it), else by the cpu column, whose mistakes name their line. Null, with the reason in {@code why[0]},
     * where the heuristic could not place a task.
     */
    private static Placement place(Request q, TaskSet asRead, TaskSet charged, String[] why) throws IOException {
        Scheduler scheduler = q.scheduler();
        if (q.partitioning() != null) {
            Partition p = Placement.partition(scheduler, charged, q.clusters(), q.partitioning());
            if (!p.complete() && scheduler.needsAssignment()) {
                why[0] = charged.get(p.unplacedTask()).name() + " fits in no "
                        + (scheduler.clustered() ? "cluster" : "CPU") + " by "
                        + q.partitioning().abbreviation();
                return null;
            }
            return Placement.byCluster(scheduler, charged, q.clusters(), p.cpuOfTask());
        }
        int[] cpuOfTask = new int[asRead.size()];
        for (int i = 0; i < asRead.size(); i++) {
            Task t = asRead.get(i);
            if (t.hasCpu() && t.cpu() >= q.cpus()) {
                throw ToolException.input(TaskLines.locate(q.file(), asRead, t) + ": field cpu: is " + t.cpu()
                        + "; the platform's CPUs are 0.." + (q.cpus() - 1) + " (--cpus " + q.cpus() + ")");
            }
            if (!t.hasCpu() && scheduler.needsAssignment()) {
                throw ToolException.input(TaskLines.locate(q.file(), asRead, t) + ": field cpu: is empty; " + scheduler
                        + " needs each task's CPU (the cpu column, or --partitioning)");
            }
            cpuOfTask[i] = t.cpu();
        }
        return Placement.byCpu(scheduler, charged, q.clusters(), cpuOfTask);
    }

    private static Outcome3 notApplicable(TaskSet set, String why) {
        return new Outcome3(set, Outcome.NOT_APPLICABLE, why, null, "nothing simulated");
    }

    private static Outcome3 simulate(Request q, TaskSet set, Placement placement, String unplaced, JobSink sink) {
        if (placement == null) {
            return new Outcome3(set, Outcome.UNSCHEDULABLE, unplaced, null, "nothing simulated");
        }
        JobPriority priority = JobPriority.of(q.scheduler(), set);
        if (q.exact()) {
            ExactSimulation.Answer a = ExactSimulation.run(set, placement, priority, q.limits(), sink);
            String window = a.simulation() == null
                    ? "nothing simulated"
                    : a.outcome() == Outcome.SCHEDULABLE
                            ? "the schedule repeats every "
                                    + Time.describe((a.hyperperiods() - a.periodicFrom()) * a.hyperperiod())
                                    + (a.periodicFrom() == 0
                                            ? " from the start"
                                            : " from " + Time.describe(a.periodicFrom() * a.hyperperiod()))
                                    + "; simulated [0, "
                                    + Time.describe(a.simulation().end()) + "]"
                            : "simulated [0, " + Time.describe(a.simulation().end()) + "]";
            return new Outcome3(set, a.outcome(), a.reason(), a.simulation(), window);
        }
        long horizon = q.horizon();
        if (horizon <= 0) {
            long bound = Long.MAX_VALUE / q.hyperperiods();
            long h = set.hyperperiod(bound);
            if (h < 0) {
                return new Outcome3(
                        set,
                        Outcome.NOT_APPLICABLE,
                        q.hyperperiods() + " hyperperiods are past " + Time.format(bound),
                        null,
                        "nothing simulated");
            }
            horizon = h * q.hyperperiods();
        }
        long most =
                saturatedProduct(q.limits().maxJobsPerHyperperiod(), q.limits().maxHyperperiods());
        if (jobsIn(set, horizon) > most) {
            return new Outcome3(
                    set,
                    Outcome.NOT_APPLICABLE,
                    "[0, " + Time.format(horizon) + "] holds more than " + most + " jobs (--max-jobs times"
                            + " --max-hyperperiods)",
                    null,
                    "nothing simulated");
        }
        Simulator sim = new Simulator(set, placement, priority, q.afterMiss(), sink);
        sim.advanceTo(horizon);
        SimResult r = sim.finish();
        String why = r.schedulable()
                ? ""
                : set.get(r.firstMissTask()).name() + " misses its deadline at " + Time.format(r.firstMissTime());
        return new Outcome3(
                set,
                r.schedulable() ? Outcome.SCHEDULABLE : Outcome.UNSCHEDULABLE,
                why,
                r,
                "simulated [0, " + Time.describe(r.end()) + "]");
    }

    /** The jobs released before {@code window}, saturating at Long.MAX_VALUE. */
    private static long jobsIn(TaskSet set, long window) {
        long jobs = 0;
        for (Task t : set.tasks()) {
            long mine = (window - 1) / t.period() + 1;
            jobs = jobs > Long.MAX_VALUE - mine ? Long.MAX_VALUE : jobs + mine;
        }
        return jobs;
    }

    private static long saturatedProduct(long a, long b) {
        return a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }

    private static JobSink jobWriter(Writer w, String setId, TaskSet set) {
        return j -> {
            try {
                w.write(setId + "," + set.get(j.task()).name() + "," + j.number() + "," + j.release() + ","
                        + j.deadline() + "," + (j.start() == JobRecord.NOT_YET ? "" : Long.toString(j.start())) + ","
                        + (j.finished() ? Long.toString(j.finish()) : "") + ","
                        + (j.finished() ? Long.toString(j.response()) : "") + "," + j.preemptions() + ","
                        + j.migrations() + "," + j.cpuPath() + "\n");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    private static String csvLine(String id, Outcome3 o) {
        SimResult r = o.result();
        if (r == null) {
            return id + "," + o.outcome().csv() + ",,,,,\n";
        }
        boolean missed = r.firstMissTask() >= 0;
        return id + "," + o.outcome().csv() + ","
                + (missed ? o.set().get(r.firstMissTask()).name() : "") + ","
                + (missed ? Long.toString(r.firstMissTime()) : "") + "," + r.migrations() + "," + r.preemptions() + ","
                + (r.jobsFinished() == 0 ? "" : String.format(Locale.ROOT, "%.1f", r.averageSlack())) + "\n";
    }

    private static String text(String id, Request q, Outcome3 o) {
        StringBuilder sb = new StringBuilder();
        sb.append("set ")
                .append(id)
                .append(": ")
                .append(o.set().size())
                .append(" tasks on ")
                .append(q.cpus())
                .append(q.cpus() == 1 ? " CPU, " : " CPUs, ")
                .append(q.scheduler());
        if (q.scheduler().clustered()) {
            sb.append(" (clusters ").append(q.clusters()).append(')');
        }
        if (!q.scheduler().edf()) {
            sb.append(" (priorities ").append(q.scheduler().priorityOrder()).append(')');
        }
        sb.append(
                q.partitioning() == null
                        ? ""
                        : ", partitioned " + q.partitioning().abbreviation());
        sb.append(q.exact() ? ", exact test" : "").append('\n');
        if (q.overheads() != Overheads.NONE) {
            long withoutWss = o.set().tasks().stream().filter(t -> !t.hasWss()).count();
            if (withoutWss > 0) {
                sb.append("  CPMD not charged to ")
                        .append(withoutWss)
                        .append(" of ")
                        .append(o.set().size())
                        .append(" tasks: no working-set size (the wss column)\n");
            }
        }
        String verdict = switch (o.outcome()) {
            case SCHEDULABLE -> q.exact() ? "schedulable" : "no deadline missed";
            case UNSCHEDULABLE -> "not schedulable: " + o.why();
            default -> "na: " + o.why();
        };
        sb.append("  ").append(verdict).append(" (").append(o.window()).append(")\n");
        SimResult r = o.result();
        if (r != null) {
            sb.append(String.format(
                    Locale.ROOT,
                    "  jobs: %d released, %d finished; migrations %d, preemptions %d, average slack %s%n",
                    r.jobsReleased(),
                    r.jobsFinished(),
                    r.migrations(),
                    r.preemptions(),
                    r.jobsFinished() == 0 ? "-" : Time.describe(Math.round(r.averageSlack()))));
            if (r.misses() > 1) {
                sb.append("  deadlines missed: ").append(r.misses()).append('\n');
            }
            sb.append("  longest response:");
            for (int i = 0; i < o.set().size(); i++) {
                long resp = r.maxResponse(i);
                sb.append(' ').append(o.set().get(i).name()).append(' ').append(resp < 0 ? "-" : Time.describe(resp));
                sb.append(i + 1 < o.set().size() ? "," : "\n");
            }
        }
        return sb.toString();
    }

    private static String name(Overheads o) {
        return o instanceof OverheadModel m ? m.name() : o.toString();
    }

    /** Finds the line of a task in its file, so that a message about a task can name it. */
    static final class TaskLines {
        private TaskLines() {}

        /** {@code file:line} of {@code task} in {@code set}, or {@code file} where it cannot be found. */
        static String locate(Path file, TaskSet set, Task task) throws IOException {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            int setColumn = -1;
            int nameColumn = -1;
            for (int n = 0; n < lines.size(); n++) {
                String line = lines.get(n).trim();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split(",", -1);
                if (nameColumn < 0) {
                    for (int c = 0; c < cells.length; c++) {
                        String h = cells[c].trim().toLowerCase(Locale.ROOT);
                        setColumn = h.equals(TaskSetFile.SET) ? c : setColumn;
                        nameColumn = h.equals(TaskSetFile.NAME) ? c : nameColumn;
                    }
                    continue;
                }
                boolean sameSet = setColumn < 0 || cells[setColumn].trim().equals(set.id());
                if (sameSet
                        && nameColumn < cells.length
                        && cells[nameColumn].trim().equals(task.name())) {
                    return file + ":" + (n + 1);
                }
            }
            return file.toString();
        }
    }
}
