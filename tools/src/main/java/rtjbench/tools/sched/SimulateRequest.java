package rtjbench.tools.sched;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.model.Time;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.AfterMiss;
import rtjbench.sched.sim.Clusters;
import rtjbench.sched.sim.ExactSimulation;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.ToolException;

/**
 * {@code sched simulate}'s command line, checked: every mistake is a usage error naming the option and what it
 * allows. {@code horizon} and {@code hyperperiods} are 0 where not given (the exact test); {@code partitioning} is
 * null where the cpu column places the tasks; {@code jobs} is null where no jobs file is asked for.
 */
record SimulateRequest(
        Path file,
        int cpus,
        Scheduler scheduler,
        Clusters clusters,
        Heuristic partitioning,
        Path overheadsFile,
        Overheads overheads,
        long horizon,
        int hyperperiods,
        AfterMiss afterMiss,
        ExactSimulation.Limits limits,
        boolean csv,
        Path jobs,
        boolean force) {

    private static final String WHO = "sched simulate: ";

    static final Options.Spec<Integer> CPUS = SchedArgs.cpus("the number of CPUs");
    static final Options.Spec<Scheduler> SCHEDULER = Options.Spec.value(
            "scheduler",
            "S",
            SchedulerChoice.SCHEDULER,
            Scheduler.GLOBAL_EDF.name(),
            "the scheduler, by name or alias");
    static final Options.Spec<String> CLUSTERS = Options.Spec.value(
            "clusters",
            "C",
            OptionTypes.text(),
            null,
            "clustered-edf/loose-clustered-edf: K equal clusters, or CPU lists such as 0-1/2-3");
    static final Options.Spec<PriorityOrder> PRIORITY = Options.Spec.value(
            "priority",
            "P",
            SchedulerChoice.PRIORITY,
            PriorityOrder.DEFAULT.shortName(),
            "global-fp/partitioned-fp: the priority order (file: the file's order)");
    static final Options.Spec<Heuristic> PARTITIONING = Options.Spec.value(
            "partitioning",
            "H",
            SchedulerChoice.PARTITIONING,
            null,
            "the partitioned and clustered schedulers: a heuristic placing the tasks; without it, the cpu column");
    static final Options.Spec<Long> HORIZON = Options.Spec.value(
            "horizon",
            "TIME",
            OptionTypes.parsed("time", "a time above 0 with a unit, such as 10s or 250ms", SimulateRequest::horizon),
            null,
            "simulate [0, TIME]");
    static final Options.Spec<Integer> HYPERPERIODS = Options.Spec.value(
            "hyperperiods",
            "N",
            OptionTypes.integer(1, SchedArgs.MAX_WINDOW_HYPERPERIODS),
            null,
            "simulate N hyperperiods");
    static final Options.Spec<AfterMiss> AFTER_MISS = Options.Spec.value(
            "after-miss",
            "WHAT",
            OptionTypes.oneOf("stop or continue", Map.of("stop", AfterMiss.STOP, "continue", AfterMiss.CONTINUE)),
            "stop",
            "stop at the first miss, or continue (late jobs run to completion); a fixed window only");
    static final Options.Spec<Long> MAX_JOBS = Options.Spec.value(
            "max-jobs",
            "N",
            OptionTypes.whole(1, SchedArgs.MAX_JOBS),
            Long.toString(ExactSimulation.Limits.DEFAULT.maxJobsPerHyperperiod()),
            "the most jobs a hyperperiod may hold to be simulated");
    static final Options.Spec<Integer> MAX_HYPERPERIODS = Options.Spec.value(
            "max-hyperperiods",
            "N",
            OptionTypes.integer(1, SchedArgs.MAX_HYPERPERIODS),
            Integer.toString(ExactSimulation.Limits.DEFAULT.maxHyperperiods()),
            "the exact test's most hyperperiods (by default 8, or fewer where --max-jobs leaves less of the"
                    + " budget: --max-jobs x --max-hyperperiods up to " + SchedArgs.JOB_BUDGET + " jobs)");
    static final Options.Spec<String> FORMAT = Options.Spec.value(
            "format", "text|csv", OptionTypes.oneOf(List.of("text", "csv")), "text", "the output format");
    static final Options.Spec<Path> JOBS =
            Options.Spec.value("jobs", "FILE", OptionTypes.path(), null, "write every simulated job to FILE (CSV)");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace an existing --jobs file");

    /** Every option of {@code sched simulate}, in the order --help lists them. */
    static final List<Options.Spec<?>> OPTIONS = List.of(
            CPUS,
            SCHEDULER,
            CLUSTERS,
            PRIORITY,
            PARTITIONING,
            OverheadModelFile.OPTION,
            HORIZON,
            HYPERPERIODS,
            AFTER_MISS,
            MAX_JOBS,
            MAX_HYPERPERIODS,
            FORMAT,
            JOBS,
            FORCE);

    /** Whether the run is the exact test (no fixed window). */
    boolean exact() {
        return horizon <= 0 && hyperperiods <= 0;
    }

    static SimulateRequest parse(Options o) {
        if (o.positional().size() != 1) {
            throw ToolException.usage("sched simulate: give one TASKSET file");
        }
        int cpus = o.get(CPUS);
        SchedulerChoice choice;
        try {
            choice = SchedulerChoice.of(
                    o.get(SCHEDULER),
                    o.get(CLUSTERS),
                    o.get(PARTITIONING),
                    o.given(PRIORITY) ? o.get(PRIORITY) : null,
                    cpus,
                    false);
        } catch (SchedulerChoice.Mistake e) {
            throw ToolException.usage(WHO + "--" + e.word() + " " + e.getMessage());
        }
        if (o.given(HORIZON) && o.given(HYPERPERIODS)) {
            throw ToolException.usage(WHO + "give --horizon or --hyperperiods, not both");
        }
        long horizon = o.given(HORIZON) ? o.get(HORIZON) : 0;
        int hyperperiods = o.given(HYPERPERIODS) ? o.get(HYPERPERIODS) : 0;
        AfterMiss afterMiss = o.get(AFTER_MISS);
        if (afterMiss == AfterMiss.CONTINUE && horizon == 0 && hyperperiods == 0) {
            throw ToolException.usage(WHO + "--after-miss continue needs a fixed window (--horizon or"
                    + " --hyperperiods): the exact test stops at the first miss");
        }
        Path overheadsFile = o.get(OverheadModelFile.OPTION);
        long maxJobs = o.get(MAX_JOBS);
        return new SimulateRequest(
                Path.of(o.positional().get(0)),
                cpus,
                choice.scheduler(),
                choice.clusters(),
                choice.partitioning(),
                overheadsFile,
                overheadsFile == null ? Overheads.NONE : OverheadModelFile.read(overheadsFile),
                horizon,
                hyperperiods,
                afterMiss,
                new ExactSimulation.Limits(maxJobs, maxHyperperiods(o, maxJobs)),
                o.get(FORMAT).equals("csv"),
                o.get(JOBS),
                o.flag(FORCE));
    }

    /**
     * {@code --max-hyperperiods} within the job budget ({@link SchedArgs#JOB_BUDGET}: the most jobs a set's simulation
     * may release, {@code --max-jobs} times this): given, refused past what the budget leaves; not given, the default
     * or as many as the budget leaves where that is less.
     */
    private static int maxHyperperiods(Options o, long maxJobs) {
        int allowed = (int) Math.min(SchedArgs.MAX_HYPERPERIODS, SchedArgs.JOB_BUDGET / maxJobs);
        if (!o.given(MAX_HYPERPERIODS)) {
            return Math.min(ExactSimulation.Limits.DEFAULT.maxHyperperiods(), allowed);
        }
        int asked = o.get(MAX_HYPERPERIODS);
        if (asked > allowed) {
            throw ToolException.usage(WHO + "--max-hyperperiods " + asked + " is past the job budget: with --max-jobs "
                    + maxJobs + " it may be " + allowed + " at most (--max-jobs x --max-hyperperiods up to "
                    + SchedArgs.JOB_BUDGET + " jobs)");
        }
        return asked;
    }

    /** The fixed window's end in ns: a time above 0. */
    private static long horizon(String text) {
        long horizon = Time.parse(text);
        if (horizon <= 0) {
            throw new IllegalArgumentException(Quoted.of(text) + " is not allowed: the window must be more than 0");
        }
        return horizon;
    }
}
