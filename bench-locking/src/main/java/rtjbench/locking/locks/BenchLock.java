package rtjbench.locking.locks;

import rtjbench.core.bench.StopFlag;

/** A lock under test: one instance per half of the spin-lock test, shared by that half's threads. */
public interface BenchLock {
    /** A handle for one thread; call before the timed loop. Spinning handles give up once {@code stop} is set. */
    Locker newLocker(StopFlag stop);
}
