package rtjbench.events;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.bench.ThreadContext;

/**
 * The firing thread's wait for its handlers' completion notices. The firing thread parks, never spins: with
 * its handler on the same CPU (the seed's layout) a spinning firer would hold the CPU the handler needs, and
 * under SCHED_FIFO at an equal or higher priority it would never let the handler run. The last handler to
 * finish unparks it. Allocation-free after the first wait.
 * <p>
 * The park has no timeout: with its handler on the same CPU the firer's way into the park is part of the
 * dispatch latency, and a timed park arms a kernel timer on that way (here about 0.4 us more one way, 12% of
 * a same-CPU dispatch, against a park without one). A handler that never comes is still noticed: the run's
 * stop flag (watchdog, signal, failure) unparks the waiter.
 */
public final class CompletionNotice {
    private final Thread waiter;
    private final AtomicInteger pending = new AtomicInteger();
    private boolean wakesOnStop;

    /** Made in the firing thread, which is the one that waits. */
    public CompletionNotice() {
        this.waiter = Thread.currentThread();
    }

    /** Before the fire: how many handlers must report. */
    public void expect(int handlers) {
        pending.set(handlers);
    }

    /** Called by each handler when it is done. */
    public void done() {
        if (pending.decrementAndGet() == 0) {
            LockSupport.unpark(waiter);
        }
    }

    /** Blocks until every expected handler reported; false where the run was stopped first. */
    public boolean await(ThreadContext ctx) {
        if (!wakesOnStop) {
            ctx.stopFlag().unparkOnRaise(waiter);
            wakesOnStop = true;
        }
        while (pending.get() != 0) {
            if (ctx.stopRequested()) {
                return false;
            }
            LockSupport.park(this);
        }
        return true;
    }
}
