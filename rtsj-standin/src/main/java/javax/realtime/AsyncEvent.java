package javax.realtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Stand-in event: fire() releases every handler once, in priority order (highest first, then in the order
 * added). Bound handlers run on their own threads; the others run on the stand-in's pool, which always
 * runs the highest-priority released handler next.
 */
public class AsyncEvent {
    private final CopyOnWriteArrayList<AsyncEventHandler> handlers = new CopyOnWriteArrayList<AsyncEventHandler>();

    public AsyncEvent() {}

    public void addHandler(AsyncEventHandler handler) {
        if (handler == null) {
            throw new IllegalArgumentException("handler is null");
        }
        handlers.addIfAbsent(handler);
    }

    public void removeHandler(AsyncEventHandler handler) {
        handlers.remove(handler);
    }

    public void setHandler(AsyncEventHandler handler) {
        handlers.clear();
        if (handler != null) {
            handlers.add(handler);
        }
    }

    public boolean handledBy(AsyncEventHandler handler) {
        return handlers.contains(handler);
    }

    public void fire() {
        List<AsyncEventHandler> ordered = new ArrayList<AsyncEventHandler>(handlers);
        Collections.sort(ordered, BY_PRIORITY); // stable: equal priorities keep the order added
        List<AsyncEventHandler> pooled = new ArrayList<AsyncEventHandler>();
        for (AsyncEventHandler h : ordered) {
            h.pending.incrementAndGet();
            if (h instanceof BoundAsyncEventHandler) {
                ((BoundAsyncEventHandler) h).wake();
            } else {
                pooled.add(h);
            }
        }
        HandlerPool.INSTANCE.releaseAll(pooled);
    }

    static final Comparator<AsyncEventHandler> BY_PRIORITY = new Comparator<AsyncEventHandler>() {
        @Override
        public int compare(AsyncEventHandler a, AsyncEventHandler b) {
            return Integer.compare(
                    PriorityParameters.of(b.getSchedulingParameters()),
                    PriorityParameters.of(a.getSchedulingParameters()));
        }
    };
}
