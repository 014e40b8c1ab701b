package rtjbench.locking.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.clock.Clock;

/**
 * What a sample spans, for every lock: {@code timedSection} the acquire alone, {@code timedWhole} (spinlock
 * {@code timed=section}, the JMH twin's call) acquire, critical section and release. A fake clock reads a
 * counter that only the critical section advances, so the section's 100 ticks show where they were counted.
 */
class TimedRegionTest {
    /** "Time" that passes only where the test says. */
    static final class StepClock implements Clock {
        long now;

        @Override
        public long startTicks() {
            return now;
        }

        @Override
        public long endTicks() {
            return now;
        }
    }

    @ParameterizedTest
    @EnumSource(LockKind.class)
    void acquireExcludesTheSectionAndWholeIncludesIt(LockKind kind) {
        final StepClock clock = new StepClock();
        Runnable section = new Runnable() {
            @Override
            public void run() {
                clock.now += 100;
            }
        };
        Locker locker = kind.newLock(LockWords.padded(), 2).newLocker(new StopFlag());
        assertEquals(0, locker.timedSection(clock, section), kind + ": the acquire alone");
        assertEquals(100, locker.timedWhole(clock, section), kind + ": acquire, section and release");
        // Released after each: the lock is free for the next call (a lock left held would spin forever here).
        assertEquals(100, locker.timedWhole(clock, section), kind + ": a second whole section");
    }

    @ParameterizedTest
    @EnumSource(
            value = LockKind.class,
            names = {"TAS", "TTAS", "TICKET", "MCS"})
    void aStoppedSpinReportsMinusOneForTheWholeSectionToo(LockKind kind) {
        StopFlag stop = new StopFlag();
        BenchLock lock = kind.newLock(LockWords.padded(), 2);
        SpinLocker holder = (SpinLocker) lock.newLocker(stop);
        holder.lock();
        stop.set("test: watchdog");
        final boolean[] ran = new boolean[1];
        long ticks = lock.newLocker(stop).timedWhole(new StepClock(), new Runnable() {
            @Override
            public void run() {
                ran[0] = true;
            }
        });
        assertEquals(-1, ticks, kind + ": stopped while spinning");
        assertEquals(false, ran[0], kind + ": the section ran without the lock");
    }
}
