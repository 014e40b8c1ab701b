package javax.realtime;

import java.util.ArrayList;
import java.util.List;

/**
 * Not an RTSJ class: the stand-in's handler pool, one worker that always takes the highest-priority
 * released handler (FIFO among equals). One worker keeps the order observable in tests.
 */
final class HandlerPool {
    static final HandlerPool INSTANCE = new HandlerPool();

    private final List<AsyncEventHandler> queue = new ArrayList<AsyncEventHandler>();
    private Thread worker;

    private HandlerPool() {}

    synchronized void releaseAll(List<AsyncEventHandler> handlers) {
        if (handlers.isEmpty()) {
            return;
        }
        queue.addAll(handlers);
        if (worker == null) {
            worker = new Thread(
                    new Runnable() {
                        @Override
                        public void run() {
                            work();
                        }
                    },
                    "rtsj-standin-handler-pool");
            worker.setDaemon(true);
            worker.start();
        }
        notifyAll();
    }

    private synchronized AsyncEventHandler next() throws InterruptedException {
        while (queue.isEmpty()) {
            wait();
        }
        int best = 0;
        for (int i = 1; i < queue.size(); i++) {
            if (AsyncEvent.BY_PRIORITY.compare(queue.get(i), queue.get(best)) < 0) {
                best = i;
            }
        }
        return queue.remove(best);
    }

    @SuppressWarnings("CatchAndPrintStackTrace") // a handler's uncaught exception is printed, as a VM does
    private void work() {
        while (true) {
            AsyncEventHandler h;
            try {
                h = next();
            } catch (InterruptedException e) {
                return;
            }
            try {
                h.run();
            } catch (Throwable t) {
                t.printStackTrace();
            }
        }
    }
}
