package rtjbench.events;

import java.util.ArrayList;
import java.util.List;
import rtjbench.events.handler.Event;
import rtjbench.events.handler.HandlerKind;

/**
 * The events a workload's test threads open, one each, and their closing with the handler kind when the run
 * ends. Test threads open their events concurrently, before the start gate.
 */
final class OpenEvents {
    private final HandlerKind kind;
    private final List<Event> events = new ArrayList<>();

    OpenEvents(HandlerKind kind) {
        this.kind = kind;
    }

    /** A new event for test thread {@code index}, kept for {@link #closeAll()}. */
    Event open(int index) {
        Event event = kind.newEvent("event-" + index);
        synchronized (events) {
            events.add(event);
        }
        return event;
    }

    /** Closes every event, then the handler kind (its threads, its pool). */
    void closeAll() {
        synchronized (events) {
            for (Event e : events) {
                e.close();
            }
        }
        kind.close();
    }
}
