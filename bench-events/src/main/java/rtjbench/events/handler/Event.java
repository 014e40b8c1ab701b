package rtjbench.events.handler;

import java.util.Collections;
import java.util.List;

/**
 * An asynchronous event with its handlers: the standard-Java counterpart of {@code javax.realtime.AsyncEvent}
 * and the RTSJ one itself. Handlers are attached before the loop (cold path: threads are made and placed
 * there, and {@link #addHandler} returns once the handler is ready to be released); {@link #fire} releases
 * every attached handler once (hot path: no allocation in the standard kinds). One thread fires a given
 * event at a time.
 */
public interface Event {
    void addHandler(HandlerSpec handler) throws InterruptedException;

    void fire();

    /**
     * The threads of its handlers where each has its own (bound, virtual), for their CPU time; empty where
     * handlers run on shared workers. Cold path.
     */
    default List<Thread> threads() {
        return Collections.emptyList();
    }

    /** Stops this event's handler threads; a handler still running finishes its body first. */
    void close();
}
