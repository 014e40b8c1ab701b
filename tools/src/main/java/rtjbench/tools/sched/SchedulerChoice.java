package rtjbench.tools.sched;

import rtjbench.core.args.ArgType;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.Clusters;
import rtjbench.tools.cli.OptionTypes;

/**
 * The scheduler a simulation runs, as a user names it: {@code sched simulate}'s {@code --scheduler},
 * {@code --clusters}, {@code --partitioning} and {@code --priority}, or the same attributes of an experiment's
 * {@code <simulate>}. What each word allows (its type) and the rules between them are stated here once: clusters
 * for the clustered schedulers only, a partitioning heuristic for all but the global ones (filling clusters of one
 * size), a priority order for the fixed-priority ones. A broken rule is a {@link Mistake} naming the word, which
 * the caller places (the option, or the file, line and attribute).
 *
 * @param partitioning null where the tasks' cpu column places them
 */
record SchedulerChoice(Scheduler scheduler, Clusters clusters, Heuristic partitioning) {
    static final ArgType<Scheduler> SCHEDULER =
            OptionTypes.parsed("scheduler", "one of " + Scheduler.names(), Scheduler::named);
    static final ArgType<Heuristic> PARTITIONING =
            OptionTypes.parsed("heuristic", "ffd, nfd, bfd or wfd", SchedulerChoice::heuristic);
    static final ArgType<PriorityOrder> PRIORITY =
            OptionTypes.parsed("priority order", PriorityOrder.names(), PriorityOrder::named);

    /** A rule between the words broken: {@code word} is the option or attribute at fault. */
    static final class Mistake extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final String word;

        Mistake(String word, String message) {
            super(message);
            this.word = word;
        }

        String word() {
            return word;
        }
    }

    /**
     * The scheduler on {@code cpus} CPUs.
     *
     * @param clusters as written (K equal clusters, or CPU lists such as 0-1/2-3); null where not given
     * @param partitioning null where not given
     * @param priority null where not given: the scheduler's own order ({@link PriorityOrder#DEFAULT})
     * @param partitioningRequired whether a scheduler that is not global must be given a heuristic (generated sets
     *     have no cpu column)
     */
    static SchedulerChoice of(
            Scheduler scheduler,
            String clusters,
            Heuristic partitioning,
            PriorityOrder priority,
            int cpus,
            boolean partitioningRequired) {
        Clusters platform = platform(scheduler, clusters, cpus);
        if (scheduler.global() && partitioning != null) {
            throw new Mistake(
                    "partitioning",
                    "is for the partitioned and clustered schedulers, not " + scheduler + ": it has nothing to"
                            + " partition");
        }
        if (!scheduler.global() && partitioning == null && partitioningRequired) {
            throw new Mistake(
                    "partitioning",
                    "is missing: " + scheduler + " places the tasks by ffd, nfd, bfd or wfd (generated sets have no"
                            + " CPUs)");
        }
        if (scheduler.clustered() && partitioning != null && !platform.equalSizes()) {
            throw new Mistake(
                    "clusters", "a partitioning heuristic fills clusters of one size; " + platform + " are not");
        }
        if (priority != null && scheduler.edf()) {
            throw new Mistake(
                    "priority", "is for global-fp and partitioned-fp; " + scheduler + " ranks jobs by deadline");
        }
        Scheduler s = priority == null ? scheduler : scheduler.withPriorityOrder(priority);
        return new SchedulerChoice(s, platform, partitioning);
    }

    private static Clusters platform(Scheduler scheduler, String clusters, int cpus) {
        if (!scheduler.clustered()) {
            if (clusters != null) {
                throw new Mistake("clusters", "is for clustered-edf and loose-clustered-edf, not " + scheduler);
            }
            return scheduler.global() ? Clusters.global(cpus) : Clusters.perCpu(cpus);
        }
        if (clusters == null) {
            throw new Mistake(
                    "clusters",
                    "is missing: " + scheduler + " needs clusters (K equal ones, or CPU lists such as 0-1/2-3)");
        }
        try {
            return Clusters.parse(clusters, cpus);
        } catch (IllegalArgumentException e) {
            throw new Mistake("clusters", e.getMessage() + " (" + cpus + " CPUs)");
        }
    }

    private static Heuristic heuristic(String text) {
        Heuristic h = Heuristic.byAbbreviation(text);
        if (h == null) {
            throw new IllegalArgumentException(Quoted.of(text) + " is not a heuristic; allowed: ffd, nfd, bfd or wfd");
        }
        return h;
    }
}
