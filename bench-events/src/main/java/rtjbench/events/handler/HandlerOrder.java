package rtjbench.events.handler;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/** The release order of an event's handlers, decided once when a handler is added, never while firing. */
final class HandlerOrder {
    private HandlerOrder() {}

    /** Highest priority first, ties in registration order; or registration order as given. */
    static DedicatedHandler[] sort(List<DedicatedHandler> registered, ReleaseOrder order) {
        List<DedicatedHandler> copy = new ArrayList<>(registered);
        if (order == ReleaseOrder.PRIORITY) {
            Collections.sort(
                    copy,
                    new Comparator<DedicatedHandler>() { // a stable sort: ties keep their order
                        @Override
                        public int compare(DedicatedHandler a, DedicatedHandler b) {
                            return Integer.compare(b.spec().priority(), a.spec().priority());
                        }
                    });
        }
        return copy.toArray(new DedicatedHandler[0]);
    }

    static HandlerSpec[] sortSpecs(List<HandlerSpec> registered, ReleaseOrder order) {
        List<HandlerSpec> copy = new ArrayList<>(registered);
        if (order == ReleaseOrder.PRIORITY) {
            Collections.sort(copy, new Comparator<HandlerSpec>() {
                @Override
                public int compare(HandlerSpec a, HandlerSpec b) {
                    return Integer.compare(b.priority(), a.priority());
                }
            });
        }
        return copy.toArray(new HandlerSpec[0]);
    }
}
