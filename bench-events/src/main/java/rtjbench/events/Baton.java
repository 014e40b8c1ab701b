package rtjbench.events;

import java.util.concurrent.locks.LockSupport;
import rtjbench.core.clock.Clock;

/**
 * The CPU passed between the two threads of {@link ContextSwitch}, numbered: pass k goes from thread a to b
 * where k is odd, back from b to a where k is even. The giver reads the clock as its last instruction before
 * letting the other run and then publishes the pass; the taker, once it sees the pass, reads the clock as its
 * first instruction and the difference is the sample. Allocation-free.
 * <p>
 * Two ways to hand over ({@code block}):
 * <ul>
 * <li>block: the giver makes the taker runnable ({@code LockSupport.unpark}) before reading the clock, then
 * parks; the taker returns from its own park. The unpark is outside the sample, the giver's park and the
 * switch inside it.</li>
 * <li>yield: both stay runnable; the giver yields ({@code Thread.yield}, {@code sched_yield}) until its next
 * pass comes, the taker returns from its yield. Under SCHED_FIFO at equal priority a yield puts the giver
 * behind the taker, so it switches; under SCHED_OTHER a yield may return to the giver, which yields again
 * (the sample then counts from its first try).</li>
 * </ul>
 * A taker that wakes before its pass is published (SCHED_OTHER may switch to it at the unpark; a spurious
 * wake-up) yields until the pass comes instead of parking again, since the giver's unpark is already spent.
 */
final class Baton {
    private final boolean block;
    private final Clock clock;
    private volatile long passes;
    /** Written before {@code passes}, read after it: ordered by the volatile. */
    private long stamp;

    private volatile boolean dropped;
    /** Set while the giver sleeps between passes ({@link DutyCycle}): a yielding taker parks instead. */
    private volatile boolean resting;

    Baton(boolean block, Clock clock) {
        this.block = block;
        this.clock = clock;
    }

    /**
     * Gives pass {@code k} to {@code taker}. The first pass always wakes the taker, which parks until the run
     * starts in either mode (so it does not spin before the start gate).
     */
    void give(long k, Thread taker) {
        if (block || k == 1) {
            LockSupport.unpark(taker);
        }
        stamp = clock.startTicks();
        passes = k;
    }

    /**
     * Waits for pass {@code k}; returns the ticks from the giver's last clock read to this thread's first one,
     * or -1 where the baton was dropped (the run ended, or the other thread failed).
     */
    long take(long k) {
        boolean parkFirst = block || k == 1;
        while (passes != k) {
            if (dropped) {
                return -1;
            }
            if (parkFirst || resting) {
                parkFirst = false;
                LockSupport.park(this);
            } else {
                Thread.yield();
            }
        }
        long now = clock.endTicks();
        return now - stamp;
    }

    /**
     * Between passes only: while resting, a taker waiting in yield mode parks (so the CPU can idle) and is
     * woken when the rest ends. In block mode the taker is parked anyway and the next pass wakes it; an extra
     * unpark would only make its next park return at once.
     */
    void rest(boolean on, Thread other) {
        boolean wasResting = resting;
        resting = on;
        if (wasResting && !on && !block) {
            LockSupport.unpark(other);
        }
    }

    /** Ends the passing: whoever waits for a pass returns -1. */
    void drop(Thread other) {
        dropped = true;
        LockSupport.unpark(other);
    }
}
