package rtjbench.tools.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A late wake-up split at its timer's interrupt, as rtla timerlat splits one: the interrupt's own lateness
 * (expiry to interrupt), then the wake-up after it (interrupt to the thread on its CPU). On a trace from a real
 * run, and on hand-written ones for the cases a run here cannot be made to show on demand.
 */
class TimerSplitTest {
    @TempDir
    Path tmp;

    private CpuTrace fixture(String name, long from, long to) throws Exception {
        Path file = tmp.resolve(name);
        try (InputStream in = TimerSplitTest.class.getResourceAsStream(name)) {
            Files.copy(in, file);
        }
        return CpuTrace.read(file, from, to);
    }

    /**
     * The real run: the thread's timer was due 0.9 us after the release and its interrupt came 1192.3 us after
     * that, while a compiler thread of another VM ran on the CPU. A lower-priority task cannot hold off an
     * interrupt: the spike is the interrupt's lateness, and the compiler thread only the 14.7 us from the
     * interrupt to the switch.
     */
    @Test
    void aRealLateInterruptWithTheCpuBusyIsTheTimersNotTheTasks() throws Exception {
        CpuTrace trace = fixture("interrupt-late-cpu-busy.txt", 10_565_084_400_000L, 10_565_086_700_000L);
        long release = 10_565_085_455_068L;
        Spike s = new Attribution(List.of(), trace, new StealGrowths(List.of()), true)
                .explain("thread-0", 1616, release, 1_219_265, 2901, List.of(0));
        assertEquals("timer", s.main().kind(), s.toString());
        assertEquals(Attribution.LATE_BUSY + Attribution.ON_A_GUEST, s.main().detail());
        assertEquals(10_565_086_648_270L - 10_565_085_455_963L, s.main().durationNanos());
        Cause compiler = s.causes().stream()
                .filter(c -> c.kind().equals("jit"))
                .findFirst()
                .orElseThrow();
        assertEquals("C2 CompilerThre/2938", compiler.detail());
        assertEquals(10_565_086_663_000L - 10_565_086_648_270L, compiler.durationNanos(), "interrupt to switch only");
        assertTrue(s.accountedFor(), "the causes add up to the lateness within the tolerance: " + s);
        assertTrue(
                s.evidence()
                        .startsWith("trace of CPU 0: timer due at +0.9 us, its interrupt at +1193.2 us,"
                                + " on the CPU at +1207.9 us"),
                s.evidence());
    }

    /**
     * The real run: the interrupt came on time and the thread was on its CPU 8.7 us after its release, yet read
     * its clock 1317 us after it, the CPU recording nothing in between: not the thread's doing (its way back
     * from a wake-up is microseconds), but a CPU that did not run.
     */
    @Test
    void aRealSilenceAfterTheWakeUpIsTheCpuNotRunning() throws Exception {
        CpuTrace trace = fixture("cpu-silent-after-wake-up.txt", 12_058_880_000_000L, 12_058_882_500_000L);
        Spike s = new Attribution(List.of(), trace, new StealGrowths(List.of()), true)
                .explain("thread-0", 5734, 12_058_881_011_263L, 1_317_044, 31063, List.of(0));
        assertEquals("stall", s.main().kind(), s.toString());
        assertEquals(Attribution.SILENT + Attribution.ON_A_GUEST, s.main().detail());
        assertEquals(
                12_058_881_011_263L + 1_317_044 - 12_058_881_020_000L, s.main().durationNanos());
        assertTrue(s.accountedFor(), s.toString());
        Spike bare = new Attribution(List.of(), trace, new StealGrowths(List.of()), false)
                .explain("thread-0", 5734, 12_058_881_011_263L, 1_317_044, 31063, List.of(0));
        assertEquals(Attribution.SILENT + " (firmware: an SMI)", bare.main().detail());
    }

    /** Trace times are seconds.microseconds; thread-0 is pid 500 on CPU 1, released every millisecond. */
    private static final String IDLE_TRACE = """
            # entries-in-buffer/entries-written: 9/9   #P:2
                    thread-0-500     [001] d..1.   200.000200: hrtimer_start: hrtimer=00000000aaaa0001 function=hrtimer_wakeup expires=200001000000 softexpires=200001000000 mode=ABS was_armed=0
                    thread-0-500     [001] d..2.   200.000210: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=S ==> next_comm=swapper/1 next_pid=0 next_prio=120
                      <idle>-0       [001] d.h..   200.004000: hrtimer_expire_entry: hrtimer=00000000aaaa0001 function=hrtimer_wakeup now=200004000000
                      <idle>-0       [001] dNh3.   200.004003: sched_wakeup: comm=thread-0 pid=500 prio=19 target_cpu=001
                      <idle>-0       [001] d..2.   200.004010: sched_switch: prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   200.004030: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=R ==> next_comm=kworker/1:1 next_pid=87 next_prio=120
                 kworker/1:1-87      [001] d..2.   200.004200: sched_switch: prev_comm=kworker/1:1 prev_pid=87 prev_prio=120 prev_state=I ==> next_comm=thread-0 next_pid=500 next_prio=19
                    thread-0-500     [001] d..2.   200.004300: sched_switch: prev_comm=thread-0 prev_pid=500 prev_prio=19 prev_state=R ==> next_comm=swapper/1 next_pid=0 next_prio=120
            """;

    /** The idle trace's 200 s, when its times begin. */
    private static final long ORIGIN = 200_000_000_000L;

    private CpuTrace idleTrace() throws Exception {
        return TraceText.read(tmp, "idle.txt", IDLE_TRACE, ORIGIN, ORIGIN + 10_000_000L);
    }

    private static long at(double micros) {
        return TraceText.at(ORIGIN, micros);
    }

    @Test
    void anInterruptThatCameLateWithTheCpuIdleIsNamedWithOrWithoutSteal() throws Exception {
        // released at 1,000 us, the interrupt at 4,000 us, the thread on the CPU at 4,010 us, its clock read 4,015
        Spike quiet = new Attribution(List.of(), idleTrace(), new StealGrowths(List.of()))
                .explain("thread-0", 1, at(1_000), 3_015_000, 500, List.of(1));
        assertEquals("timer", quiet.main().kind(), quiet.toString());
        assertEquals(Attribution.LATE_IDLE, quiet.main().detail());
        assertEquals(3_000_000, quiet.main().durationNanos());
        assertTrue(quiet.accountedFor(), quiet.toString());
        assertEquals(15_000, quiet.unexplainedNanos(), "the wake-up path: 10 us in the kernel, 5 back to the clock");

        StealGrowths steal = new StealGrowths(List.of(new long[] {1, at(4_500), at(5_500), 10_000_000}));
        Spike stolen = new Attribution(List.of(), idleTrace(), steal)
                .explain("thread-0", 1, at(1_000), 3_015_000, 500, List.of(1));
        assertEquals("steal", stolen.main().kind(), "the steal that grew is the more telling name: " + stolen);
        assertTrue(
                stolen.causes().stream().anyMatch(c -> c.kind().equals("timer") && c.durationNanos() == 3_000_000),
                "the late interrupt is listed beside it: " + stolen);
        assertTrue(stolen.evidence().contains("steal grew 10.0 ms"), stolen.evidence());
    }

    @Test
    void withoutATimerInTheWindowTheWholeWindowIsTheWakeUpAfterIt() throws Exception {
        // released at 4,020 us, its clock read at 4,300: the thread was not asleep then (it ran from 4,010), so no
        // timer was due in the window; the kworker that preempted it is the cause, the thread's own 110 us none
        Spike s = new Attribution(List.of(), idleTrace(), new StealGrowths(List.of()))
                .explain("thread-0", 2, at(4_020), 280_000, 500, List.of(1));
        assertEquals("task", s.main().kind(), s.toString());
        assertFalse(s.causes().stream().anyMatch(c -> c.kind().equals("timer")), s.toString());
        assertTrue(s.evidence().contains("no wake-up timer"), s.evidence());
        assertEquals(110_000, s.unexplainedNanos(), "the thread's own running time is no cause");
        assertFalse(s.accountedFor());
    }

    @Test
    void theSummaryNamesTheLateInterruptAndCountsWhatIsNotAccountedFor() throws Exception {
        Attribution rule = new Attribution(List.of(), idleTrace(), new StealGrowths(List.of()), true);
        List<Spike> spikes = List.of(
                rule.explain("thread-0", 1, at(1_000), 3_015_000, 500, List.of(1)),
                rule.explain("thread-0", 2, at(4_020), 280_000, 500, List.of(1)));
        Explanation e = new Explanation(null, 100_000, 0, spikes, "jfr", "tracefs", "/proc/stat");
        assertEquals(
                "2 samples over 100 µs: 1 with the timer interrupt late (CPU idle: a guest, the host did not run"
                        + " the vCPU, 3.0 ms mean), 1 behind task kworker/1:1 (170 µs mean); 1 with more than 50 µs"
                        + " unexplained (the evidence looked at is in spikes.csv)",
                e.summary());
    }

    @Test
    void aTraceWithoutTimerEventsIsExplainedAsBefore() throws Exception {
        String withoutTimers =
                IDLE_TRACE.lines().filter(l -> !l.contains("hrtimer")).reduce("", (a, b) -> a + b + "\n");
        CpuTrace old = TraceText.read(tmp, "old.txt", withoutTimers, ORIGIN, ORIGIN + 10_000_000L);
        Spike s = new Attribution(List.of(), old, new StealGrowths(List.of()))
                .explain("thread-0", 1, at(1_000), 3_015_000, 500, List.of(1));
        assertNull(s.main(), "idle without steal and without a timer to split by stays unexplained: " + s);
    }
}
