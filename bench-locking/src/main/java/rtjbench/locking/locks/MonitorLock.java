package rtjbench.locking.locks;

import rtjbench.core.bench.StopFlag;
import rtjbench.core.clock.Clock;

/**
 * The everyday baseline: {@code synchronized} on a private object. The acquire is timed from just before
 * {@code monitorenter} to the first instruction inside the block. HotSpot takes an uncontended monitor with
 * one CAS, spins a little when contended, then parks the thread; a parked waiter does not burn its CPU, so
 * there is no stop check.
 */
public final class MonitorLock implements BenchLock {
    private final Object monitor = new Object();

    @Override
    public Locker newLocker(StopFlag stop) {
        return new Locker() {
            @Override
            public long timedSection(Clock clock, Runnable section) {
                long start = clock.startTicks();
                synchronized (monitor) {
                    long end = clock.endTicks();
                    section.run();
                    return end - start;
                }
            }
        };
    }
}
