package rtjbench.core.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The native calls on the calling thread, each in a fresh thread so the test JVM's threads are left alone. */
class ThreadControlTest {
    private final ThreadControl control = ThreadControls.detect();

    private void inFreshThread(ThrowingRunnable body) throws Throwable {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                body.run();
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        t.start();
        t.join();
        if (failure.get() != null) throw failure.get();
    }

    interface ThrowingRunnable {
        void run() throws Throwable;
    }

    @Test
    void aThreadReadsItsOwnCpuCpuTimeAndSwitches() throws Throwable {
        assumeTrue(control.isAvailable(), control.description());
        inFreshThread(() -> {
            ThreadCounters c = control.countersForThisThread();
            long t0 = c.cpuTimeNanos();
            long giveUp = System.nanoTime() + 60_000_000_000L;
            long t1 = t0;
            while (t1 - t0 < 1_000_000L && System.nanoTime() < giveUp) {
                t1 = c.cpuTimeNanos(); // busy: the thread's CPU time must grow
            }
            assertTrue(t0 >= 0 && t1 - t0 >= 1_000_000L, "CPU time " + t0 + " -> " + t1 + " while spinning");
            assertTrue(c.involuntarySwitches() >= 0);
            assertTrue(c.cpu() >= 0 && control.getAffinity().contains(c.cpu()));
        });
    }

    @Test
    void aThreadTakesASchedDeadlineReservationWhereTheProcessMay() throws Throwable {
        assumeTrue(control.isAvailable(), control.description());
        inFreshThread(() -> {
            try {
                control.setDeadline(100_000L, 10_000_000L, 10_000_000L);
            } catch (NativeCallException e) {
                assumeTrue(!e.isPermissionDenied(), "no privilege for SCHED_DEADLINE here: " + e.getMessage());
                throw e;
            }
            assertEquals(SchedPolicy.DEADLINE, control.getPolicy());
        });
    }

    @Test
    void pinsTheCallingThreadAndReadsItBack() throws Throwable {
        assumeTrue(control.isAvailable(), control.description());
        CpuList allowed = control.getAffinity();
        int target = allowed.get(allowed.size() - 1);
        inFreshThread(() -> {
            control.setAffinity(CpuList.of(target));
            assertEquals(CpuList.of(target), control.getAffinity());
            for (int i = 0; i < 1000; i++) {
                assertEquals(target, control.currentCpu());
            }
        });
    }

    @Test
    void aCpuOutsideTheMachineIsRefusedWithTheCallAndErrno() throws Throwable {
        assumeTrue(control.isAvailable(), control.description());
        inFreshThread(() -> {
            try {
                control.setAffinity(CpuList.of(1000));
                throw new AssertionError("CPU 1000 accepted");
            } catch (NativeCallException e) {
                assertTrue(
                        e.getMessage().contains("sched_setaffinity")
                                && e.getMessage().contains("EINVAL"),
                        e.getMessage());
            }
        });
    }

    @Test
    void setsFifoPriorityAndReadsItBack() throws Throwable {
        assumeTrue(control.isAvailable(), control.description());
        inFreshThread(() -> {
            try {
                control.setScheduler(SchedPolicy.FIFO, 10);
            } catch (NativeCallException e) {
                assumeTrue(!e.isPermissionDenied(), "no privilege for SCHED_FIFO: " + e.getMessage());
                throw e;
            }
            assertEquals(SchedPolicy.FIFO, control.getPolicy());
            assertEquals(10, control.getPriority());
            control.setScheduler(SchedPolicy.OTHER, 0);
            assertEquals(SchedPolicy.OTHER, control.getPolicy());
        });
    }
}
