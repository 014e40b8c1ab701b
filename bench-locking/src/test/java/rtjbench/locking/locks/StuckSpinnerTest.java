package rtjbench.locking.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.clock.NanoTimeClock;

/** A spinner whose lock is never released must end once the stop flag (the watchdog's) is raised. */
class StuckSpinnerTest {
    @ParameterizedTest
    @EnumSource(
            value = LockKind.class,
            names = {"TAS", "TTAS", "TICKET", "MCS"})
    void stuckSpinnerEndsOnStop(LockKind kind) throws InterruptedException {
        final StopFlag stop = new StopFlag();
        BenchLock lock = kind.newLock(LockWords.padded(), 2);
        SpinLocker holder = (SpinLocker) lock.newLocker(stop);
        assertTrue(holder.lock());
        final Locker spinner = lock.newLocker(stop);
        final AtomicLong result = new AtomicLong(Long.MIN_VALUE);
        final boolean[] ran = new boolean[1];
        Thread t = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        result.set(spinner.timedSection(new NanoTimeClock(), new Runnable() {
                            @Override
                            public void run() {
                                ran[0] = true;
                            }
                        }));
                    }
                },
                "stuck-spinner");
        t.setDaemon(true);
        t.start();
        t.join(200);
        assertTrue(t.isAlive(), kind + ": the spinner got a lock that is held");
        stop.set("test: watchdog");
        t.join(10_000);
        assertFalse(t.isAlive(), kind + ": the spinner did not end within 10 s of the stop flag");
        assertEquals(-1, result.get(), kind + ": a stopped acquire must report -1");
        assertFalse(ran[0], kind + ": the critical section ran without the lock");
    }
}
