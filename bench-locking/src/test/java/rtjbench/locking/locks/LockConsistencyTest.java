package rtjbench.locking.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The consistency check (seed 002's checker) for every lock, padded and unpadded: no increment may be lost. */
class LockConsistencyTest {
    /**
     * No more threads than CPUs: a fair spin lock (ticket, MCS) hands the lock to the next waiter in line, and
     * where that waiter is descheduled every handover waits out a time slice (a convoy of ~100 handovers a
     * second on 2 busy CPUs), which would make this test take minutes without testing anything more.
     */
    static final int THREADS = Math.max(2, Math.min(4, Runtime.getRuntime().availableProcessors()));

    static final int ITERATIONS = 5_000;

    static List<Arguments> locks() {
        List<Arguments> all = new ArrayList<>();
        for (LockKind kind : LockKind.values()) {
            all.add(Arguments.of(kind, "padded"));
            if (kind.spins()) {
                all.add(Arguments.of(kind, "unpadded"));
            }
        }
        return all;
    }

    static LockWords words(String layout, LockKind kind, int threads) {
        return "padded".equals(layout)
                ? LockWords.padded()
                : LockWords.adjacent(Math.max(1, 2 * kind.wordsNeeded(threads)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("locks")
    void plainCounterIsExactUnderTheLock(LockKind kind, String layout) throws InterruptedException {
        LockWords words = words(layout, kind, THREADS);
        kind.newLock(words, THREADS); // a neighbour in the same words, as in the benchmark's two halves
        BenchLock lock = kind.newLock(words, THREADS);
        LockChecker.Result r = LockChecker.check(lock, THREADS, ITERATIONS, 60_000);
        assertTrue(r.finished, kind + ": " + r);
        assertEquals(r.expected, r.counted, kind + ": " + r);
    }

    /** A queue of more than one waiter (the MCS links, the ticket counter), few iterations to bound the convoys. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(
            value = LockKind.class,
            names = {"TICKET", "MCS"})
    void fairLocksStayExactWithMoreThreadsThanCpus(LockKind kind) throws InterruptedException {
        int threads = Runtime.getRuntime().availableProcessors() + 1;
        LockChecker.Result r = LockChecker.check(kind.newLock(LockWords.padded(), threads), threads, 200, 60_000);
        assertTrue(r.finished, kind + ": " + r);
        assertEquals(r.expected, r.counted, kind + ": " + r);
    }

    /** The checker itself must fail where there is no lock: otherwise the test above could not fail. */
    @org.junit.jupiter.api.Test
    void checkerCatchesALockThatDoesNotExclude() throws InterruptedException {
        BenchLock none = new BenchLock() {
            @Override
            public Locker newLocker(rtjbench.core.bench.StopFlag stop) {
                return new Locker() {
                    // Volatile accesses around the section, as a lock has, so the JIT cannot hoist the counter out
                    // of the loop; but nothing excludes the other threads.
                    private volatile int fence;

                    @Override
                    public long timedSection(rtjbench.core.clock.Clock clock, Runnable section) {
                        int f = fence;
                        section.run();
                        fence = f + 1;
                        return 0;
                    }
                };
            }
        };
        long lost = 0;
        for (int attempt = 0; attempt < 20 && lost == 0; attempt++) { // a race: on a loaded machine it may need a retry
            LockChecker.Result r = LockChecker.check(none, 4, 1_000_000, 60_000);
            lost = r.expected - r.counted;
        }
        assertTrue(lost > 0, "four unlocked threads never lost an increment of a plain counter");
    }
}
