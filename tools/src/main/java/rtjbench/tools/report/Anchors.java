package rtjbench.tools.report;

import java.util.IdentityHashMap;

/**
 * The ids that link the headline's rows to the details below: one per run, sweep or suite entry, handed out
 * in the order asked for. Keyed by the object itself (a folder's path, a skipped entry), so two entries that
 * read the same still get their own.
 */
final class Anchors {
    private final IdentityHashMap<Object, String> ids = new IdentityHashMap<>();

    String of(Object part) {
        return ids.computeIfAbsent(part, k -> "d" + (ids.size() + 1));
    }
}
