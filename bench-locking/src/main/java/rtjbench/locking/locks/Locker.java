package rtjbench.locking.locks;

import rtjbench.core.clock.Clock;

/**
 * One thread's handle on a {@link BenchLock}, made before the timed loop (an MCS locker owns its queue node).
 * Not shared between threads.
 */
public interface Locker {
    /** A clock that reads nothing: the acquire inside {@link #timedWhole} (or inside a JMH twin) goes untimed. */
    Clock UNTIMED = new Clock() {
        @Override
        public long startTicks() {
            return 0;
        }

        @Override
        public long endTicks() {
            return 0;
        }
    };

    /**
     * Acquires the lock, timing only the acquire with {@code clock}, runs {@code section} holding it, releases
     * it. Returns the acquire's ticks, or -1 where the run's stop flag was raised while spinning (nothing ran,
     * the lock is not held, and a queue lock's state is abandoned: the run is ending).
     */
    long timedSection(Clock clock, Runnable section);

    /**
     * The whole of {@link #timedSection} timed with {@code clock}: acquire, section and release, with the inner
     * acquire untimed. This is the very call a JMH twin times ({@code timedSection(UNTIMED, section)}), so
     * {@code spinlock timed=section} and the twin measure one operation. -1 where stopped while spinning.
     */
    default long timedWhole(Clock clock, Runnable section) {
        long start = clock.startTicks();
        long acquired = timedSection(UNTIMED, section);
        long end = clock.endTicks();
        return acquired < 0 ? -1 : end - start;
    }
}
