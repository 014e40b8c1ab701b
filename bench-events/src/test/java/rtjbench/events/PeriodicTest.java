package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;
import javax.realtime.PriorityParameters;
import javax.realtime.RealtimeThread;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.Config;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;
import rtjbench.core.testing.SingleThread;
import rtjbench.core.testing.StandIns;

class PeriodicTest {
    private static final long P = 1_000_000L;
    private final Periodic periodic = new Periodic();

    /** Fake time: a sleep to a future deadline wakes 1 us late; one sleep (the stall) wakes 3.5 periods late. */
    private static final class StallingTime implements Periodic.TimeBase {
        private final int stallAt;
        private long now = 5_000_000L;
        private int calls;

        StallingTime(int stallAt) {
            this.stallAt = stallAt;
        }

        @Override
        public long nanoTime() {
            return now;
        }

        @Override
        public long sleepUntil(long deadline) {
            if (calls++ == stallAt) {
                now = deadline + 3 * P + P / 2;
            } else if (now < deadline) {
                now = deadline + 1_000;
            } // else: already due, no time passes
            return now;
        }

        @Override
        public String describe() {
            return "fake";
        }
    }

    private static ThreadContext ctx(int warmup, int count, double nanosPerTick) {
        return SingleThread.of(MiniHarness.config(new Periodic()))
                .samples(new SampleBuffer(count))
                .warmup(warmup)
                .nanosPerTick(nanosPerTick)
                .build();
    }

    @Test
    void theFirstMeasuredReleaseIsTheSchedulesNextAfterAWaitAtTheBoundary() {
        assertEquals(1_000, Periodic.PeriodicLoop.nextDue(1_000, P, 999), "not yet due: kept");
        assertEquals(1_000, Periodic.PeriodicLoop.nextDue(1_000, P, 1_000), "due now: kept");
        assertEquals(1_000 + P, Periodic.PeriodicLoop.nextDue(1_000, P, 1_001), "just past: the next one");
        assertEquals(1_000 + 51 * P, Periodic.PeriodicLoop.nextDue(1_000, P, 1_000 + 50 * P + 1), "a wait of 50");
        assertEquals(1_000 + 50 * P, Periodic.PeriodicLoop.nextDue(1_000, P, 1_000 + 50 * P), "on the grid");
    }

    @Test
    void aStallShowsInEveryReleaseItDelaysAndIsCountedAsMissedPeriods() throws Exception {
        ThreadContext ctx = ctx(2, 10, 1.0);
        Periodic.PeriodicLoop loop =
                new Periodic.PeriodicLoop(0, P, new StallingTime(2 + 3)); // the 4th measured release
        loop.run(ctx);
        long[] expected = {1_000, 1_000, 1_000, 3 * P + P / 2, 2 * P + P / 2, P + P / 2, P / 2, 1_000, 1_000, 1_000};
        assertArrayEquals(
                expected,
                ((SampleBuffer) ctx.samples()).toArray(),
                Arrays.toString(((SampleBuffer) ctx.samples()).toArray()));
        assertEquals(3, loop.missedPeriods(), "releases whose successor was already due when they woke");
    }

    @Test
    void deadlineMissesCountTheMeasuredReleasesLaterThanTheDeadline() throws Exception {
        ThreadContext ctx = ctx(2, 10, 1.0);
        // deadline P: the stall's 3.5, 2.5 and 1.5 periods miss, its 0.5 does not
        Periodic.PeriodicLoop loop = new Periodic.PeriodicLoop(0, P, new StallingTime(2 + 3), null, P);
        loop.run(ctx);
        assertEquals(10, loop.deadlineMisses().samples(), "the warm-up is not counted");
        assertEquals(3, loop.deadlineMisses().misses());
        assertEquals(3, loop.deadlineMisses().longestRun());
        assertEquals(3.5, loop.deadlineMisses().latenessFraction(), 1e-9);
        // a tighter deadline: every release misses (each wakes 1 us late)
        ThreadContext ctx2 = ctx(0, 4, 1.0);
        Periodic.PeriodicLoop tight = new Periodic.PeriodicLoop(0, P, new StallingTime(-1), null, 500);
        tight.run(ctx2);
        assertEquals(4, tight.deadlineMisses().misses());
        assertEquals(4, tight.deadlineMisses().longestRun());
        assertEquals(2.0, tight.deadlineMisses().latenessFraction(), 1e-9);
    }

    @Test
    void theDeadlineIsThePeriodUnlessGiven() {
        assertEquals(P, Deadline.parse("period").nanos(P));
        assertEquals(200_000, Deadline.parse("200us").nanos(P));
        assertEquals("200us", Deadline.parse("200us").toString());
        assertTrue(Deadline.parse("none").isNone());
        assertThrows(IllegalArgumentException.class, () -> Deadline.parse("0"));
        assertThrows(IllegalArgumentException.class, () -> Deadline.parse("-1ms"));
        assertThrows(IllegalArgumentException.class, () -> Deadline.parse("soon"));
    }

    @Test
    void samplesAreStoredInClockTicks() throws Exception {
        ThreadContext ctx = ctx(0, 3, 0.5); // a clock of 2 ticks per ns
        new Periodic.PeriodicLoop(0, P, new StallingTime(-1)).run(ctx);
        assertArrayEquals(new long[] {2_000, 2_000, 2_000}, ((SampleBuffer) ctx.samples()).toArray());
    }

    @Test
    void realSleepsRecordNonNegativeLateness() throws Exception {
        MiniHarness h = MiniHarness.run(
                periodic,
                MiniHarness.config(
                        periodic,
                        "no_of_threads",
                        "2",
                        "period",
                        "200us",
                        "count",
                        "50",
                        "warmup",
                        "5",
                        "instr_load",
                        "0"));
        for (SampleBuffer s : h.samples) {
            assertEquals(50, s.size());
            for (long v : s.toArray()) {
                assertTrue(v >= 0, "lateness " + v);
            }
        }
        assertTrue(h.metadata.containsKey("missed_periods"));
    }

    @Test
    void distinctPrioritiesMustStayPositive() {
        Config c = MiniHarness.config(periodic, "priorities", "distinct", "no_of_threads", "5", "priority", "3");
        ConfigException e = assertThrows(ConfigException.class, () -> periodic.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("the last would be -1"), e.getMessage());
        assertEquals(7, Periodic.priorityOf(3, 10, true));
        assertEquals(10, Periodic.priorityOf(3, 10, false));
    }

    @Test
    void aRunLongerThanTheTimeLimitIsRefused() {
        Config c = MiniHarness.config(periodic, "period", "1s", "count", "1000", "time_limit", "60s");
        ConfigException e = assertThrows(ConfigException.class, () -> periodic.check(c, MiniHarness.env()));
        assertTrue(e.getMessage().contains("longer than time_limit"), e.getMessage());
    }

    /**
     * The RTSJ path through the stand-in of this run (1.0.2, then 2.0 shape): the parameters are set through
     * setters whose return type differs between the versions, waitForNextPeriod releases, lateness is measured
     * from start + i x period.
     */
    @Tag(StandIns.TAG)
    @Test
    void rtsjWaitForNextPeriodThroughTheStandIn() throws Exception {
        final long period = 5_000_000L;
        final int count = 16;
        final ThreadContext ctx = ctx(1, count, 1.0);
        final AtomicReference<Throwable> failure = new AtomicReference<>();
        final Periodic.PeriodicLoop[] loop = new Periodic.PeriodicLoop[1];
        RealtimeThread rt = new RealtimeThread(new PriorityParameters(20), null, null, null, null, () -> {
            try {
                loop[0] = new Periodic.PeriodicLoop(0, period, Periodic.rtsjTime(15));
                loop[0].run(ctx);
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        rt.start();
        rt.join(30_000);
        assertNull(failure.get());
        assertEquals(
                15,
                ((PriorityParameters) rt.getSchedulingParameters()).getPriority(),
                "the thread's own priority, set by name");
        assertTrue(
                rt.getReleaseParameters() instanceof javax.realtime.PeriodicParameters,
                String.valueOf(rt.getReleaseParameters()));
        long[] late = ((SampleBuffer) ctx.samples()).toArray();
        assertEquals(count, late.length);
        long[] sorted = late.clone();
        Arrays.sort(sorted);
        // Were the release origin off by one period, every sample would be at least one period late. The least
        // late one is compared: on a loaded machine one early stall makes the next releases come in a burst,
        // each a period less late than the one before, which moves the median but not the minimum. Where no
        // release at all came on time and such bursts show the thread was kept from its CPU, this run cannot
        // tell the origin: said as a skip, never a pass. An origin one period off on a quiet machine shows
        // no burst and fails.
        String seen = "least lateness " + sorted[0] + " ns: " + Arrays.toString(late);
        if (sorted[0] >= period / 2) {
            assumeFalse(catchUpBurst(late, period), "every release was stalled (catch-up bursts), " + seen);
        }
        assertTrue(sorted[0] < period / 2, seen);
    }

    /** Whether two releases in a row are about a period apart in lateness: the second was due on waking. */
    private static boolean catchUpBurst(long[] late, long period) {
        for (int i = 1; i < late.length; i++) {
            if (Math.abs(late[i - 1] - late[i] - period) < period / 10) return true;
        }
        return false;
    }

    @Test
    void aCommonPhaseGivesEveryThreadTheFirstCallersRelease() {
        Periodic.CommonStart common = new Periodic.CommonStart();
        StallingTime early = new StallingTime(-1);
        StallingTime late = new StallingTime(-1);
        late.sleepUntil(early.nanoTime() + 4 * P); // this thread's clock reads 4 periods later
        long first = common.firstRelease(early, P);
        assertEquals(5_000_000L + Periodic.CommonStart.LEAD_NANOS + P, first);
        assertEquals(first, common.firstRelease(late, P), "the later thread takes the same first release");
    }

    @Test
    void aCommonPhaseRunRecordsEveryThreadsLateness() throws Exception {
        MiniHarness h = MiniHarness.run(
                periodic,
                MiniHarness.config(
                        periodic,
                        "no_of_threads",
                        "3",
                        "phase",
                        "common",
                        "period",
                        "500us",
                        "count",
                        "20",
                        "warmup",
                        "2",
                        "instr_load",
                        "0"));
        for (SampleBuffer s : h.samples) {
            assertEquals(20, s.size());
            for (long v : s.toArray()) {
                assertTrue(v >= 0, "lateness " + v);
            }
        }
        assertTrue(((String) h.metadata.get("phase")).startsWith("common"), (String) h.metadata.get("phase"));
    }

    @Test
    void floatingThreadsMayRunOnEveryCpuOfTheList() throws Exception {
        Config c = MiniHarness.config(periodic, "no_of_threads", "2", "placement", "floating", "cpus", "0");
        rtjbench.core.bench.Workload w = periodic.prepare(c, MiniHarness.env());
        assertEquals(CpuList.of(0), w.placement(0));
        assertEquals(CpuList.of(0), w.placement(1));
        Config pinned = MiniHarness.config(periodic, "no_of_threads", "2");
        rtjbench.core.bench.Workload p = periodic.prepare(pinned, MiniHarness.env());
        assertEquals(1, p.placement(0).size(), "pinned: one CPU a thread");
    }

    @Test
    void aCommonPhaseIsForJavaThreads() {
        Config c = MiniHarness.config(periodic, "type_of_threads", "rt", "phase", "common");
        ConfigException e =
                assertThrows(ConfigException.class, () -> periodic.check(c, MiniHarness.envWithRtThreads()));
        assertTrue(e.getMessage().startsWith("phase=common is for type_of_threads=java"), e.getMessage());
    }
}
