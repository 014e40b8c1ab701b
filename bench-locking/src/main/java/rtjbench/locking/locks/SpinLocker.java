package rtjbench.locking.locks;

import rtjbench.core.bench.StopFlag;
import rtjbench.core.clock.Clock;

/**
 * A locker whose lock is a pair of calls, lock and unlock: every algorithm written here. Spins look at the
 * stop flag (a volatile read) each round, so a spinner starved of its lock holder (both SCHED_FIFO on one
 * CPU, say) still ends when the watchdog raises the flag.
 */
abstract class SpinLocker implements Locker {
    protected final StopFlag stop;

    SpinLocker(StopFlag stop) {
        this.stop = stop;
    }

    /** Takes the lock; false where the stop flag was raised while waiting (the lock is then not held). */
    abstract boolean lock();

    abstract void unlock();

    @Override
    public final long timedSection(Clock clock, Runnable section) {
        long start = clock.startTicks();
        boolean held = lock();
        long end = clock.endTicks();
        if (!held) {
            return -1;
        }
        try {
            section.run();
        } finally {
            unlock();
        }
        return end - start;
    }
}
