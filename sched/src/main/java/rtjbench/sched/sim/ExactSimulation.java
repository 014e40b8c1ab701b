package rtjbench.sched.sim;

import java.util.HashMap;
import java.util.Map;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.Time;

/**
 * Seed 000 §2.3's exact test by simulation, for any scheduler this package simulates: simulate hyperperiod after
 * hyperperiod until a deadline is missed (not schedulable) or the state at the end of a hyperperiod is one seen at
 * an earlier hyperperiod's end (schedulable), and give up, saying so, past a bound.
 *
 * <p><b>Why the answer is exact</b> (the proof obligation). Let H be the hyperperiod and s_k the {@link
 * ScheduleState} at kH (every pending job: task, remaining execution, deadline − kH; taken before kH's releases).
 *
 * <ol>
 *   <li>The arrivals are synchronous and periodic: every task releases at every multiple of H, and the arrivals
 *       in [kH, kH + x) are those in [0, x) shifted by kH.
 *   <li>The simulated scheduler is deterministic and memoryless: which jobs execute from kH on is a function of
 *       s_k and of the arrivals after kH only. Its choice reads each eligible job's priority key (its task's rank,
 *       or its absolute deadline, which s_k holds relative to kH), its task index, its place in its task's
 *       queue, and its remaining execution (for when it completes); nothing else. The CPU a job sits on is not
 *       in s_k: it decides which CPU a job gets, never whether it runs. So s_{k+1} = f(s_k) for one function f.
 *   <li>If s_k = s_j with j &lt; k, the execution from kH on is the execution from jH on shifted by (k − j)H,
 *       for ever: every job released at or after kH is a shifted copy of one released in [jH, kH), with the same
 *       response time.
 *   <li>Every job released before kH was seen to meet its deadline: those done by kH met it there (a deadline
 *       passed unfinished is a miss the simulation stops at), and those still pending at kH are simulated on
 *       until they complete, at most until the latest deadline among them.
 * </ol>
 *
 * Hence no miss ever. Conversely a miss in the simulation is a miss of the real schedule. For constrained
 * deadlines (deadline ≤ period) a set with no miss by H has nothing pending at H, so s_1 = s_0 (nothing pending at
 * 0) and one hyperperiod decides; the RTMultiSim thesis' two hyperperiods (its sets have implicit deadlines) are then
 * more than needed. A deadline beyond the period can leave work pending at H, and then several hyperperiods may pass
 * before the state repeats.
 *
 * <p>What "exact" covers: synchronous periodic tasks, each job executing its full WCET, on identical CPUs.
 * Every scheduler simulated here gives each job a fixed priority and may preempt and (within its cluster) migrate
 * it, so it is predictable (Ha and Liu 1994): jobs running shorter than their WCET never make another job finish
 * later, and the WCET schedule decides for all. It does not cover sporadic tasks: under global scheduling the
 * synchronous periodic arrival is not the worst case for them.
 */
public final class ExactSimulation {
    private ExactSimulation() {}

    /** How much simulation the test may spend before it answers "undecided". */
    public static final class Limits {
        /** Seed 000's sets (periods 10..250 units, hyperperiod below 100,000 units) have at most 10^4 jobs per task. */
        public static final Limits DEFAULT = new Limits(1_000_000, 8);

        private final long maxJobsPerHyperperiod;
        private final int maxHyperperiods;

        /**
         * @param maxJobsPerHyperperiod the most jobs one hyperperiod may hold (Σ H/T): what a hyperperiod costs
         *     to simulate, and so the bound on the hyperperiod that matters here
         * @param maxHyperperiods the most hyperperiods simulated while waiting for the state to repeat
         */
        public Limits(long maxJobsPerHyperperiod, int maxHyperperiods) {
            if (maxJobsPerHyperperiod < 1 || maxHyperperiods < 1) {
                throw new IllegalArgumentException("the limits are at least 1 job and 1 hyperperiod");
            }
            this.maxJobsPerHyperperiod = maxJobsPerHyperperiod;
            this.maxHyperperiods = maxHyperperiods;
        }

        public long maxJobsPerHyperperiod() {
            return maxJobsPerHyperperiod;
        }

        public int maxHyperperiods() {
            return maxHyperperiods;
        }

        /**
         * The most jobs one run may release: {@link #maxJobsPerHyperperiod} times {@link #maxHyperperiods}
         * (Long.MAX_VALUE where that passes it). The test releases no more: at most that many hyperperiods of at most
         * that many jobs, and the jobs pending at the last one's end are run to their deadlines only within it.
         */
        public long budget() {
            return maxJobsPerHyperperiod > Long.MAX_VALUE / maxHyperperiods
                    ? Long.MAX_VALUE
                    : maxJobsPerHyperperiod * maxHyperperiods;
        }
    }

    /** The answer, and the simulation it came from. */
    public static final class Answer {
        private final Outcome outcome;
        private final String reason;
        private final long hyperperiod;
        private final int hyperperiods;
        private final int periodicFrom;
        private final SimResult simulation;

        Answer(Outcome outcome, String reason, long hyperperiod, int hyperperiods, int periodicFrom, SimResult sim) {
            this.outcome = outcome;
            this.reason = reason;
            this.hyperperiod = hyperperiod;
            this.hyperperiods = hyperperiods;
            this.periodicFrom = periodicFrom;
            this.simulation = sim;
        }

        /** Schedulable, not schedulable, or {@link Outcome#NOT_APPLICABLE} (the bound: {@link #reason()}). */
        public Outcome outcome() {
            return outcome;
        }

        /** Why not applicable, or which miss; empty for a schedulable set. */
        public String reason() {
            return reason;
        }

        /** H, or -1 where it was past the bound. */
        public long hyperperiod() {
            return hyperperiod;
        }

        /**
         * For a schedulable set, k: the state at kH was one seen before (and the simulation went on past kH only
         * to finish the jobs pending there); otherwise the hyperperiods begun.
         */
        public int hyperperiods() {
            return hyperperiods;
        }

        /** For a schedulable set, j: the schedule repeats every (k − j)H from jH on; otherwise -1. */
        public int periodicFrom() {
            return periodicFrom;
        }

        /** The simulation's metrics, or null where nothing was simulated (the bound refused the set at once). */
        public SimResult simulation() {
            return simulation;
        }

        /**
         * As a test's verdict: schedulable with each task's longest response time in the periodic schedule (for
         * these sets its exact worst case), not schedulable with the miss, or na with the bound that stopped it.
         */
        public Verdict verdict() {
            switch (outcome) {
                case SCHEDULABLE:
                    long[] responses = new long[simulation.tasks()];
                    for (int i = 0; i < responses.length; i++) {
                        responses[i] = simulation.maxResponse(i);
                    }
                    return Verdict.schedulable(responses);
                case UNSCHEDULABLE:
                    return Verdict.unschedulable(reason);
                default:
                    return Verdict.notApplicable(reason);
            }
        }
    }

    /** The exact verdict for {@code set} under the scheduler {@code placement} and {@code priority} make. */
    public static Answer run(TaskSet set, Placement placement, JobPriority priority, Limits limits, JobSink sink) {
        long latestDeadline = 0;
        for (Task t : set.tasks()) {
            latestDeadline = Math.max(latestDeadline, t.deadline());
        }
        // kH + the latest deadline must stay a long for every k the limits allow.
        long hyperperiodBound = (Long.MAX_VALUE - latestDeadline) / (limits.maxHyperperiods + 1L);
        long h = set.hyperperiod(hyperperiodBound);
        if (h < 0) {
            long longestPeriod = 0;
            for (Task t : set.tasks()) {
                longestPeriod = Math.max(longestPeriod, t.period());
            }
            String window = (limits.maxHyperperiods + 1L) + " hyperperiods plus the latest deadline ("
                    + Time.format(latestDeadline) + ")";
            return undecided(
                    hyperperiodBound < longestPeriod
                            ? "the exact test's window, up to " + window + ", passes the 64-bit clock ("
                                    + Long.MAX_VALUE + " ns, about 292 years) with periods up to "
                                    + Time.format(longestPeriod)
                            : "the hyperperiod is above " + Time.format(hyperperiodBound) + ", past which " + window
                                    + " would not fit in 64-bit nanoseconds",
                    -1,
                    0,
                    null);
        }
        long jobs = 0;
        for (Task t : set.tasks()) {
            jobs += h / t.period();
            if (jobs > limits.maxJobsPerHyperperiod) {
                return undecided(
                        "a hyperperiod (" + Time.format(h) + ") holds more than " + limits.maxJobsPerHyperperiod
                                + " jobs",
                        h,
                        0,
                        null);
            }
        }
        Simulator sim = new Simulator(set, placement, priority, AfterMiss.STOP, sink);
        Map<ScheduleState, Integer> seen = new HashMap<>();
        seen.put(sim.state(), 0);
        for (int k = 1; k <= limits.maxHyperperiods; k++) {
            if (!sim.advanceTo(k * h)) {
                return missed(sim, set, h, k);
            }
            ScheduleState state = sim.state();
            Integer j = seen.get(state);
            if (j != null) {
                long tail = state.latestRelativeDeadline();
                long released = jobs > Long.MAX_VALUE / k ? Long.MAX_VALUE : k * jobs;
                if (tail > 0 && released > limits.budget() - Math.min(limits.budget(), releasedWithin(set, tail))) {
                    return undecided(
                            "the state at the end of hyperperiod " + k + " repeats, but running the jobs pending there"
                                    + " to their deadlines (" + Time.format(tail) + " more) would release more than "
                                    + limits.budget() + " jobs in all",
                            h,
                            k,
                            sim.finish());
                }
                if (!sim.advanceTo(k * h + tail)) {
                    return missed(sim, set, h, k);
                }
                return new Answer(Outcome.SCHEDULABLE, "", h, k, j, sim.finish());
            }
            seen.put(state, k);
        }
        return undecided(
                "no miss, but the state at the end of a hyperperiod did not repeat within " + limits.maxHyperperiods
                        + " hyperperiods",
                h,
                limits.maxHyperperiods,
                sim.finish());
    }

    /** The jobs released in [t, t + window] for a t where every task releases: at most Σ (⌊window/T⌋ + 1). */
    private static long releasedWithin(TaskSet set, long window) {
        long jobs = 0;
        for (Task t : set.tasks()) {
            long mine = window / t.period() + 1;
            jobs = jobs > Long.MAX_VALUE - mine ? Long.MAX_VALUE : jobs + mine;
        }
        return jobs;
    }

    private static Answer missed(Simulator sim, TaskSet set, long h, int k) {
        SimResult r = sim.finish();
        return new Answer(
                Outcome.UNSCHEDULABLE,
                set.get(r.firstMissTask()).name() + " misses its deadline at " + Time.format(r.firstMissTime()),
                h,
                k,
                -1,
                r);
    }

    private static Answer undecided(String why, long h, int k, SimResult r) {
        return new Answer(Outcome.NOT_APPLICABLE, why, h, k, -1, r);
    }
}
