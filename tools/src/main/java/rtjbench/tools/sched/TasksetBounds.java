package rtjbench.tools.sched;

import java.util.Arrays;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.global.GedfRta;
import rtjbench.sched.analysis.global.GfpRta;
import rtjbench.sched.analysis.uni.Priorities;
import rtjbench.sched.analysis.uni.ProcessorDemand;
import rtjbench.sched.analysis.uni.ResponseTime;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.sim.AfterMiss;
import rtjbench.sched.sim.JobPriority;
import rtjbench.sched.sim.Placement;
import rtjbench.sched.sim.SimResult;
import rtjbench.sched.sim.Simulator;
import rtjbench.sched.supply.Supply;

/**
 * The analysis of a task-set run for the scheduler that ran it, on the set charged with an overhead model and, for
 * the partitioned schedulers, each CPU giving a supply (a collector's MMU):
 *
 * <ul>
 *   <li>partitioned-fp: uniprocessor response-time analysis on each CPU of the run's partition, with the run's
 *       own priority order (P-FP RTA; Audsley et al. 1993), so rm and dm are both exact;
 *   <li>partitioned-edf: each CPU's processor demand (QPA); a CPU that passes meets every deadline, so a task's
 *       bound is its deadline (the test gives no finer one);
 *   <li>global-fp: Bertogna and Cirinei's G-FP response-time analysis (deadline-monotonic priorities: a run whose
 *       order differs gets none);
 *   <li>global-edf: Bertogna and Cirinei's G-EDF response-time analysis.
 * </ul>
 *
 * The global tests take no supply model: a collector's pause stops every CPU at once, which their interference
 * bounds do not model. A task with no bound says why. Also the simulator's response times for the run's
 * placement and priorities over the run's schedule (synchronous release at 0, jobs exactly their WCETs).
 */
public final class TasksetBounds {
    /** The most jobs a simulation of a run's window may hold; beyond it the window is shortened. */
    static final long MAX_SIMULATED_JOBS = 5_000_000L;

    /** Each task's bound (-1: none) and, for those without, why; {@code test} names the analysis. */
    public record Bounds(String test, long[] bound, String[] why) {
        static Bounds none(String test, int n, String why) {
            String[] w = new String[n];
            Arrays.fill(w, why);
            long[] b = new long[n];
            Arrays.fill(b, -1);
            return new Bounds(test, b, w);
        }
    }

    private TasksetBounds() {}

    /** The name of the analysis for a run's scheduler. */
    public static String testName(TasksetRun r) {
        if (r.partitioned()) return r.edf() ? "P-EDF demand" : "P-FP RTA";
        return r.edf() ? "GEDF-RTA" : "GFP-RTA";
    }

    public static Bounds of(TasksetRun r, Overheads overheads, Supply supply) {
        String test = testName(r);
        int n = r.set().size();
        if (!r.edf() && !r.priorities()) {
            return Bounds.none(test, n, "the tasks ran under SCHED_OTHER: no fixed priorities to analyse");
        }
        if (!r.partitioned() && supply != Supply.FULL) {
            return Bounds.none(test, n, test + " takes no supply: a collector's pause stops every CPU at once");
        }
        try {
            TaskSet charged = Charging.inflate(r.set(), overheads, r.scheduler().charging());
            TaskArrays a = TaskArrays.of(charged);
            if (r.partitioned()) {
                return r.edf() ? partitionedEdf(r, a, supply, test) : partitionedFp(r, a, supply, test);
            }
            return global(r, a, test, !r.edf());
        } catch (ArithmeticException e) {
            return Bounds.none(test, n, "the arithmetic of " + test + " overflows 64 bits on this set");
        }
    }

    private static Bounds partitionedFp(TasksetRun r, TaskArrays a, Supply supply, String test) {
        int n = a.size();
        long[] bound = new long[n];
        String[] why = new String[n];
        int[] hp = new int[n];
        for (int k = 0; k < n; k++) {
            if (a.deadline(k) > a.period(k)) {
                bound[k] = -1;
                why[k] = "its deadline is past its period: the RTA here is for constrained deadlines";
                continue;
            }
            int count = 0;
            for (int i = 0; i < n; i++) {
                if (i != k && r.partitionCpu()[i] == r.partitionCpu()[k] && r.rank()[i] < r.rank()[k]) {
                    hp[count++] = i;
                }
            }
            bound[k] = ResponseTime.of(a, k, hp, count, supply);
            why[k] = bound[k] < 0 ? "its response-time bound passes its deadline" : null;
        }
        return new Bounds(test, bound, why);
    }

    private static Bounds partitionedEdf(TasksetRun r, TaskArrays a, Supply supply, String test) {
        int n = a.size();
        long[] bound = new long[n];
        String[] why = new String[n];
        for (int cpu = 0; cpu < r.cpus(); cpu++) {
            int[] on = new int[n];
            int count = 0;
            for (int i = 0; i < n; i++) {
                if (r.partitionCpu()[i] == cpu) on[count++] = i;
            }
            boolean met = count == 0 || ProcessorDemand.check(a, on, count, supply) == ProcessorDemand.MET;
            for (int j = 0; j < count; j++) {
                bound[on[j]] = met ? a.deadline(on[j]) : -1;
                why[on[j]] = met ? null : "CPU " + cpu + "'s processor demand passes its supply";
            }
        }
        return new Bounds(test, bound, why);
    }

    private static Bounds global(TasksetRun r, TaskArrays a, String test, boolean fixedPriority) {
        int n = a.size();
        if (fixedPriority && !sameOrder(r.rank(), Priorities.deadlineMonotonic(a))) {
            return Bounds.none(
                    test,
                    n,
                    "GFP-RTA analyses deadline-monotonic priorities; the run's "
                            + r.scheduler().priorityOrder() + " order differs");
        }
        Verdict v = fixedPriority ? new GfpRta().check(a, r.cpus()) : new GedfRta().check(a, r.cpus());
        long[] bound = new long[n];
        String[] why = new String[n];
        for (int k = 0; k < n; k++) {
            bound[k] = v.responseBound(k);
            why[k] = bound[k] >= 0
                    ? null
                    : v.reason().isEmpty()
                            ? test + " gives no bound (" + v.outcome().csv() + ")"
                            : v.reason();
        }
        return new Bounds(test, bound, why);
    }

    /** Whether the ranks (task → place, 0 highest) are the order {@code order} (place → task). */
    static boolean sameOrder(int[] rank, int[] order) {
        for (int place = 0; place < order.length; place++) {
            if (rank[order[place]] != place) return false;
        }
        return true;
    }

    /** The simulator's run of the set as placed and prioritised in the run, over the run's window. */
    public static SimResult simulate(TasksetRun r) {
        TaskSet set = r.set();
        int n = set.size();
        Placement p =
                r.partitioned() ? Placement.partitioned(r.cpus(), r.partitionCpu()) : Placement.global(r.cpus(), n);
        JobPriority priority = r.edf() ? JobPriority.edf() : JobPriority.fixed(r.rank());
        Simulator sim = new Simulator(set, p, priority, AfterMiss.CONTINUE, null);
        sim.advanceTo(window(r));
        return sim.finish();
    }

    /** The run's window from its origin, shortened so that it holds at most {@link #MAX_SIMULATED_JOBS} jobs. */
    static long window(TasksetRun r) {
        double jobsPerNano = 0;
        for (int i = 0; i < r.set().size(); i++)
            jobsPerNano += 1.0 / r.set().get(i).period();
        long most = (long) (MAX_SIMULATED_JOBS / jobsPerNano);
        return Math.max(1, Math.min(r.measuredEnd(), most));
    }
}
