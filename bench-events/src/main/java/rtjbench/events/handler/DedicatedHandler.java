package rtjbench.events.handler;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.wait.WaitChoice;
import rtjbench.core.wait.WaitStrategy;

/**
 * A handler with its own thread (the {@code bound} and {@code virtual} kinds): the thread waits until
 * released, runs the body once per release, and waits again. A release is a volatile increment by the one
 * firing thread, followed by {@code LockSupport.unpark} where the thread's wait strategy blocks ({@code park},
 * the default; spin, yield and backoff look at the count on their own); the increment is also what makes the
 * firing thread's writes before {@code fire()} (its clock reading) visible to the body. Releases are counted,
 * so two fires before the handler runs give two runs, as RTSJ's fire count does.
 */
final class DedicatedHandler implements Runnable {
    private final HandlerSpec spec;
    private final Runnable onStart;
    private final CountDownLatch ready = new CountDownLatch(1);
    private final WaitStrategy wait;
    private final boolean wakeUp;
    private volatile long released;
    private volatile boolean closed;
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
        released = released + 1; // one writer: the event's firing thread
        if (wakeUp) {
            LockSupport.unpark(thread);
        }
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
                wait.reset();
            } else {
                wait.idle();
            }
        }
    }
}
