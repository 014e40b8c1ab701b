package rtjbench.tools.sched;

import java.nio.file.Path;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.model.Time;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.AfterMiss;
import rtjbench.sched.sim.Clusters;
import rtjbench.sched.sim.ExactSimulation;
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

    /** Whether the run is the exact test (no fixed window). */
    boolean exact() {
        return horizon <= 0 && hyperperiods <= 0;
    }

    static SimulateRequest parse(Options o) {
        if (o.positional().size() != 1) {
            throw ToolException.usage("sched simulate: give one TASKSET file");
        }
        int cpus = positiveInt(o.value("cpus"), "--cpus");
        if (cpus > SchedArgs.MAX_CPUS) {
            throw ToolException.usage(WHO + "--cpus " + cpus + " is out of range: 1 to " + SchedArgs.MAX_CPUS);
        }
        Scheduler scheduler = scheduler(o);
        Clusters clusters = clusters(o, scheduler, cpus);
        if (!scheduler.edf()) {
            scheduler = scheduler.withPriorityOrder(priority(o));
        } else {
            priority(o); // checked whatever the scheduler
        }
        if (o.value("horizon") != null && o.value("hyperperiods") != null) {
            throw ToolException.usage(WHO + "give --horizon or --hyperperiods, not both");
        }
        long horizon = horizon(o.value("horizon"));
        int hyperperiods = o.value("hyperperiods") == null ? 0 : positiveInt(o.value("hyperperiods"), "--hyperperiods");
        AfterMiss afterMiss = afterMiss(o.value("after-miss"), horizon == 0 && hyperperiods == 0);
        long maxJobs = positiveLong(o.value("max-jobs"), "--max-jobs");
        int maxHyperperiods = positiveInt(o.value("max-hyperperiods"), "--max-hyperperiods");
        String format = o.value("format");
        if (!format.equals("text") && !format.equals("csv")) {
            throw ToolException.usage(WHO + "--format is text or csv, got '" + format + "'");
        }
        Path overheadsFile = o.value("overheads") == null ? null : Path.of(o.value("overheads"));
        return new SimulateRequest(
                Path.of(o.positional().get(0)),
                cpus,
                scheduler,
                clusters,
                partitioning(o.value("partitioning"), scheduler, clusters),
                overheadsFile,
                overheadsFile == null ? Overheads.NONE : OverheadModelFile.read(overheadsFile),
                horizon,
                hyperperiods,
                afterMiss,
                new ExactSimulation.Limits(maxJobs, maxHyperperiods),
                format.equals("csv"),
                o.value("jobs") == null ? null : Path.of(o.value("jobs")),
                o.flag("force"));
    }

    private static Scheduler scheduler(Options o) {
        try {
            return Scheduler.named(o.value("scheduler"));
        } catch (IllegalArgumentException e) {
            throw ToolException.usage(WHO + "--scheduler " + e.getMessage());
        }
    }

    private static Clusters clusters(Options o, Scheduler scheduler, int cpus) {
        String v = o.value("clusters");
        if (!scheduler.clustered()) {
            if (v != null) {
                throw ToolException.usage(
                        WHO + "--clusters is for clustered-edf and loose-clustered-edf, not " + scheduler);
            }
            return scheduler.global() ? Clusters.global(cpus) : Clusters.perCpu(cpus);
        }
        if (v == null) {
            throw ToolException.usage(WHO + "--scheduler " + scheduler + " needs --clusters");
        }
        try {
            return Clusters.parse(v, cpus);
        } catch (IllegalArgumentException e) {
            throw ToolException.usage(WHO + "--clusters " + e.getMessage());
        }
    }

    private static PriorityOrder priority(Options o) {
        try {
            return PriorityOrder.named(o.value("priority"));
        } catch (IllegalArgumentException e) {
            throw ToolException.usage(WHO + "--priority " + e.getMessage());
        }
    }

    /** The fixed window's end in ns, 0 where {@code v} is null. */
    private static long horizon(String v) {
        if (v == null) {
            return 0;
        }
        long horizon;
        try {
            horizon = Time.parse(v);
        } catch (IllegalArgumentException e) {
            throw ToolException.usage(WHO + "--horizon " + e.getMessage());
        }
        if (horizon <= 0) {
            throw ToolException.usage(WHO + "--horizon must be more than 0");
        }
        return horizon;
    }

    private static AfterMiss afterMiss(String v, boolean exact) {
        AfterMiss afterMiss = switch (v) {
            case "stop" -> AfterMiss.STOP;
            case "continue" -> AfterMiss.CONTINUE;
            default -> throw ToolException.usage(WHO + "--after-miss is stop or continue, got '" + v + "'");
        };
        if (afterMiss == AfterMiss.CONTINUE && exact) {
            throw ToolException.usage(WHO + "--after-miss continue needs a fixed window (--horizon or"
                    + " --hyperperiods): the exact test stops at the first miss");
        }
        return afterMiss;
    }

    private static Heuristic partitioning(String v, Scheduler scheduler, Clusters clusters) {
        if (v == null) {
            return null;
        }
        if (scheduler.global()) {
            throw ToolException.usage(
                    WHO + "--partitioning is for the partitioned and clustered schedulers, not " + scheduler);
        }
        Heuristic h = Heuristic.byAbbreviation(v.trim());
        if (h == null) {
            throw ToolException.usage(WHO + "--partitioning is ffd, nfd, bfd or wfd, got '" + v + "'");
        }
        if (scheduler.clustered() && !clusters.equalSizes()) {
            throw ToolException.usage(WHO + "--partitioning fills clusters of one size; " + clusters + " are not");
        }
        return h;
    }

    private static int positiveInt(String v, String option) {
        return (int) positive(v, option, Integer.MAX_VALUE);
    }

    private static long positiveLong(String v, String option) {
        return positive(v, option, Long.MAX_VALUE);
    }

    /** {@code v} as a whole number from 1 to {@code max}; a missing value is a missing required option. */
    private static long positive(String v, String option, long max) {
        if (v == null) {
            throw ToolException.usage(WHO + option + " is required");
        }
        try {
            long l = Long.parseLong(v.trim());
            if (l > 0 && l <= max) {
                return l;
            }
        } catch (NumberFormatException e) {
            // the message below says what is allowed
        }
        throw ToolException.usage(WHO + option + " must be a whole number above 0, got " + Quoted.of(v));
    }
}
