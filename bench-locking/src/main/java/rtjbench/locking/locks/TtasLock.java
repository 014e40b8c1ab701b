package rtjbench.locking.locks;

import rtjbench.core.bench.StopFlag;

/**
 * Test-and-test-and-set: waiters read the word (a shared copy of the line in their own cache) until it is 0,
 * and only then try the atomic compare-and-set; a release invalidates the copies once and they race.
 */
public final class TtasLock implements BenchLock {
    private final LockWord word;

    public TtasLock(LockWords words) {
        this.word = words.newWord();
    }

    @Override
    public Locker newLocker(StopFlag stop) {
        return new SpinLocker(stop) {
            @Override
            boolean lock() {
                while (true) {
                    while (word.get() != 0) {
                        SpinWait.hint();
                        if (stop.isSet()) {
                            return false;
                        }
                    }
                    if (word.compareAndSet(0, 1)) {
                        return true;
                    }
                }
            }

            @Override
            void unlock() {
                word.setRelease(0);
            }
        };
    }
}
