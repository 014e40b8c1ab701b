package rtjbench.events.taskset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicReference;
import javax.realtime.PeriodicParameters;
import javax.realtime.PriorityParameters;
import javax.realtime.RealtimeThread;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.os.ThreadCounters;
import rtjbench.core.testing.StandIns;

/**
 * A task as RTSJ runs one, through the stand-in of this run (1.0.2, then 2.0 shape): its priority and
 * PeriodicParameters (period, cost, deadline, miss handler) set by name, each job released by waitForNextPeriod on
 * the task's schedule, and a job that finishes past its deadline reported to the miss handler.
 */
@Tag(StandIns.TAG)
class RtsjTaskReleaseTest {
    private static final long MS = 1_000_000L;

    private static Release release(int priority, long period, long wcet, long deadline) throws Exception {
        return (Release) Class.forName(TaskSetWorkload.RTSJ_RELEASE)
                .getConstructor(int.class, long.class, long.class, long.class)
                .newInstance(priority, period, wcet, deadline);
    }

    private static long nanos(javax.realtime.RelativeTime t) {
        return t.getMilliseconds() * MS + t.getNanoseconds();
    }

    @Test
    void jobsAreReleasedByWaitForNextPeriodOnTheTasksSchedule() throws Exception {
        final long period = 5 * MS;
        final JobLog log = new JobLog(6);
        final ThreadContext ctx = TaskThreadTest.ctx(6);
        final AtomicReference<Throwable> failure = new AtomicReference<>();
        final Timeline.Origin origin = new Timeline.Origin(3 * period);
        RealtimeThread rt = new RealtimeThread(new PriorityParameters(10), null, null, null, null, () -> {
            try {
                Release r = release(17, period, MS / 10, period);
                new TaskThread(origin, period, 2, new BusyWork(), 1000, log, ThreadCounters.NONE, r).run(ctx);
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        rt.start();
        rt.join(30_000);
        assertNull(failure.get());
        assertEquals(17, ((PriorityParameters) rt.getSchedulingParameters()).getPriority(), "the task's priority");
        PeriodicParameters p = (PeriodicParameters) rt.getReleaseParameters();
        assertEquals(period, nanos(p.getPeriod()));
        assertEquals(MS / 10, nanos(p.getCost()), "the cost is the WCET");
        assertTrue(p.getDeadlineMissHandler() != null, "a deadline-miss handler is set");
        assertEquals(6, log.size());
        for (int j = 0; j < 6; j++) {
            assertEquals(origin.get() + (2 + j) * period, log.release(j), "release " + j);
            // Were the RTSJ start a period early, each job would begin a period before its release (the stand-in places
            // the RTSJ clock on System.nanoTime to a few µs). Late is what a
            // loaded machine does too: a stalled thread runs its late jobs back to back.
            assertTrue(log.start(j) > log.release(j) - period / 2, "job " + j + " began well before its release");
        }
    }

    @Test
    void aJobPastItsDeadlineIsReportedToTheMissHandler() throws Exception {
        final long period = 2 * MS;
        final ThreadContext ctx = TaskThreadTest.ctx(3);
        final AtomicReference<Throwable> failure = new AtomicReference<>();
        final Release[] release = new Release[1];
        RealtimeThread rt = new RealtimeThread(new PriorityParameters(10), null, null, null, null, () -> {
            try {
                release[0] = release(12, period, MS / 10, period);
                // each job far longer than its period: every release after the first finds the deadline passed
                new TaskThread(
                                new Timeline.Origin(3 * period),
                                period,
                                0,
                                new BusyWork(),
                                20_000_000L,
                                new JobLog(3),
                                ThreadCounters.NONE,
                                release[0])
                        .run(ctx);
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        rt.start();
        rt.join(60_000);
        assertNull(failure.get());
        long giveUp = System.nanoTime() + 10_000_000_000L;
        while (release[0].vmMisses() == 0 && System.nanoTime() < giveUp) {
            Thread.sleep(10); // the handler runs on the VM's (the stand-in's) handler thread
        }
        assertTrue(release[0].vmMisses() > 0, "the miss handler counted " + release[0].vmMisses());
    }
}
