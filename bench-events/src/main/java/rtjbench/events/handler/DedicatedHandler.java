package rtjbench.events.handler;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.wait.PaddedCells;
import rtjbench.core.wait.WaitChoice;
import rtjbench.core.wait.WaitStrategy;

/**
 * A handler with its own thread (the {@code bound} and {@code virtual} kinds): the thread waits until
 * released, runs the body once per release, and waits again. A release is an increment of the release count by
 * the one firing thread, published with release ordering, followed by {@code LockSupport.unpark} where the
 * thread's wait strategy blocks ({@code park}, the default; spin, yield and backoff look at the count on their
 * own); the publication is also what makes the firing thread's writes before {@code fire()} (its clock reading)
 * visible to the body. Releases are counted, so two fires before the handler runs give two runs, as RTSJ's fire
 * count does.
 *
 * <p>The count and the close flag live in {@link PaddedCells}, on lines of their own: the waiting thread reads
 * them every turn and only the firing thread writes them, so no other field's writes move that line (see
 * docs/events.md, "A steady spinning hand-off").
 */
final class DedicatedHandler implements Runnable {
    private final HandlerSpec spec;
    private final Runnable onStart;
    private final CountDownLatch ready = new CountDownLatch(1);
    private final WaitStrategy wait;
    private final boolean wakeUp;
    private static final int RELEASED = 0;
    private static final int CLOSED = 1;
    /** The release count and the close flag, written by the firing thread (close: by the closing one) only. */
    private final PaddedCells mailbox = new PaddedCells(2);
    /**
     * The release count as the firing thread last published it, kept by that thread alone on lines of its own: a
     * release stores the next count without reading the mailbox back. The waiting thread reads the mailbox every
     * turn, so reading it back would fetch its line from the handler's CPU between the firer's clock reading and
     * the release: one more transfer inside every timed hand-off across CPUs. Padded, because the firer writes it
     * every release and a field would share a line with whatever lies beside this object.
     */
    private final PaddedCells releases = new PaddedCells(1);

    private Thread thread;

    DedicatedHandler(HandlerSpec spec, Runnable onStart, WaitChoice wait) {
        this.spec = spec;
        this.onStart = onStart;
        this.wait = wait.newStrategy(this);
        this.wakeUp = this.wait.needsWakeUp();
    }

    Thread thread() {
        return thread;
    }

    HandlerSpec spec() {
        return spec;
    }

    /** Starts the handler's thread and returns once it is placed, scheduled and about to park. Cold path. */
    void start(Thread t) throws InterruptedException {
        this.thread = t;
        t.start();
        ready.await();
    }

    /** Called by the firing thread only. */
    void release() {
        long next = releases.get(0) + 1; // one writer: the event's firing thread
        releases.publish(0, next);
        mailbox.publish(RELEASED, next);
        if (wakeUp) {
            LockSupport.unpark(thread);
        }
    }

    void close() {
        mailbox.set(CLOSED, 1);
        LockSupport.unpark(thread);
    }

    @Override
    public void run() {
        if (onStart != null) {
            onStart.run();
        }
        ready.countDown();
        Runnable body = spec.body();
        PaddedCells box = mailbox;
        WaitStrategy w = wait;
        long handled = 0;
        while (box.get(CLOSED) == 0) {
            if (box.get(RELEASED) != handled) {
                handled++;
                body.run();
                w.reset();
            } else {
                w.idle();
            }
        }
    }
}
