package rtjbench.sched.analysis.partitioned;

import java.util.Locale;
import rtjbench.sched.analysis.ArrayTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.partition.FixedPriorityAdmission;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.partition.Partitioner;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.supply.Supply;

/**
 * {@code PEDF-FFD} … {@code PFP-WFD}: partitioned scheduling, the set placed on the CPUs by a {@link Heuristic}
 * in decreasing utilisation order, each CPU admitting a task only where the exact uniprocessor test still
 * passes (EDF: utilisation ≤ 1 for implicit deadlines, else processor demand by QPA; FP: deadline-monotonic
 * response-time analysis), each CPU getting the supply. Schedulable iff every task was placed; P-FP gives each
 * task's response time on its CPU as its bound. The partition is {@link #partition}'s, the one the task-set
 * testapp runs.
 */
public final class PartitionedTest extends ArrayTest {
    private final Scheduler scheduler;
    private final Heuristic heuristic;
    private final Supply supply;
    private final Partitioner partitioner;

    /**
     * The test of {@code scheduler}: {@link Scheduler#PARTITIONED_EDF}, or {@link Scheduler#PARTITIONED_FP} in
     * deadline-monotonic order (the order its response-time analysis admits tasks by). Its name is the
     * scheduler's alias and the heuristic's abbreviation: {@code PEDF-FFD}, {@code PFP-WFD}, ...
     */
    public PartitionedTest(Scheduler scheduler, Heuristic heuristic, Supply supply) {
        super(
                partitioned(scheduler).alias().toUpperCase(Locale.ROOT) + "-" + heuristic.abbreviation(),
                scheduler,
                (scheduler.edf()
                                ? "partitioned EDF, per CPU utilisation (Liu and Layland 1973) or QPA (Zhang and Burns"
                                        + " 2009)"
                                : "partitioned fixed priority (DM), per CPU response-time analysis (Audsley et al."
                                        + " 1993)")
                        + "; " + heuristic.description() + " (Johnson 1973)");
        this.scheduler = scheduler;
        this.heuristic = heuristic;
        this.supply = supply;
        this.partitioner =
                scheduler.edf() ? Partitioner.edf(heuristic, supply) : Partitioner.fixedPriority(heuristic, supply);
    }

    private static Scheduler partitioned(Scheduler scheduler) {
        if (!scheduler.partitioned()
                || !scheduler.edf() && scheduler.priorityOrder() != PriorityOrder.DEADLINE_MONOTONIC) {
            throw new IllegalArgumentException(
                    "a partitioned test is of partitioned-edf or partitioned-fp (dm), not " + scheduler.describe());
        }
        return scheduler;
    }

    /** The partition this test judges. */
    public Partition partition(TaskArrays a, int cpus) {
        return partitioner.partition(a, cpus);
    }

    @Override
    public Verdict check(TaskArrays a, int cpus) {
        if (!scheduler.edf() && !a.constrainedDeadlines()) {
            return constrainedOnly(name());
        }
        Partition p = partition(a, cpus);
        if (!p.complete()) {
            return Verdict.unschedulable("task " + a.name(p.unplacedTask()) + " fits on no CPU");
        }
        if (!scheduler.edf()) {
            return Verdict.schedulable(((FixedPriorityAdmission) partitioner.admission()).responseTimes(a, p));
        }
        return Verdict.schedulable();
    }

    public Supply supply() {
        return supply;
    }
}
