package rtjbench.sched.sim;

import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.scheduler.Scheduler;

/**
 * One scheduler on a fixed platform, judged by simulation: the tasks placed by a partitioning heuristic (for
 * partitioned, clustered and loosely clustered scheduling), then the RTMultiSim thesis' exact test by simulation
 * ({@link ExactSimulation}) on that placement. Seed 000 §3 compares global, partitioned, clustered and loose-clustered
 * EDF this way, each set's schedulability, migrations and slack taken from its simulated schedule; {@link #run} gives
 * all of them, {@link #check} the verdict alone, as a {@link SchedulabilityTest}.
 *
 * <p>A set the heuristic cannot place (a task that fits on no CPU, or in no cluster) is not schedulable and is
 * not simulated; loose clustering places such tasks itself ({@link LooseClustering}). Past the limits (a
 * hyperperiod holding too many jobs, a state that does not repeat soon enough) the answer is {@link
 * Outcome#NOT_APPLICABLE}, with the bound in its reason.
 */
public final class SimulatedScheduler implements SchedulabilityTest {
    private final String name;
    private final Scheduler scheduler;
    private final Clusters clusters;
    private final Heuristic partitioning;
    private final ExactSimulation.Limits limits;

    /**
     * @param name the name it is listed under
     * @param scheduler where tasks run and how jobs are ranked (for fixed priorities, in its priority order)
     * @param clusters the platform: one cluster of every CPU for global scheduling, one per CPU for partitioned,
     *     clusters of one size for clustered and loosely clustered scheduling
     * @param partitioning the heuristic that places the tasks; null for global scheduling (and only there)
     * @param limits what the exact test may spend
     */
    public SimulatedScheduler(
            String name,
            Scheduler scheduler,
            Clusters clusters,
            Heuristic partitioning,
            ExactSimulation.Limits limits) {
        switch (scheduler.layout()) {
            case GLOBAL:
                if (clusters.count() != 1) {
                    throw new IllegalArgumentException(scheduler + " is one cluster of every CPU, not " + clusters);
                }
                if (partitioning != null) {
                    throw new IllegalArgumentException(scheduler + " is global: it has nothing to partition");
                }
                break;
            case PARTITIONED:
                if (clusters.count() != clusters.cpus()) {
                    throw new IllegalArgumentException(scheduler + " has one cluster per CPU, not " + clusters);
                }
                break;
            default:
                if (!clusters.equalSizes()) {
                    throw new IllegalArgumentException(
                            "a partitioning heuristic fills clusters of one size; " + clusters + " are not");
                }
        }
        if (!scheduler.global() && partitioning == null) {
            throw new IllegalArgumentException(scheduler + " needs a partitioning heuristic to place the tasks");
        }
        this.name = name;
        this.scheduler = scheduler;
        this.clusters = clusters;
        this.partitioning = partitioning;
        this.limits = limits;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Scheduler scheduler() {
        return scheduler;
    }

    public Clusters clusters() {
        return clusters;
    }

    /** The heuristic that places the tasks, or null (global scheduling). */
    public Heuristic partitioning() {
        return partitioning;
    }

    @Override
    public String reference() {
        return describe() + ", decided by the exact test by simulation (the RTMultiSim thesis §2.3)";
    }

    /** The scheduler, its clusters and its heuristic: {@code clustered-edf, clusters 0-1/2-3, NFD}. */
    public String describe() {
        return scheduler
                + (scheduler.clustered() ? ", clusters " + clusters : "")
                + (partitioning == null ? "" : ", " + partitioning.abbreviation())
                + (scheduler.edf() ? "" : ", " + scheduler.priorityOrder());
    }

    /**
     * Places {@code set} and runs the exact test on it. Where the heuristic leaves a task unplaced (and the
     * scheduler does not place it itself), the answer is not schedulable, naming the task, and has no
     * simulation.
     */
    public ExactSimulation.Answer run(TaskSet set) {
        Placement placement;
        if (partitioning == null) {
            placement = Placement.global(clusters.cpus(), set.size());
        } else {
            Partition p = Placement.partition(scheduler, set, clusters, partitioning);
            if (!p.complete() && scheduler.needsAssignment()) {
                return new ExactSimulation.Answer(
                        Outcome.UNSCHEDULABLE,
                        set.get(p.unplacedTask()).name() + " fits in no " + (scheduler.clustered() ? "cluster" : "CPU")
                                + " by " + partitioning.abbreviation(),
                        -1,
                        0,
                        -1,
                        null);
            }
            placement = Placement.byCluster(scheduler, set, clusters, p.cpuOfTask());
        }
        return ExactSimulation.run(set, placement, JobPriority.of(scheduler, set), limits, null);
    }

    @Override
    public Verdict check(TaskSet set, int cpus) {
        if (cpus != clusters.cpus()) {
            throw new IllegalArgumentException(name + " simulates " + clusters.cpus() + " CPUs, not " + cpus);
        }
        return run(set).verdict();
    }
}
