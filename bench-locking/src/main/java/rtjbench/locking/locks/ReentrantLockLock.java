package rtjbench.locking.locks;

import java.util.concurrent.locks.ReentrantLock;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.clock.Clock;

/**
 * The other everyday baseline: {@link ReentrantLock} (non-fair, its default). A CAS when free; contended,
 * the waiter queues and parks (LockSupport) until the holder unparks it, so it does not spin.
 */
public final class ReentrantLockLock implements BenchLock {
    private final ReentrantLock lock = new ReentrantLock();

    @Override
    public Locker newLocker(StopFlag stop) {
        return new Locker() {
            @Override
            @SuppressWarnings("LockNotBeforeTry") // the clock read that ends the timed acquire sits between them
            public long timedSection(Clock clock, Runnable section) {
                long start = clock.startTicks();
                lock.lock();
                long end = clock.endTicks();
                try {
                    section.run();
                } finally {
                    lock.unlock();
                }
                return end - start;
            }
        };
    }
}
