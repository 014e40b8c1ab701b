package rtjbench.locking.inversion;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.bench.StopFlag;

/**
 * A counting signal with one waiting thread, built on park/unpark so that waiting allocates nothing (a
 * {@code Semaphore} enqueues a node per wait). Releasing a higher-priority waiter on the same CPU hands it
 * the CPU at once under SCHED_FIFO, which is what orders the rounds of the test.
 */
final class Handoff {
    private final AtomicInteger permits = new AtomicInteger();
    private volatile Thread waiter;

    void release() {
        permits.incrementAndGet();
        Thread w = waiter;
        if (w != null) {
            LockSupport.unpark(w);
        }
    }

    /**
     * Takes {@code n} permits, waiting up to {@code timeoutNanos}; false where the time ran out or {@code stop}
     * was raised (or {@code closing} was set) first.
     */
    boolean await(int n, long timeoutNanos, StopFlag stop, Closing closing) {
        long deadline = System.nanoTime() + timeoutNanos;
        waiter = Thread.currentThread();
        try {
            while (true) {
                int p = permits.get();
                if (p >= n && permits.compareAndSet(p, p - n)) {
                    return true;
                }
                if (p >= n) {
                    continue;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0 || stop.isSet() || closing.isSet()) {
                    return false;
                }
                // wake now and then to see stop; no blocker object: parkNanos(blocker, ...) sets and clears it
                // through two more library calls a wait, which the JIT compiles whenever their counts, shared with
                // the whole VM, come due (in a measured round as likely as not)
                LockSupport.parkNanos(Math.min(left, 100_000_000L));
            }
        } finally {
            waiter = null;
        }
    }

    /** Set once the workload closes: helper threads leave their loops. */
    static final class Closing {
        private volatile boolean set;

        void set() {
            set = true;
        }

        boolean isSet() {
            return set;
        }
    }
}
