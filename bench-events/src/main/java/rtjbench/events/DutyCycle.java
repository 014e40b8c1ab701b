package rtjbench.events;

import java.util.concurrent.locks.LockSupport;

/**
 * Keeps a test that holds its CPU without pause (a context-switch pair, a cache walk) under the kernel's
 * real-time share. Linux lets SCHED_FIFO/RR threads run {@code sched_rt_runtime_us} of every
 * {@code sched_rt_period_us} (95% by default) and then stops them for the rest of the period; a 50 ms stop
 * inside a timed region would be measured as the operation. So, under a real-time policy, after every
 * {@value #BUSY_NANOS} ns of running the test sleeps {@value #REST_NANOS} ns (a 91% duty cycle), always
 * between iterations, never inside a timed region. Under SCHED_OTHER nothing is throttled and it never rests.
 */
public final class DutyCycle {
    static final long BUSY_NANOS = 100_000_000L;
    static final long REST_NANOS = 10_000_000L;

    private final boolean active;
    private long busySince;
    private long rests;

    public DutyCycle(boolean realtime) {
        this.active = realtime;
    }

    /** Starts counting the busy time (at the start of the loop). */
    public void start() {
        busySince = System.nanoTime();
    }

    /** Whether the test has been busy long enough to rest now. Allocation-free. */
    public boolean due() {
        return active && System.nanoTime() - busySince >= BUSY_NANOS;
    }

    /** Sleeps the rest period (the CPU idles unless something else wants it), then counts busy time anew. */
    public void rest() {
        long until = System.nanoTime() + REST_NANOS;
        long left;
        while ((left = until - System.nanoTime()) > 0) {
            LockSupport.parkNanos(this, left);
        }
        rests++;
        busySince = System.nanoTime();
    }

    /** How many times the test rested (read after the run). */
    public long rests() {
        return rests;
    }

    /** For the metadata: what the rule is and whether it applied. */
    public String describe() {
        return active
                ? "real-time policy: after every " + BUSY_NANOS / 1_000_000 + " ms busy, sleeps "
                        + REST_NANOS / 1_000_000
                        + " ms between iterations (stays under the kernel's real-time share, sched_rt_runtime_us)"
                : "not needed (SCHED_OTHER is not throttled)";
    }
}
