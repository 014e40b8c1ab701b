package rtjbench.sched.sim;

import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.scheduler.Scheduler;

/**
 * {@code SIM-GEDF}: global EDF decided by simulation, exactly, for synchronous periodic task sets (any deadlines):
 * {@link ExactSimulation} on one cluster of every CPU with {@link JobPriority#edf()}. Seed 000 §2.3 built it for
 * implicit deadlines after Cucu and Goossens's periodicity results (its references [104], [105]); the proof it
 * rests on is in {@link ExactSimulation}. {@code na} past the limits: a hyperperiod holding too many jobs, a state
 * that does not repeat soon enough, or more jobs in all than {@link ExactSimulation.Limits#budget()}; never hours of
 * running.
 *
 * <p>A schedulable verdict carries each task's longest response time in the periodic schedule, which for these
 * sets is the exact worst case (for sporadic releases it is no bound).
 */
public final class SimGedfTest implements SchedulabilityTest {
    private final ExactSimulation.Limits limits;

    public SimGedfTest() {
        this(ExactSimulation.Limits.DEFAULT);
    }

    public SimGedfTest(ExactSimulation.Limits limits) {
        this.limits = limits;
    }

    @Override
    public String name() {
        return "SIM-GEDF";
    }

    @Override
    public String reference() {
        return "exact test by simulation: two hyperperiods and the state at their ends (the RTMultiSim thesis §2.3,"
                + " after Cucu and Goossens), here until the state at a hyperperiod's end repeats";
    }

    @Override
    public Scheduler scheduler() {
        return Scheduler.GLOBAL_EDF;
    }

    @Override
    public Verdict check(TaskSet set, int cpus) {
        return ExactSimulation.run(set, Placement.global(cpus, set.size()), JobPriority.edf(), limits, null)
                .verdict();
    }
}
