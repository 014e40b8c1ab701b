package rtjbench.tools.sched;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.Time;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.partition.Partition;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.ExactSimulation;
import rtjbench.sched.sim.JobPriority;
import rtjbench.sched.sim.JobSink;
import rtjbench.sched.sim.Placement;
import rtjbench.sched.sim.SimResult;
import rtjbench.sched.sim.Simulator;
import rtjbench.tools.cli.Parallel;
import rtjbench.tools.cli.ProgressLine;
import rtjbench.tools.cli.ToolException;

/**
 * {@code sched simulate}'s work, without any text: each set charged with the request's overheads, placed, and
 * simulated by the exact test or over a fixed window.
 */
final class SimulationService {
    private static final String NOTHING = "nothing simulated";

    private SimulationService() {}

    /**
     * A set ready to simulate: the set as charged ({@code overflow} says why not where charging passes 64 bits, and
     * {@code set} is then the set as read), and where its tasks run ({@code placement}; null with the reason in
     * {@code unplaced} where the heuristic could not place a task).
     */
    record Prepared(String id, TaskSet set, String overflow, Placement placement, String unplaced) {}

    /** One set's outcome: the verdict, the metrics (null where nothing ran), and the window simulated. */
    record SimulatedSet(String id, TaskSet set, Outcome outcome, String why, SimResult result, String window) {}

    /** Each set of {@code read} charged and placed, in file order; a task's bad CPU is an input error. */
    static List<Prepared> prepare(SimulateRequest q, List<TaskSet> read) throws IOException {
        List<Prepared> prepared = new ArrayList<>();
        for (int i = 0; i < read.size(); i++) {
            TaskSet s = read.get(i);
            TaskSet charged;
            try {
                charged = Charging.inflate(s, q.overheads(), q.scheduler().charging());
            } catch (ArithmeticException e) {
                // na: the charged set does not fit in 64 bits
                prepared.add(new Prepared(TaskSetInput.setName(s, i), s, e.getMessage(), null, null));
                continue;
            }
            String id = TaskSetInput.setName(charged, i);
            if (q.partitioning() != null) {
                prepared.add(partitioned(q, id, charged));
            } else {
                prepared.add(new Prepared(id, charged, null, byCpuColumn(q, s, charged), null));
            }
        }
        return prepared;
    }

    /** Every set simulated on every CPU (sets are independent), in file order. */
    static List<SimulatedSet> simulateAll(SimulateRequest q, List<Prepared> sets) throws Exception {
        return simulateAll(q, sets, null);
    }

    /** As above, each set's start and end told to {@code progress} (null: nobody) as {@code set ID}. */
    static List<SimulatedSet> simulateAll(SimulateRequest q, List<Prepared> sets, ProgressLine progress)
            throws Exception {
        return Parallel.map(sets, p -> simulate(q, p, null, progress));
    }

    /** One set simulated, each job given to {@code sink} (null: none). */
    static SimulatedSet simulate(SimulateRequest q, Prepared p, JobSink sink) {
        return simulate(q, p, sink, null);
    }

    /**
     * As above, its start and end told to {@code progress} (null: nobody) as the unit {@code set ID} with the
     * verdict.
     */
    static SimulatedSet simulate(SimulateRequest q, Prepared p, JobSink sink, ProgressLine progress) {
        String unit = "set " + p.id();
        if (progress != null) progress.started(unit);
        SimulatedSet s = simulateOne(q, p, sink);
        if (progress != null) progress.finished(unit, s.outcome().csv());
        return s;
    }

    private static SimulatedSet simulateOne(SimulateRequest q, Prepared p, JobSink sink) {
        if (p.overflow() != null) {
            return new SimulatedSet(p.id(), p.set(), Outcome.NOT_APPLICABLE, p.overflow(), null, NOTHING);
        }
        if (p.placement() == null) {
            return new SimulatedSet(p.id(), p.set(), Outcome.UNSCHEDULABLE, p.unplaced(), null, NOTHING);
        }
        return q.exact() ? exact(q, p, sink) : window(q, p, sink);
    }

    /** Placed by the partitioning heuristic, on the charged set, as the partitioned tests place it. */
    private static Prepared partitioned(SimulateRequest q, String id, TaskSet charged) {
        Scheduler scheduler = q.scheduler();
        Partition p = Placement.partition(scheduler, charged, q.clusters(), q.partitioning());
        if (!p.complete() && scheduler.needsAssignment()) {
            String why = charged.get(p.unplacedTask()).name() + " fits in no "
                    + (scheduler.clustered() ? "cluster" : "CPU") + " by "
                    + q.partitioning().abbreviation();
            return new Prepared(id, charged, null, null, why);
        }
        return new Prepared(
                id, charged, null, Placement.byCluster(scheduler, charged, q.clusters(), p.cpuOfTask()), null);
    }

    /** Placed by the cpu column, whose mistakes name their line. */
    private static Placement byCpuColumn(SimulateRequest q, TaskSet asRead, TaskSet charged) throws IOException {
        Scheduler scheduler = q.scheduler();
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

    private static SimulatedSet exact(SimulateRequest q, Prepared p, JobSink sink) {
        TaskSet set = p.set();
        JobPriority priority = JobPriority.of(q.scheduler(), set);
        ExactSimulation.Answer a = ExactSimulation.run(set, p.placement(), priority, q.limits(), sink);
        String window;
        if (a.simulation() == null) {
            window = NOTHING;
        } else if (a.outcome() == Outcome.SCHEDULABLE) {
            window = "the schedule repeats every "
                    + Time.describe((a.hyperperiods() - a.periodicFrom()) * a.hyperperiod())
                    + (a.periodicFrom() == 0
                            ? " from the start"
                            : " from " + Time.describe(a.periodicFrom() * a.hyperperiod()))
                    + "; simulated [0, " + Time.describe(a.simulation().end()) + "]";
        } else {
            window = "simulated [0, " + Time.describe(a.simulation().end()) + "]";
        }
        return new SimulatedSet(p.id(), set, a.outcome(), a.reason(), a.simulation(), window);
    }

    private static SimulatedSet window(SimulateRequest q, Prepared p, JobSink sink) {
        TaskSet set = p.set();
        long horizon = q.horizon();
        if (horizon <= 0) {
            long bound = Long.MAX_VALUE / q.hyperperiods();
            long h = set.hyperperiod(bound);
            if (h < 0) {
                String why = q.hyperperiods() + " hyperperiods are past " + Time.format(bound);
                return new SimulatedSet(p.id(), set, Outcome.NOT_APPLICABLE, why, null, NOTHING);
            }
            horizon = h * q.hyperperiods();
        }
        long most =
                saturatedProduct(q.limits().maxJobsPerHyperperiod(), q.limits().maxHyperperiods());
        if (jobsIn(set, horizon) > most) {
            String why = "[0, " + Time.format(horizon) + "] holds more than " + most + " jobs (--max-jobs times"
                    + " --max-hyperperiods)";
            return new SimulatedSet(p.id(), set, Outcome.NOT_APPLICABLE, why, null, NOTHING);
        }
        Simulator sim = new Simulator(set, p.placement(), JobPriority.of(q.scheduler(), set), q.afterMiss(), sink);
        sim.advanceTo(horizon);
        SimResult r = sim.finish();
        String why = r.schedulable()
                ? ""
                : set.get(r.firstMissTask()).name() + " misses its deadline at " + Time.format(r.firstMissTime());
        return new SimulatedSet(
                p.id(),
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
}
