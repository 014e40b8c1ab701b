package rtjbench.events;

import rtjbench.core.bench.ThreadContext;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * The firing thread's wait for its handlers' completion notices. The firing thread parks, never spins: with
 * its handler on the same CPU (the seed's layout) a spinning firer would hold the CPU the handler needs, and
 * under SCHED_FIFO at an equal or higher priority it would never let the handler run. The last handler to
 * finish unparks it. Allocation-free.
 */
public final class CompletionNotice {
    /** How often a waiting firer looks at the stop flag, in case a handler never comes (watchdog, Ctrl-C). */
    private static final long STOP_POLL_NANOS = 20_000_000L;

    private final Thread waiter;
    private final AtomicInteger pending = new AtomicInteger();

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
        while (pending.get() != 0) {
            LockSupport.parkNanos(this, STOP_POLL_NANOS);
            if (pending.get() != 0 && ctx.stopRequested()) {
                return false;
            }
        }
        return true;
    }
}
