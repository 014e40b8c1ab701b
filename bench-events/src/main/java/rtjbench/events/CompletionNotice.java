package rtjbench.events;

import java.util.concurrent.locks.LockSupport;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.wait.PaddedCells;
import rtjbench.core.wait.WaitChoice;
import rtjbench.core.wait.WaitStrategy;

/**
 * The firing thread's wait for its handlers' completion notices, in the run's wait strategy. By default the
 * firing thread parks: with its handler on the same CPU (the seed's layout) a spinning firer would hold the
 * CPU the handler needs, and under SCHED_FIFO at an equal or higher priority it would never let the handler
 * run (so {@code spin} is refused there). The last handler to finish unparks it where the strategy blocks;
 * spin, yield and backoff look at the count themselves. Allocation-free after the first wait.
 * <p>
 * The park has no timeout: with its handler on the same CPU the firer's way into the park is part of the
 * dispatch latency, and a timed park arms a kernel timer on that way (here about 0.4 us more one way, 12% of
 * a same-CPU dispatch, against a park without one). A handler that never comes is still noticed: the run's
 * stop flag (watchdog, signal, failure) unparks the waiter, and the other strategies look at it each turn.
 * <p>
 * The count of handlers still to report is on lines of its own ({@link PaddedCells}), so the waiter's looks and
 * the handlers' reports move no other data.
 */
public final class CompletionNotice {
    private final Thread waiter;
    /** Cell 0: how many handlers are still to report. */
    private final PaddedCells pending = new PaddedCells(1);

    private final WaitStrategy wait;
    private final boolean wakeUp;
    private boolean wakesOnStop;

    /** Made in the firing thread, which is the one that waits; it parks. */
    public CompletionNotice() {
        this(WaitChoice.PARK);
    }

    /** Made in the firing thread, which waits as {@code wait} says. */
    public CompletionNotice(WaitChoice wait) {
        this.waiter = Thread.currentThread();
        this.wait = wait.newStrategy(this);
        this.wakeUp = this.wait.needsWakeUp();
    }

    /** Before the fire: how many handlers must report. */
    public void expect(int handlers) {
        pending.set(0, handlers);
    }

    /** Called by each handler when it is done. */
    public void done() {
        if (pending.decrementAndGet(0) == 0 && wakeUp) {
            LockSupport.unpark(waiter);
        }
    }

    /** Waits until every expected handler reported; false where the run was stopped first. */
    public boolean await(ThreadContext ctx) {
        if (!wakesOnStop) {
            ctx.stopFlag().unparkOnRaise(waiter);
            wakesOnStop = true;
        }
        while (pending.get(0) != 0) {
            if (ctx.stopRequested()) {
                return false;
            }
            wait.idle();
        }
        wait.reset();
        return true;
    }
}
