package rtjbench.events.taskset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.os.ThreadCounters;
import rtjbench.core.testing.SingleThread;
import rtjbench.events.MiniHarness;

class TaskThreadTest {
    private static final long MS = 1_000_000L;

    /** A release that never sleeps and counts the instants asked for; the counters a scripted CPU and switches. */
    private static final class Script implements Release, ThreadCounters {
        long[] asked = new long[64];
        int n;
        int cpuReads;
        long switchReads;

        @Override
        public void begin(long origin) {}

        @Override
        public void await(long release) {
            asked[n++] = release;
        }

        @Override
        public long vmMisses() {
            return 0;
        }

        @Override
        public String describe() {
            return "script";
        }

        @Override
        public int cpu() {
            return cpuReads++ % 2; // each job starts on CPU 0 and ends on CPU 1
        }

        @Override
        public long cpuTimeNanos() {
            return System.nanoTime();
        }

        @Override
        public long involuntarySwitches() {
            return (switchReads++ + 1) / 2; // 0, 1, 1, 2, 2, ...: one switch during each job
        }
    }

    /** A context for one task thread, recording {@code count} samples in ns (tests of the job loop). */
    static ThreadContext ctx(int count) {
        return SingleThread.of(MiniHarness.config(new TaskSetBenchmark()))
                .samples(new SampleBuffer(count))
                .build();
    }

    @Test
    void jobsFollowTheScheduleFromTheOriginAndOnlyMeasuredOnesAreRecorded() {
        Script s = new Script();
        Timeline.Origin origin = new Timeline.Origin(0);
        JobLog log = new JobLog(4);
        TaskThread t = new TaskThread(origin, 5 * MS, 3, new BusyWork(), 10, log, s, s);
        ThreadContext ctx = ctx(4);
        t.run(ctx);
        long first = origin.get();
        assertEquals(7, s.n, "3 warm-up and 4 measured jobs");
        for (int k = 0; k < 7; k++) {
            assertEquals(first + k * 5 * MS, s.asked[k], "release " + k + " at origin + k x period");
        }
        assertEquals(4, log.size());
        assertEquals(first + 3 * 5 * MS, log.release(0));
        assertEquals(3, ctx.warmupIterations());
        long[] samples = ((SampleBuffer) ctx.samples()).toArray();
        assertEquals(4, samples.length);
        for (int j = 0; j < 4; j++) {
            assertEquals(log.response(j), samples[j], "the sample is the job's response time");
            assertTrue(log.finish(j) >= log.start(j));
        }
    }

    @Test
    void aJobRecordsItsCpusSwitchesAndExecution() {
        Script s = new Script();
        JobLog log = new JobLog(3);
        new TaskThread(new Timeline.Origin(0), MS, 0, new BusyWork(), 1000, log, s, s).run(ctx(3));
        for (int j = 0; j < 3; j++) {
            assertEquals(0, log.cpuAtStart(j));
            assertEquals(1, log.switches(j));
            assertTrue(log.preempted(j));
            assertTrue(log.execution(j) >= 0);
        }
        assertEquals(1, log.cpuAtFinish(0));
        assertTrue(log.migrated(2));
    }

    @Test
    void aJobAllocatesNothing() {
        ThreadMXBean bean = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        Script s = new Script();
        s.asked = new long[1 << 16];
        JobLog log = new JobLog(20_000);
        TaskThread warm = new TaskThread(new Timeline.Origin(0), MS, 0, new BusyWork(), 50, new JobLog(20_000), s, s);
        warm.run(ctx(20_000)); // compiled before the measurement
        s.n = 0;
        TaskThread t = new TaskThread(new Timeline.Origin(0), MS, 0, new BusyWork(), 50, log, s, s);
        ThreadContext ctx = ctx(20_000);
        long id = Thread.currentThread().getId();
        long before = bean.getThreadAllocatedBytes(id);
        t.run(ctx);
        long allocated = bean.getThreadAllocatedBytes(id) - before;
        assertEquals(20_000, log.size());
        assertTrue(
                allocated < 20_000, "20,000 jobs allocated " + allocated + " bytes: about one per job would be a leak");
    }

    @Test
    void aStopEndsTheLoopBetweenJobs() {
        Script s = new Script();
        JobLog log = new JobLog(100);
        ThreadContext ctx = ctx(100);
        ctx.stopFlag().set("test");
        new TaskThread(new Timeline.Origin(0), MS, 5, new BusyWork(), 10, log, s, s).run(ctx);
        assertEquals(0, log.size());
        assertFalse(s.n > 0);
    }
}
