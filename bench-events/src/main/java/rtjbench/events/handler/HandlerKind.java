package rtjbench.events.handler;

import java.util.List;
import java.util.Map;

/**
 * A way of running event handlers, chosen by the {@code handler} argument: {@code bound} (a dedicated
 * platform thread a handler, woken with {@code LockSupport.unpark}), {@code pooled} (a
 * {@code ThreadPoolExecutor} of N workers), {@code virtual} (a dedicated virtual thread a handler) and, on an
 * RTSJ VM, {@code rtsj-bound} ({@code BoundAsyncEventHandler}) and {@code rtsj-pooled}
 * ({@code AsyncEventHandler}). Opened once per run through {@link HandlerKinds#open}.
 */
public interface HandlerKind {
    String name();

    /** A new event with no handlers yet. */
    Event newEvent(String name);

    /** What this kind is and what it did with placement, policy and priority, for the run's metadata. */
    Map<String, Object> describe();

    /** Requests that could not be honoured (affinity, policy), each once. */
    List<String> warnings();

    /** Stops shared helper threads (a pool); events are closed by their owners first. */
    void close();
}
