package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.testing.SingleThread;

/** The firer's wait: untimed, ended by the handlers' notices or by the run's stop flag, never by a timer. */
class CompletionNoticeTest {
    private static ThreadContext context(StopFlag stop) throws Exception {
        return SingleThread.of(MiniHarness.config(new Dispatch())).stop(stop).build();
    }

    @Test
    void returnsWhenTheLastHandlerReports() throws Exception {
        ThreadContext ctx = context(new StopFlag());
        CompletionNotice notice = new CompletionNotice();
        for (int round = 0; round < 3; round++) {
            notice.expect(2);
            Thread first = reportAfter(notice, 20);
            Thread second = reportAfter(notice, 60);
            long start = System.nanoTime();
            assertTrue(notice.await(ctx));
            assertTrue(
                    System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(50),
                    "returned before the second notice");
            first.join();
            second.join();
        }
    }

    @Test
    @Timeout(20)
    void aHandlerThatNeverComesIsLeftWhenTheRunIsStopped() throws Exception {
        StopFlag stop = new StopFlag();
        ThreadContext ctx = context(stop);
        CompletionNotice notice = new CompletionNotice();
        notice.expect(1);
        Thread stopper = new Thread(() -> {
            sleep(100);
            stop.set("watchdog");
        });
        stopper.start();
        long start = System.nanoTime();
        assertFalse(notice.await(ctx));
        long waited = System.nanoTime() - start;
        // Woken by the flag (an untimed park has no other way out; without the flag's unpark this test times out).
        assertTrue(
                waited >= TimeUnit.MILLISECONDS.toNanos(90) && waited < TimeUnit.SECONDS.toNanos(5),
                "waited " + waited + " ns");
        stopper.join();
        // Raised before the wait: no park at all.
        notice.expect(1);
        assertFalse(notice.await(ctx));
    }

    private static Thread reportAfter(CompletionNotice notice, long millis) {
        Thread t = new Thread(() -> {
            sleep(millis);
            notice.done();
        });
        t.start();
        return t;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
