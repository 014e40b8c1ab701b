package rtjbench.core.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import rtjbench.core.jvm.ThreadCpuClock;

/** The CPU time of a test thread and its helpers over the measured phase: a spinner shows, a sleeper does not. */
class CpuAccountTest {
    private volatile boolean stop;
    private volatile long sink;

    @Test
    @Timeout(30)
    void aSpinningHelperUsesCpuAndASleepingOneAlmostNone() throws Exception {
        assumeTrue(ThreadCpuClock.available(), "no per-thread CPU time on this VM");
        CountDownLatch started = new CountDownLatch(2);
        Thread spinner = new Thread(() -> {
            started.countDown();
            long turns = 0;
            while (!stop) {
                turns++;
            }
            sink = turns;
        });
        Thread sleeper = new Thread(() -> {
            started.countDown();
            while (!stop) {
                LockSupport.parkNanos(1_000_000);
            }
        });
        spinner.start();
        sleeper.start();
        started.await();
        CpuAccount account = new CpuAccount(Thread.currentThread());
        account.addHelper("spinner", spinner);
        account.addHelper("sleeper", sleeper);
        account.start();
        Thread.sleep(300);
        account.end();
        stop = true;
        spinner.join();
        sleeper.join();
        assertTrue(account.wallNanos() >= 300_000_000L, "wall " + account.wallNanos());
        assertEquals("spinner", account.helpers().get(0).name);
        long spun = account.helpers().get(0).cpuNanos;
        long slept = account.helpers().get(1).cpuNanos;
        long own = account.own().cpuNanos;
        // On a quiet machine the spinner is near one CPU (300 ms); a busy one gives it less, never as little.
        assertTrue(spun > 30_000_000L, "spinner used " + spun + " ns");
        assertTrue(slept < spun / 5, "sleeper used " + slept + " ns against the spinner's " + spun);
        assertTrue(own >= 0 && own < spun, "the sleeping test thread used " + own + " ns");
    }

    @Test
    void nothingIsReportedWhereTheMeasuredPhaseNeverBegan() {
        CpuAccount account = new CpuAccount(Thread.currentThread());
        account.end();
        assertNull(account.own());
        assertEquals(-1, account.wallNanos());
    }
}
