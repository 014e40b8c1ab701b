package rtjbench.locking.locks;

import rtjbench.core.clock.Clock;

/**
 * One thread's handle on a {@link BenchLock}, made before the timed loop (an MCS locker owns its queue node).
 * Not shared between threads.
 */
public interface Locker {
    /**
     * Acquires the lock, timing only the acquire with {@code clock}, runs {@code section} holding it, releases
     * it. Returns the acquire's ticks, or -1 where the run's stop flag was raised while spinning (nothing ran,
     * the lock is not held, and a queue lock's state is abandoned: the run is ending).
     */
    long timedSection(Clock clock, Runnable section);
}
