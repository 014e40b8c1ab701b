package rtjbench.core.bench;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;

/**
 * Raised once to end a run's loops, which read it between iterations. Two ways to raise it: {@link #set}
 * by the watchdog, a signal or a failure, with the reason the run is incomplete; {@link #finish} when a run
 * given a {@code duration} has run for it, which leaves the run complete. A thread that blocks without a
 * timeout between its looks (a firer parked until its handler reports) asks to be unparked when it is raised
 * ({@link #unparkOnRaise}), so its wait needs no timer.
 */
public final class StopFlag {
    private volatile boolean raised;
    private volatile String reason;
    private final CopyOnWriteArrayList<Thread> parked = new CopyOnWriteArrayList<Thread>();

    /** Whether the loops should stop (read between iterations, outside timed regions). */
    public boolean isSet() {
        return raised;
    }

    public void set(String why) {
        if (reason == null) {
            reason = why;
        }
        raise();
    }

    /** The run reached its planned end: the loops stop, and the run stays complete. */
    public void finish() {
        raise();
    }

    /**
     * {@code thread} is unparked when the flag is raised (at once where it already is). Called once a thread,
     * before its loop: it allocates.
     */
    public void unparkOnRaise(Thread thread) {
        parked.addIfAbsent(thread);
        if (raised) {
            LockSupport.unpark(thread);
        }
    }

    private void raise() {
        raised = true;
        for (Thread t : parked) {
            LockSupport.unpark(t);
        }
    }

    /** Why the run was stopped early (so it is incomplete), or null. */
    public String reason() {
        return reason;
    }
}
