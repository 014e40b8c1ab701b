package rtjbench.locking.inversion;

import java.util.concurrent.locks.ReentrantLock;

/** The everyday Java locks: neither knows about priorities, on HotSpot or any VM without RTSJ. */
final class JavaInversionLocks {
    private JavaInversionLocks() {}

    /** {@code synchronized} on a private object. */
    static final class Monitor implements InversionLock {
        private final Object monitor = new Object();

        @Override
        public void locked(Runnable section) {
            synchronized (monitor) {
                section.run();
            }
        }

        @Override
        public String behaviour() {
            return "Java monitor: a contended enter spins briefly, then parks on the monitor; no priority inheritance"
                    + " (HotSpot's monitors know nothing of OS priorities)";
        }

        @Override
        public void close() {}
    }

    /** {@link ReentrantLock}, non-fair. */
    static final class Reentrant implements InversionLock {
        private final ReentrantLock lock = new ReentrantLock();

        @Override
        public void locked(Runnable section) {
            lock.lock();
            try {
                section.run();
            } finally {
                lock.unlock();
            }
        }

        @Override
        public String behaviour() {
            return "java.util.concurrent ReentrantLock: waiters queue and park (LockSupport); no priority inheritance";
        }

        @Override
        public void close() {}
    }
}
