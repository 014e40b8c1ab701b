package rtjbench.sched.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.Verdict.Outcome;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.scheduler.PriorityOrder;

/** Schedules worked out by hand, instant by instant, in the comments; the simulator must draw the same. */
class HandWorkedSchedulesTest {
    /**
     * Dhall's effect on 2 CPUs: two light tasks (C=2, T=10) and a heavy one (C=10, T=11), U = 1.31 of 2.
     * At 0 EDF runs the light ones first (deadline 10 before 11): L1 on CPU 0, L2 on CPU 1 for [0,2). The heavy
     * job starts at 2 on CPU 0, the lowest free CPU, needs 10 and has 9 left before 11: it misses at 11.
     */
    static TaskSet dhall() {
        return TaskSet.of(Task.implicit("L1", 10, 2), Task.implicit("L2", 10, 2), Task.implicit("H", 11, 10));
    }

    @Test
    void dhallsEffectMakesGlobalEdfMissAtEleven() {
        List<JobRecord> jobs = new ArrayList<>();
        SimResult r =
                Simulation.run(dhall(), Placement.global(2, 3), JobPriority.edf(), 1_000, AfterMiss.STOP, jobs::add);
        assertFalse(r.schedulable());
        assertEquals(2, r.firstMissTask());
        assertEquals(11, r.firstMissTime());
        assertEquals(11, r.end(), "stops at the first miss");
        JobRecord heavy = find(jobs, 2, 0);
        assertEquals(2, heavy.start());
        assertEquals(JobRecord.NOT_YET, heavy.finish());
        assertEquals("0", heavy.cpuPath());
        assertEquals(11, heavy.to(heavy.stretches() - 1), "ran until the simulation stopped");
        // Rate monotonic ranks the light tasks first too: the same miss.
        SimResult rm = Simulation.run(
                dhall(),
                Placement.global(2, 3),
                JobPriority.fixed(PriorityOrder.RATE_MONOTONIC, dhall()),
                1_000,
                AfterMiss.STOP,
                null);
        assertEquals(11, rm.firstMissTime());
    }

    @Test
    void dhallsSetIsFinePartitioned() {
        // The heavy task alone on CPU 0, the light ones share CPU 1 (U = 0.4).
        Placement p = Placement.partitioned(2, new int[] {1, 1, 0});
        ExactSimulation.Answer a =
                ExactSimulation.run(dhall(), p, JobPriority.edf(), ExactSimulation.Limits.DEFAULT, null);
        assertEquals(Outcome.SCHEDULABLE, a.outcome());
        assertEquals(1, a.hyperperiods(), "constrained deadlines: one hyperperiod decides");
        assertEquals(0, a.simulation().migrations());
    }

    @Test
    void afterAMissTheLateJobRunsOnAndItsSlackIsNegative() {
        // From 10: L1 (due 20) runs on CPU 1, H keeps CPU 0 and finishes at 12, one late; H's next job (released
        // at 11, due 22) waited for it, then runs [12,22) and meets its deadline exactly.
        List<JobRecord> jobs = new ArrayList<>();
        SimResult r =
                Simulation.run(dhall(), Placement.global(2, 3), JobPriority.edf(), 22, AfterMiss.CONTINUE, jobs::add);
        assertEquals(1, r.misses());
        assertEquals(11, r.firstMissTime());
        JobRecord late = find(jobs, 2, 0);
        assertEquals(12, late.finish());
        assertEquals(-1, late.slack());
        assertTrue(late.late());
        JobRecord next = find(jobs, 2, 1);
        assertEquals(12, next.start());
        assertEquals(22, next.finish());
        assertEquals(0, next.slack());
        assertEquals(22, r.end());
    }

    /**
     * Three tasks on 2 CPUs that no partition can hold (every pair has U > 1: 7/6, 7/6, 4/3) but global EDF
     * schedules, with every tie-break at work. A = (C1, T2), B = (C2, T3), C = (C2, T3), implicit deadlines.
     *
     * <pre>
     * t=0  A0 (d2) CPU 0, B0 (d3) CPU 1          (lowest CPU to the highest priority)
     * t=1  A0 done; B0 keeps CPU 1; C0 (d3) takes CPU 0
     * t=2  B0 done; C0 keeps CPU 0; A1 (d4) takes CPU 1
     * t=3  C0 done at its deadline (met); A1 done; B1, C1 (both d6): B1 CPU 0, C1 CPU 1 (equal deadlines: B first)
     * t=4  A2 (d6) released: A2, B1, C1 all due at 6; the lower task indices win: C1 preempted, A2 on CPU 1
     * t=5  B1 and A2 done; C1 resumes on CPU 0, the lowest free one (not its last, CPU 1): a migration
     * t=6  C1 done at its deadline. Nothing pending at the hyperperiod 6: schedulable.
     * </pre>
     */
    static TaskSet notPartitionable() {
        return TaskSet.of(Task.implicit("A", 2, 1), Task.implicit("B", 3, 2), Task.implicit("C", 3, 2));
    }

    @Test
    void aSetGlobalEdfSchedulesWithEveryTieBreak() {
        List<JobRecord> jobs = new ArrayList<>();
        SimResult r = Simulation.run(
                notPartitionable(), Placement.global(2, 3), JobPriority.edf(), 6, AfterMiss.STOP, jobs::add);
        assertTrue(r.schedulable());
        assertEquals(1, r.preemptions());
        assertEquals(1, r.migrations());
        assertEquals(7, r.jobsFinished());
        assertEquals(5, r.slackSum()); // A: 1+1+1, B: 1+1, C: 0+0
        assertStretches(find(jobs, 0, 0), "0:0-1");
        assertStretches(find(jobs, 1, 0), "1:0-2");
        assertStretches(find(jobs, 2, 0), "0:1-3");
        assertStretches(find(jobs, 0, 1), "1:2-3");
        assertStretches(find(jobs, 1, 1), "0:3-5");
        assertStretches(find(jobs, 2, 1), "1:3-4 0:5-6");
        assertStretches(find(jobs, 0, 2), "1:4-5");
        assertEquals("1;0", find(jobs, 2, 1).cpuPath());
        assertEquals(3, r.maxResponse(2));
    }

    @Test
    void noPartitionOfThatSetAvoidsAMiss() {
        for (int mask = 0; mask < 8; mask++) {
            int[] cpu = {mask & 1, (mask >> 1) & 1, (mask >> 2) & 1};
            ExactSimulation.Answer a = ExactSimulation.run(
                    notPartitionable(),
                    Placement.partitioned(2, cpu),
                    JobPriority.edf(),
                    ExactSimulation.Limits.DEFAULT,
                    null);
            assertEquals(Outcome.UNSCHEDULABLE, a.outcome(), "partition " + java.util.Arrays.toString(cpu));
        }
        assertEquals(
                Outcome.SCHEDULABLE,
                new SimGedfTest().check(notPartitionable(), 2).outcome());
    }

    @Test
    void equalFixedPrioritiesGoToTheLowerTaskIndex() {
        // One CPU, both tasks ranked 0: the first in the file runs first, then the second.
        TaskSet set = TaskSet.of(Task.implicit("x", 10, 3), Task.implicit("y", 10, 3));
        List<JobRecord> jobs = new ArrayList<>();
        Simulation.run(set, Placement.global(1, 2), JobPriority.fixed(new int[] {0, 0}), 10, AfterMiss.STOP, jobs::add);
        assertStretches(find(jobs, 0, 0), "0:0-3");
        assertStretches(find(jobs, 1, 0), "0:3-6");
        // Ranked the other way, the second runs first.
        jobs.clear();
        Simulation.run(set, Placement.global(1, 2), JobPriority.fixed(new int[] {1, 0}), 10, AfterMiss.STOP, jobs::add);
        assertStretches(find(jobs, 1, 0), "0:0-3");
        assertStretches(find(jobs, 0, 0), "0:3-6");
    }

    @Test
    void aReleasePreemptsTheLowestPriorityRunningJobWhichResumesWhereItRan() {
        // 2 CPUs, fixed priorities in file order: hi (C2, T5), lo1 (C10, T20), lo2 (C10, T20).
        // t=0  hi CPU 0, lo1 CPU 1, lo2 waits       t=2  hi done: lo2 takes CPU 0
        // t=5  hi's next job takes the CPU of the lowest-priority running job, lo2's CPU 0; lo1 stays on CPU 1
        // t=7  hi done: lo2 resumes on CPU 0, where it last ran: a preemption, no migration
        // t=10 lo1 done; hi's third job takes the free CPU 1; lo2 keeps CPU 0 and is done at 14
        // t=15 hi's fourth job on CPU 0, the lowest free CPU
        TaskSet set = TaskSet.of(Task.implicit("hi", 5, 2), Task.implicit("lo1", 20, 10), Task.implicit("lo2", 20, 10));
        List<JobRecord> jobs = new ArrayList<>();
        SimResult r = Simulation.run(
                set, Placement.global(2, 3), JobPriority.fixed(PriorityOrder.FILE, set), 20, AfterMiss.STOP, jobs::add);
        assertStretches(find(jobs, 0, 0), "0:0-2");
        assertStretches(find(jobs, 1, 0), "1:0-10");
        assertStretches(find(jobs, 2, 0), "0:2-5 0:7-14");
        assertStretches(find(jobs, 0, 1), "0:5-7");
        assertStretches(find(jobs, 0, 2), "1:10-12");
        assertStretches(find(jobs, 0, 3), "0:15-17");
        assertEquals(1, r.preemptions());
        assertEquals(0, r.migrations());
        assertTrue(r.schedulable());
        assertEquals(14, r.maxResponse(2), "released at 0, done at 14");
    }

    @Test
    void simultaneousMissesReportTheLowestTaskIndexFirst() {
        // One CPU, two tasks due at 2 that need 2 each: the second never runs, the first is done at 2. Then with
        // three such tasks the second and the third both miss at 2; the first miss named is the second task's.
        TaskSet set = TaskSet.of(Task.implicit("a", 2, 2), Task.implicit("b", 2, 2), Task.implicit("c", 2, 2));
        SimResult r = Simulation.run(set, Placement.global(1, 3), JobPriority.edf(), 10, AfterMiss.STOP, null);
        assertEquals(1, r.firstMissTask());
        assertEquals(2, r.firstMissTime());
        assertEquals(2, r.misses(), "both misses at the instant it stopped are counted");
    }

    private static JobRecord find(List<JobRecord> jobs, int task, long number) {
        for (JobRecord j : jobs) {
            if (j.task() == task && j.number() == number) {
                return j;
            }
        }
        throw new AssertionError("no job " + number + " of task " + task + " in " + jobs);
    }

    /** Stretches as {@code cpu:from-to}, separated by spaces. */
    private static void assertStretches(JobRecord j, String expected) {
        StringBuilder sb = new StringBuilder();
        for (int s = 0; s < j.stretches(); s++) {
            sb.append(s == 0 ? "" : " ")
                    .append(j.cpu(s))
                    .append(':')
                    .append(j.from(s))
                    .append('-')
                    .append(j.to(s));
        }
        assertEquals(expected, sb.toString(), j.toString());
    }
}
