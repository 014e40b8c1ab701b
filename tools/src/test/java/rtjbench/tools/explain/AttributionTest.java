package rtjbench.tools.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The attribution rule on a hand-written trace of CPU 1 (tracefs text, mono clock) and steal growths: an
 * interrupt, another task, a stall with the CPU idle and no interrupt (steal grew: the vCPU was not running;
 * no steal: unexplained), a GC pause holding its safepoint, and the summary line they make.
 */
class AttributionTest {
    /** Trace times are seconds.microseconds; the thread under test is pid 500 on CPU 1. */
    private static final String TRACE = """
            # tracer: nop
            #
            # entries-in-buffer/entries-written: 12/12   #P:2
            #
                      <idle>-0       [001] d..2.   100.000100: sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   100.000110: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120
                      <idle>-0       [001] d.h1.   100.001000: irq_handler_entry: irq=24 name=virtio0-input.0
                      <idle>-0       [001] d.h1.   100.001300: irq_handler_exit: irq=24 ret=handled
                      <idle>-0       [001] d..2.   100.001300: sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=kworker/1:1 next_pid=87 next_prio=120
                 kworker/1:1-87      [001] d..2.   100.001700: sched_switch: prev_comm=kworker/1:1 prev_pid=87 prev_prio=120 prev_state=I ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   100.001710: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120
                      <idle>-0       [001] d..2.   100.040000: sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   100.040010: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120
                      <idle>-0       [001] d..2.   100.060000: sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=thread-0 next_pid=500 next_prio=19
            """;

    @TempDir
    Path tmp;

    private CpuTrace trace() throws Exception {
        return TraceText.read(tmp, "trace.txt", TRACE, ORIGIN, ORIGIN + 100_000_000L);
    }

    /** The trace's 100 s, when its times begin. */
    private static final long ORIGIN = 100_000_000_000L;

    private static long at(double micros) {
        return TraceText.at(ORIGIN, micros);
    }

    @Test
    void anInterruptAndAnotherTaskInTheWindowAreItsCauses() throws Exception {
        Attribution rule = new Attribution(List.of(), trace(), new StealGrowths(List.of()));
        // released at 1,000 us, woke at 1,700 us: irq 24 for 300 us, then kworker for 400 us
        Spike s = rule.explain("thread-0", 1, at(1000), 700_000, 500, List.of(1));
        assertEquals("task", s.main().kind(), s.toString());
        assertEquals("kworker/1:1/87", s.main().detail());
        assertEquals(400_000, s.main().durationNanos());
        Cause irq = s.causes().stream()
                .filter(c -> c.kind().equals("irq"))
                .findFirst()
                .orElseThrow();
        assertEquals("irq:24 virtio0-input.0:300000", irq.csv());
        assertEquals(0, s.unexplainedNanos());
    }

    @Test
    void aReleaseDueWhileTheThreadWasStillLateForTheOneBeforeIsCarriedOver() throws Exception {
        Attribution rule = new Attribution(List.of(), trace(), new StealGrowths(List.of()));
        // released at 2,000 us, woke at 40,000 us; the sample before ended at 30,000 us: 28 ms of the 38 carried
        Spike s = rule.explain("thread-0", 2, at(2_000), 38_000_000, 500, List.of(1), at(30_000));
        assertEquals("carried", s.main().kind(), s.toString());
        assertEquals(28_000_000, s.main().durationNanos());
        assertEquals(10_000_000, s.unexplainedNanos());
        assertTrue(s.evidence().contains("the sample before ended at +28000.0 us"), s.evidence());

        Spike alone = rule.explain("thread-0", 2, at(2_000), 38_000_000, 500, List.of(1), at(1_900));
        assertTrue(alone.causes().stream().noneMatch(c -> c.kind().equals("carried")), alone.toString());
    }

    @Test
    void anIdleCpuWithoutInterruptWhoseStealGrewIsTheVcpuNotRunning() throws Exception {
        // steal of CPU 1 grew by 30 ms in the reads just after the stall (accounted when the vCPU ran again)
        StealGrowths steal = new StealGrowths(List.of(new long[] {1, at(40_500), at(41_500), 30_000_000}));
        Attribution rule = new Attribution(List.of(), trace(), steal);
        Spike s = rule.explain("thread-0", 2, at(2_000), 38_000_000, 500, List.of(1));
        assertEquals("steal", s.main().kind(), s.toString());
        assertEquals("vCPU not running", s.main().detail());
        assertEquals(38_000_000, s.main().durationNanos());

        Spike quiet = new Attribution(List.of(), trace(), new StealGrowths(List.of()))
                .explain("thread-0", 2, at(2_000), 38_000_000, 500, List.of(1));
        assertNull(quiet.main(), "idle without steal is the wake-up's own latency: " + quiet);
        assertEquals(38_000_000, quiet.unexplainedNanos());
    }

    @Test
    void aGcPauseNamesTheSpikeAndHoldsItsSafepoint() throws Exception {
        List<Interval> vm = List.of(
                new Interval("gc", "G1New G1 Evacuation Pause", at(40_100), at(58_000)),
                new Interval("safepoint", "G1CollectForAllocation ttsp 20000 ns", at(40_080), at(58_010)),
                new Interval("safepoint", "Cleanup ttsp 1000 ns", at(90_000), at(90_100)));
        Attribution rule = new Attribution(vm, trace(), new StealGrowths(List.of()));
        Spike s = rule.explain("thread-0", 3, at(41_000), 19_000_000, 500, List.of(1));
        assertEquals("gc", s.main().kind(), s.toString());
        assertEquals(17_000_000, s.main().durationNanos());
        assertFalse(s.causes().stream().anyMatch(c -> c.kind().equals("safepoint")), s.toString());
        assertEquals(2_000_000, s.unexplainedNanos()); // 58 to 60 ms: after the pause, CPU idle, no steal
    }

    @Test
    void withoutATraceCompilationsAreListedNotCountedAndStealIsAnUpperBound() {
        List<Interval> vm = List.of(new Interval("jit", "a.B.c tier 4", at(0), at(5_000)));
        StealGrowths steal = new StealGrowths(List.of(new long[] {1, at(3_000), at(4_000), 10_000_000}));
        Spike s = new Attribution(vm, null, steal).explain("thread-0", 0, at(1_000), 3_000_000, -1, List.of(1));
        Cause jit = s.causes().stream()
                .filter(c -> c.kind().equals("jit"))
                .findFirst()
                .orElseThrow();
        assertFalse(jit.counted());
        assertEquals("steal", s.main().kind());
        assertEquals(3_000_000, s.main().durationNanos());
        assertTrue(s.main().detail().contains("no trace"), s.main().detail());
    }

    @Test
    void theSummaryGroupsSpikesByMainCauseLargestGroupFirst() throws Exception {
        Attribution rule = new Attribution(
                List.of(new Interval("gc", "G1New G1 Evacuation Pause", at(40_100), at(58_000))),
                trace(),
                new StealGrowths(List.of()));
        List<Spike> spikes = List.of(
                rule.explain("thread-0", 1, at(1000), 700_000, 500, List.of(1)),
                rule.explain("thread-0", 3, at(41_000), 19_000_000, 500, List.of(1)),
                rule.explain("thread-0", 4, at(42_000), 18_000_000, 500, List.of(1)), // 16 ms of the pause
                rule.explain("thread-0", 9, at(2_000), 38_000_000, 500, List.of(1)));
        Explanation e = new Explanation(null, 100_000, 0, spikes, "jfr", "tracefs", "/proc/stat");
        assertEquals(
                "4 samples over 100 µs: 2 in a G1New pause (G1 Evacuation Pause, 16.5 ms mean), 1 behind task"
                        + " kworker/1:1 (400 µs mean), 1 unexplained; 3 with more than 50 µs unexplained (the evidence"
                        + " looked at is in spikes.csv)",
                e.summary());
    }

    @Test
    void theTopNAreChosenWhereNoThresholdIs() {
        boolean[] chosen = Explanation.choose(new long[] {5, 9, 1, 9, 7}, 5, 0, 2);
        assertEquals(
                List.of(false, true, false, true, false),
                List.of(chosen[0], chosen[1], chosen[2], chosen[3], chosen[4]));
        boolean[] both = Explanation.choose(new long[] {5, 9, 1, 9, 7}, 5, 6, 1);
        assertEquals(List.of(false, true, false, true, true), List.of(both[0], both[1], both[2], both[3], both[4]));
    }

    @Test
    void aSequenceIsSearchedForTheIntervalsThatMeetAWindow() {
        List<Interval> seq = List.of(
                new Interval("task", "a/1", 0, 10),
                new Interval("task", "b/2", 10, 20),
                new Interval("idle", "swapper/0", 20, 35),
                new Interval("task", "c/3", 35, 40));
        assertEquals(List.of(seq.get(1), seq.get(2)), CpuTrace.overlapping(seq, 15, 25));
        assertEquals(List.of(seq.get(2)), CpuTrace.overlapping(seq, 20, 35));
        assertEquals(List.of(), CpuTrace.overlapping(seq, 40, 50));
        assertEquals(seq, CpuTrace.overlapping(seq, -5, 100));
    }
}
