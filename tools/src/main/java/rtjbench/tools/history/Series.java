package rtjbench.tools.history;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.db.Store;

/**
 * The series a lab follows: a stored figure of one point on one machine, VM and collector, run after run. Named
 * "memalloc allocsize=4K | machine | VM | collector"; {@code history} prints and draws them, the lab report
 * judges them.
 */
final class Series {
    private Series() {}

    /** Each series' name to its entries, in the order given (the store's: oldest first). */
    static Map<String, List<Store.Entry>> byName(List<Store.Entry> entries) {
        Map<String, List<Store.Entry>> out = new LinkedHashMap<>();
        for (Store.Entry e : entries) {
            out.computeIfAbsent(name(e), k -> new ArrayList<>()).add(e);
        }
        return out;
    }

    static String name(Store.Entry e) {
        return e.point() + " | " + e.machine() + " | " + e.vm() + " | " + e.collector();
    }

    /** A stored run's start as epoch milliseconds; null where it is not an ISO instant. */
    static Long epochMs(String instant) {
        try {
            return Instant.parse(instant).toEpochMilli();
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
