package rtjbench.locking.locks;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.clock.Clock;
import rtjbench.core.clock.NanoTimeClock;

/**
 * The test mode's consistency check, after the checker of PRAcTISE: many threads increment one plain (not
 * volatile, not atomic) counter under the lock, reading it, doing a little work and writing it back, so a lock
 * that lets two threads in at once loses increments. The total must be exactly threads x iterations.
 */
public final class LockChecker {
    private LockChecker() {}

    /** What a check found. */
    public static final class Result {
        public final long expected;
        public final long counted;
        public final boolean finished;

        Result(long expected, long counted, boolean finished) {
            this.expected = expected;
            this.counted = counted;
            this.finished = finished;
        }

        public boolean exact() {
            return finished && expected == counted;
        }

        @Override
        public String toString() {
            return (finished ? "" : "NOT FINISHED, ") + "counted " + counted + " of " + expected
                    + (counted == expected ? "" : " (" + (expected - counted) + " increments lost)");
        }
    }

    /** The critical section: a widened read-modify-write of a plain field. */
    static final class PlainCounter implements Runnable {
        long value;
        private long noise = 1;

        @Override
        public void run() {
            long v = value;
            for (int i = 0; i < 16; i++) { // widen the window in which a second thread inside would interleave
                noise = noise * 31 + i;
            }
            value = v + 1;
        }
    }

    /**
     * Runs {@code threads} threads, {@code iterations} sections each, under {@code lock}; gives up after
     * {@code timeoutMillis}.
     */
    public static Result check(BenchLock lock, int threads, final int iterations, long timeoutMillis)
            throws InterruptedException {
        final PlainCounter counter = new PlainCounter();
        final StopFlag stop = new StopFlag();
        final Clock clock = new NanoTimeClock();
        final CountDownLatch start = new CountDownLatch(1);
        final CountDownLatch done = new CountDownLatch(threads);
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            final Locker locker = lock.newLocker(stop);
            Thread w = new Thread(
                    new Runnable() {
                        @Override
                        public void run() {
                            try {
                                start.await();
                                for (int i = 0; i < iterations; i++) {
                                    if (locker.timedSection(clock, counter) < 0) {
                                        return;
                                    }
                                }
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            } finally {
                                done.countDown();
                            }
                        }
                    },
                    "lock-checker-" + t);
            w.setDaemon(true);
            workers.add(w);
            w.start();
        }
        start.countDown();
        boolean finished = done.await(timeoutMillis, TimeUnit.MILLISECONDS);
        if (!finished) {
            stop.set("checker timed out after " + timeoutMillis + " ms");
        }
        for (Thread w : workers) {
            w.join(1000);
        }
        return new Result((long) threads * iterations, counter.value, finished); // join: their writes are visible
    }
}
