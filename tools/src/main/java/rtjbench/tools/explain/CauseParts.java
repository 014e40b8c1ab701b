package rtjbench.tools.explain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The causes found in one window so far, one entry a kind and detail: the parts of the window each covers, and
 * whether it counts. A cause seen once counted stays counted; insertion order is kept, so that causes of equal
 * duration come out in the order they were found.
 */
final class CauseParts {
    private final Map<String, List<long[]>> parts = new LinkedHashMap<>();
    private final Map<String, Boolean> counted = new LinkedHashMap<>();

    /** The part of {@code i} within [{@code from}, {@code to}] as cause {@code kind}; nothing where they miss. */
    void add(String kind, String detail, Interval i, long from, long to, boolean isCounted) {
        long s = Math.max(from, i.start());
        long e = Math.min(to, i.end());
        if (e <= s) return;
        String key = kind + "\u0000" + detail;
        parts.computeIfAbsent(key, k -> new ArrayList<>()).add(new long[] {s, e});
        counted.merge(key, isCounted, Boolean::logicalOr);
    }

    /** [{@code s}, {@code e}] within [{@code from}, {@code to}] as a counted cause. */
    void add(String kind, String detail, long s, long e, long from, long to) {
        add(kind, detail, new Interval(kind, detail, s, e), from, to, true);
    }

    /**
     * The pieces of [{@code s}, {@code e}] outside the sorted, disjoint {@code holes} (the thread's own time on
     * its CPU, which no cause can have taken from it), within [{@code from}, {@code to}], as a counted cause.
     */
    void addOutside(String kind, String detail, long s, long e, List<long[]> holes, long from, long to) {
        for (long[] p : JobAttribution.minus(s, e, holes)) add(kind, detail, p[0], p[1], from, to);
    }

    /** One cause an entry, in the order found. */
    List<Cause> causes() {
        List<Cause> out = new ArrayList<>();
        for (Map.Entry<String, List<long[]>> e : parts.entrySet()) {
            String[] key = e.getKey().split("\u0000", 2);
            long d = 0;
            for (long[] p : e.getValue()) d += p[1] - p[0];
            out.add(new Cause(key[0], key[1], d, e.getValue(), counted.get(e.getKey())));
        }
        return out;
    }

    /** How much of the window the counted causes cover together, those of kind {@code leftOut} (may be null) aside. */
    long covered(String leftOut) {
        List<long[]> located = new ArrayList<>();
        for (Cause c : causes()) {
            if (c.counted() && !c.kind().equals(leftOut)) located.addAll(c.parts());
        }
        return Attribution.union(located);
    }

    /** The causes sorted largest first (a stable sort: equal ones keep their order). */
    static List<Cause> largestFirst(List<Cause> causes) {
        causes.sort(Comparator.comparingLong(Cause::durationNanos).reversed());
        return causes;
    }

    /** The first counted cause of a list sorted largest first: the main one; null where none counts. */
    static Cause largestCounted(List<Cause> causes) {
        for (Cause c : causes) {
            if (c.counted()) return c;
        }
        return null;
    }
}
