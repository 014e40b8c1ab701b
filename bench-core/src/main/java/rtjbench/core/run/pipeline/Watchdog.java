package rtjbench.core.run.pipeline;

import rtjbench.core.bench.StopFlag;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.run.console.Progress;

/**
 * Ends a run that outlives its time limit. It sleeps at the highest SCHED_FIFO priority (where permitted)
 * so that even real-time spinners cannot keep it off a CPU: at the limit it raises the stop flag, gives the
 * threads a grace period to notice, then saves what was recorded and halts the VM. It places itself off the
 * measured CPUs where the process has another: at priority 99 anything it does on a measured CPU (its start,
 * a page fault with memory locked) delays the test thread there, and a spike explanation once named it.
 */
public final class Watchdog implements Runnable {
    public static final long GRACE_MILLIS = 5_000;

    private final long limitNanos;
    private final StopFlag stop;
    private final ThreadControl control;
    private final Runnable saveAndHalt;
    private final Progress console;
    private final Runnable placeSelf;
    private final Thread thread;
    private volatile boolean disarmed;

    Watchdog(long limitNanos, StopFlag stop, ThreadControl control, Progress console, Runnable saveAndHalt) {
        this(limitNanos, stop, control, console, saveAndHalt, null);
    }

    /** {@code placeSelf}, where given, runs first in the watchdog's thread (see {@link HelperPlacement}). */
    Watchdog(
            long limitNanos,
            StopFlag stop,
            ThreadControl control,
            Progress console,
            Runnable saveAndHalt,
            Runnable placeSelf) {
        this.placeSelf = placeSelf;
        this.console = console;
        this.limitNanos = limitNanos;
        this.stop = stop;
        this.control = control;
        this.saveAndHalt = saveAndHalt;
        this.thread = new Thread(this, "rtjbench-watchdog");
        thread.setDaemon(true);
        thread.setPriority(Thread.MAX_PRIORITY);
    }

    void arm() {
        thread.start();
    }

    /** The run ended by itself. */
    void disarm() {
        disarmed = true;
        thread.interrupt();
    }

    @Override
    public void run() {
        if (placeSelf != null) {
            placeSelf.run();
        }
        if (control.isAvailable()) {
            try {
                control.setScheduler(SchedPolicy.FIFO, 99);
            } catch (NativeCallException e) {
                // Without privilege the test threads cannot be real-time either, so normal priority is enough.
            }
        }
        try {
            sleepNanos(limitNanos);
            if (disarmed) return;
            stop.set("watchdog: the run exceeded time_limit " + rtjbench.core.args.Quantities.formatTime(limitNanos));
            console.warn(stop.reason() + "; stopping the test threads");
            sleepNanos(GRACE_MILLIS * 1_000_000L);
            if (disarmed) return;
            console.warn("watchdog: test threads did not stop within " + GRACE_MILLIS
                    + " ms; saving what was recorded and halting");
            saveAndHalt.run();
        } catch (InterruptedException e) {
            // disarmed
        }
    }

    private static void sleepNanos(long nanos) throws InterruptedException {
        long deadline = System.nanoTime() + nanos;
        for (long left = nanos; left > 0; left = deadline - System.nanoTime()) {
            Thread.sleep(Math.max(1, left / 1_000_000), 0);
        }
    }
}
