package rtjbench.core.rtsj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javax.realtime.AsyncEvent;
import javax.realtime.AsyncEventHandler;
import javax.realtime.BoundAsyncEventHandler;
import javax.realtime.MonitorControl;
import javax.realtime.PeriodicParameters;
import javax.realtime.PriorityCeilingEmulation;
import javax.realtime.PriorityInheritance;
import javax.realtime.PriorityParameters;
import javax.realtime.RealtimeThread;
import javax.realtime.RelativeTime;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import rtjbench.core.testing.StandIns;

/** The stand-in behaves like the spec where events, periodic release and monitor control are concerned. */
@Tag(StandIns.TAG)
class StandInBehaviourTest {
    private static AsyncEventHandler pooled(int priority, List<Integer> order, CountDownLatch done) {
        return new AsyncEventHandler(new PriorityParameters(priority), null, null, null, null, false, () -> {
            order.add(priority);
            done.countDown();
        });
    }

    @Test
    void fireRunsPooledHandlersInPriorityOrder() throws Exception {
        List<Integer> order = Collections.synchronizedList(new ArrayList<Integer>());
        CountDownLatch done = new CountDownLatch(4);
        AsyncEvent event = new AsyncEvent();
        for (int p : new int[] {10, 30, 20, 40}) {
            event.addHandler(pooled(p, order, done));
        }
        event.fire();
        assertTrue(done.await(10, TimeUnit.SECONDS));
        assertEquals(java.util.Arrays.asList(40, 30, 20, 10), order);
    }

    @Test
    void boundHandlersRunOnTheirOwnThreadOncePerFire() throws Exception {
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        CountDownLatch three = new CountDownLatch(3);
        BoundAsyncEventHandler h =
                new BoundAsyncEventHandler(new PriorityParameters(50), null, null, null, null, false, () -> {
                    ranOn.set(Thread.currentThread());
                    three.countDown();
                }) {};
        AsyncEvent event = new AsyncEvent();
        event.setHandler(h);
        for (int i = 0; i < 3; i++) event.fire();
        assertTrue(three.await(10, TimeUnit.SECONDS));
        assertNotSame(Thread.currentThread(), ranOn.get());
        assertSame(h.standInThread(), ranOn.get());
    }

    @Test
    void waitForNextPeriodSleepsToTheNextRelease() throws Exception {
        AtomicReference<long[]> times = new AtomicReference<>();
        RealtimeThread t =
                new RealtimeThread(new PriorityParameters(10), new PeriodicParameters(null, new RelativeTime(20, 0))) {
                    @Override
                    public void run() {
                        long[] at = new long[4];
                        for (int i = 0; i < at.length; i++) {
                            RealtimeThread.waitForNextPeriod();
                            at[i] = System.nanoTime();
                        }
                        times.set(at);
                    }
                };
        long start = System.nanoTime();
        t.start();
        t.join(10_000);
        long[] at = times.get();
        // Release k is at start + k x 20 ms: never early; lateness on a loaded machine is not asserted tightly.
        for (int i = 0; i < at.length; i++) {
            assertTrue(
                    at[i] - start >= (i + 1) * 20_000_000L - 1_000_000L,
                    "release " + (i + 1) + " came early: " + (at[i] - start));
        }
    }

    @Test
    void monitorControlRecordsThePolicy() {
        Object lock = new Object();
        assertSame(PriorityInheritance.instance(), MonitorControl.getMonitorControl(lock));
        PriorityCeilingEmulation pce = PriorityCeilingEmulation.instance(30);
        synchronized (lock) { // RTSJ 2.0 wants the monitor's lock held while its policy changes
            assertSame(PriorityInheritance.instance(), MonitorControl.setMonitorControl(lock, pce));
        }
        assertSame(pce, MonitorControl.getMonitorControl(lock));
        assertEquals(30, pce.getCeiling());
        assertThrows(IllegalArgumentException.class, () -> PriorityCeilingEmulation.instance(1000));
    }

    @Test
    void rtsj20RefusesAPolicyChangeWithoutTheMonitorsLock() {
        Object lock = new Object();
        if (StandIns.is20()) {
            assertThrows(
                    IllegalMonitorStateException.class,
                    () -> MonitorControl.setMonitorControl(lock, PriorityInheritance.instance()));
        } else {
            assertSame(
                    PriorityInheritance.instance(),
                    MonitorControl.setMonitorControl(lock, PriorityInheritance.instance()));
        }
    }
}
