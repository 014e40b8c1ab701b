package rtjbench.locking.locks;

import rtjbench.core.bench.StopFlag;

/**
 * Test-and-set: every waiter swaps 1 into the word until it reads back 0. Each attempt is an atomic write,
 * so waiters keep pulling the line away from each other and from the holder.
 */
public final class TasLock implements BenchLock {
    private final LockWord word;

    public TasLock(LockWords words) {
        this.word = words.newWord();
    }

    @Override
    public Locker newLocker(StopFlag stop) {
        return new SpinLocker(stop) {
            @Override
            boolean lock() {
                while (word.getAndSet(1) != 0) {
                    SpinWait.hint();
                    if (stop.isSet()) {
                        return false;
                    }
                }
                return true;
            }

            @Override
            void unlock() {
                word.setRelease(0);
            }
        };
    }
}
