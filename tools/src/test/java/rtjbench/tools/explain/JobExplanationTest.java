package rtjbench.tools.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.Fixtures;
import rtjbench.tools.TasksetFixture;
import rtjbench.tools.TasksetFixture.Job;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;

/**
 * A task-set job's window runs from its release to its finish and holds its own execution, which is never a cause:
 * what is explained is its start delay and its time off the CPU. Jobs of known times, each executing exactly 1 ms,
 * with a known delay injected in the trace (another task, a GC pause, the CPU idle before the start) or by
 * SCHED_DEADLINE's throttling.
 */
class JobExplanationTest {
    private static final long MS = 1_000_000L;
    private static final long US = 1_000L;
    /** 100 s on the monotonic clock, where the trace below begins. */
    private static final long T0 = 100_000_000_000L;

    /** thread-0 is pid 500 on CPU 1; the trace's times are seconds.microseconds. */
    private static final String TRACE = """
            # tracer: nop
            # entries-in-buffer/entries-written: 16/16   #P:2
                      <idle>-0       [001] d..2.   100.000000: sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   100.000500: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=R ==> next_comm=hog next_pid=600 next_prio=9
                         hog-600     [001] d..2.   100.000800: sched_switch: prev_comm=hog prev_pid=600 prev_prio=9 prev_state=S ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   100.001300: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120
                      <idle>-0       [001] d..2.   100.010040: sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   100.011040: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120
                      <idle>-0       [001] d..2.   100.020000: sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   100.020400: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=S ==> next_comm=GC Thread#0 next_pid=700 next_prio=120
                 GC Thread#0-700     [001] d..2.   100.020700: sched_switch: prev_comm=GC Thread#0 prev_pid=700 prev_prio=120 prev_state=S ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   100.021300: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120
                      <idle>-0       [001] d..2.   100.030000: sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   100.031300: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120
            """;

    /** The VM's unified log (timenanos): a 300 µs young pause ending at 100.020700 s. */
    private static final String VM_LOG = "[100020700000ns] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 0.300ms\n";

    @TempDir
    Path tmp;

    /**
     * t1 (10 ms, WCET 1 ms) on CPU 1: job 0 preempted 300 µs by another task, job 1 started 40 µs late with the CPU
     * idle, job 2 stopped 300 µs by a GC pause (the collector's thread on its CPU meanwhile), job 3 on its CPU for
     * 1.3 ms by the trace with nothing else there. Each executed 1 ms.
     */
    private RunDir run() throws Exception {
        Path dir = new TasksetFixture("partitioned-fp")
                .task(
                        new TasksetFixture.Task("t1", 10 * MS, MS, 10 * MS, 0, -1),
                        List.of(
                                new Job(T0, T0, T0 + 1300 * US, MS, 1),
                                new Job(T0 + 10 * MS, T0 + 10 * MS + 40 * US, T0 + 11 * MS + 40 * US, MS, 1),
                                new Job(T0 + 20 * MS, T0 + 20 * MS, T0 + 21 * MS + 300 * US, MS, 1),
                                new Job(T0 + 30 * MS, T0 + 30 * MS, T0 + 31 * MS + 300 * US, MS, 1)))
                .explain(TRACE, VM_LOG, 500)
                .write(tmp.resolve("run"));
        return ResultTree.loadRun(dir);
    }

    private static Map<Integer, Spike> bySample(Explanation e) {
        return e.spikes().stream().collect(Collectors.toMap(Spike::sample, s -> s));
    }

    @Test
    void aJobPreemptedByAnotherTaskIsExplainedByItAloneNotByItsExecution() throws Exception {
        Spike s = bySample(Explanation.of(run(), 1, 0)).get(0);
        assertEquals(1300 * US, s.latenessNanos(), "the sample is the response");
        assertEquals(MS, s.ownNanos(), "its own execution");
        assertEquals(300 * US, s.toExplainNanos());
        assertEquals(0, s.unexplainedNanos(), s.toString());
        assertEquals("task", s.main().kind(), s.toString());
        assertEquals("hog/600", s.main().detail());
        assertEquals(300 * US, s.main().durationNanos());
        assertEquals(1, s.causes().size(), "its own running is no cause: " + s.causes());
    }

    @Test
    void aJobStoppedByAGcPauseIsExplainedByThePause() throws Exception {
        Spike s = bySample(Explanation.of(run(), 1, 0)).get(2);
        assertEquals(300 * US, s.toExplainNanos());
        assertEquals(0, s.unexplainedNanos(), s.toString());
        assertEquals("gc", s.main().kind(), s.toString());
        assertEquals("GC Pause Young (Normal) (G1 Evacuation Pause)", s.main().detail());
        assertEquals(300 * US, s.main().durationNanos());
    }

    @Test
    void aJobOnItsCpuLongerThanItExecutedWithNothingElseThereIsAStall() throws Exception {
        Spike s = bySample(Explanation.of(run(), 1, 0)).get(3);
        assertEquals(300 * US, s.toExplainNanos());
        assertEquals("stall", s.main().kind(), s.toString());
        assertEquals(
                JobAttribution.NOT_EXECUTING + Attribution.ON_A_GUEST, s.main().detail());
        assertEquals(300 * US, s.main().durationNanos());
        assertEquals(0, s.unexplainedNanos());
    }

    @Test
    void aJobLongOnlyByItsExecutionHasItsStartDelayAloneUnexplained() throws Exception {
        Spike s = bySample(Explanation.of(run(), 1, 0)).get(1);
        assertEquals(1040 * US, s.latenessNanos());
        assertEquals(40 * US, s.toExplainNanos(), "the 40 µs from its release to its start");
        assertEquals(40 * US, s.unexplainedNanos(), "the CPU was idle, no steal: " + s);
        assertEquals("execution", s.main().kind(), "nothing but its own execution made it long: " + s);
        assertTrue(s.accountedFor(), s.toString());
    }

    @Test
    void spikesCsvSaysWhichPartOfTheWindowWasTheJobsOwn() throws Exception {
        RunDir r = run();
        Explanation e = Explanation.of(r, 1, 0);
        Path csv = tmp.resolve("spikes.csv");
        try (var out = Files.newOutputStream(csv)) {
            e.writeCsv(out);
        }
        List<String> lines = Files.readAllLines(csv);
        assertEquals(Explanation.HEADER, lines.get(0));
        assertTrue(
                lines.get(1).startsWith("thread-0,0," + T0 + ",1300000,1000000,task:hog/600:300000,0,task,"),
                lines.get(1));
        assertEquals(1300 * US, SpikeMarks.read(tmp).get("task").get(0)[1], "marked at the response");
        assertTrue(e.summary().contains("1 long by their own execution"), e.summary());
    }

    @Test
    void aDeadlineJobPastItsRuntimeIsExplainedByItsThrottling() throws Exception {
        // runtime 900 µs; the job executed 1 ms: it ran out 900 µs after its start, was held to its next period
        // (10 ms after its release) and ran its last 100 µs there
        Path dir = new TasksetFixture("global-edf")
                .task(
                        new TasksetFixture.Task("t1", 10 * MS, MS, 10 * MS, 0, 900 * US),
                        List.of(new Job(T0, T0, T0 + 10 * MS + 100 * US, MS, 0)))
                .explain("# an empty trace: the CPUs recorded nothing\n", null, 500)
                .write(tmp.resolve("edf"));
        Spike s = Explanation.of(ResultTree.loadRun(dir), 1, 0).spikes().get(0);
        assertEquals(9100 * US, s.toExplainNanos());
        assertEquals("throttled", s.main().kind(), s.toString());
        assertEquals(9100 * US, s.main().durationNanos());
        assertEquals(0, s.unexplainedNanos());
    }

    @Test
    void schedCheckNamesWhatTheJobWaitedForBeyondItsExecution() throws Exception {
        RunDir r = run();
        Fixtures.Result out = Fixtures.cli("sched", "check", r.dir().toString());
        assertEquals(rtjbench.stats.ExitStatus.CHECK_FAILED, out.exit(), out.out() + out.err());
        assertTrue(
                out.out()
                        .contains("job 0: response 1.30 ms (started 0 ns after its release, executed 1.00 ms of a 1.00"
                                + " ms WCET, 300 µs of its run off its CPU time); 300 µs beyond its execution: main task"
                                + " hog/600; causes task:hog/600 300 µs; 0 ns unexplained"),
                out.out());
        assertTrue(out.out().contains("job 1: response 1.04 ms"), out.out());
        assertTrue(
                out.out().contains("40.0 µs beyond its execution (long by its own execution); 40.0 µs unexplained"),
                out.out());
    }
}
