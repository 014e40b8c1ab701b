package rtjbench.events.handler;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;

/**
 * A handler with its own thread (the {@code bound} and {@code virtual} kinds): the thread parks until
 * released, runs the body once per release, and parks again. A release is a volatile increment by the one
 * firing thread followed by {@code LockSupport.unpark}; the increment is also what makes the firing thread's
 * writes before {@code fire()} (its clock reading) visible to the body. Releases are counted, so two fires
 * before the handler runs give two runs, as RTSJ's fire count does.
 */
final class DedicatedHandler implements Runnable {
    private final HandlerSpec spec;
    private final Runnable onStart;
    private final CountDownLatch ready = new CountDownLatch(1);
    private volatile long released;
    private volatile boolean closed;
    private Thread thread;

    DedicatedHandler(HandlerSpec spec, Runnable onStart) {
        this.spec = spec;
        this.onStart = onStart;
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
        released = released + 1; // one writer: the event's firing thread
        LockSupport.unpark(thread);
    }

    void close() {
        closed = true;
        LockSupport.unpark(thread);
    }

    @Override
    public void run() {
        if (onStart != null) {
            onStart.run();
        }
        ready.countDown();
        Runnable body = spec.body();
        long handled = 0;
        while (!closed) {
            if (released != handled) {
                handled++;
                body.run();
            } else {
                LockSupport.park(this);
            }
        }
    }
}
