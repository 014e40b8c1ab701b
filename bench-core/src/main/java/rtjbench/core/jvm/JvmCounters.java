package rtjbench.core.jvm;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JVM's running totals at one instant (JIT compilation, garbage collections, safepoints), or, made by
 * {@link #since}, what happened between two instants. {@link #UNAVAILABLE} marks a total the VM does not
 * offer. Made on the cold path only: reading the beans allocates.
 */
public final class JvmCounters {
    public static final long UNAVAILABLE = -1;

    final long nanos;
    final long jitMillis;
    final long jitCompiles;
    final long gcCount;
    final long gcMillis;
    final long safepoints;
    final long safepointMillis;
    final long safepointSyncMillis;
    /** Per collector name: {count, ms}. */
    final Map<String, long[]> collectors;

    JvmCounters(
            long nanos,
            long jitMillis,
            long jitCompiles,
            long gcCount,
            long gcMillis,
            long safepoints,
            long safepointMillis,
            long safepointSyncMillis,
            Map<String, long[]> collectors) {
        this.nanos = nanos;
        this.jitMillis = jitMillis;
        this.jitCompiles = jitCompiles;
        this.gcCount = gcCount;
        this.gcMillis = gcMillis;
        this.safepoints = safepoints;
        this.safepointMillis = safepointMillis;
        this.safepointSyncMillis = safepointSyncMillis;
        this.collectors = Collections.unmodifiableMap(new LinkedHashMap<>(collectors));
    }

    /** What happened from {@code earlier} to this snapshot; a total either side lacks stays unavailable. */
    public JvmCounters since(JvmCounters earlier) {
        Map<String, long[]> byCollector = new LinkedHashMap<>();
        for (Map.Entry<String, long[]> e : collectors.entrySet()) {
            long[] before = earlier.collectors.get(e.getKey());
            byCollector.put(
                    e.getKey(),
                    before == null
                            ? e.getValue()
                            : new long[] {minus(e.getValue()[0], before[0]), minus(e.getValue()[1], before[1])});
        }
        return new JvmCounters(
                nanos - earlier.nanos,
                minus(jitMillis, earlier.jitMillis),
                minus(jitCompiles, earlier.jitCompiles),
                minus(gcCount, earlier.gcCount),
                minus(gcMillis, earlier.gcMillis),
                minus(safepoints, earlier.safepoints),
                minus(safepointMillis, earlier.safepointMillis),
                minus(safepointSyncMillis, earlier.safepointSyncMillis),
                byCollector);
    }

    private static long minus(long now, long before) {
        return now == UNAVAILABLE || before == UNAVAILABLE ? UNAVAILABLE : now - before;
    }

    /** Wall-clock nanoseconds: since the VM's arbitrary origin for a snapshot, the interval for a difference. */
    public long nanos() {
        return nanos;
    }

    public long jitMillis() {
        return jitMillis;
    }

    public long jitCompiles() {
        return jitCompiles;
    }

    public long gcCount() {
        return gcCount;
    }

    public long gcMillis() {
        return gcMillis;
    }

    public long safepoints() {
        return safepoints;
    }

    public long safepointMillis() {
        return safepointMillis;
    }

    /** True where the JIT compiled something in this interval, as far as the VM tells. */
    public boolean compiled() {
        return jitCompiles > 0 || jitMillis > 0;
    }

    /** The interval as metadata: counts and ms, null where the VM does not offer them (docs/results-format.md). */
    public Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("duration_ms", nanos / 1e6);
        m.put("jit_ms", orNull(jitMillis));
        m.put("jit_compiles", orNull(jitCompiles));
        m.put("gc_count", orNull(gcCount));
        m.put("gc_ms", orNull(gcMillis));
        Map<String, Object> gcs = new LinkedHashMap<>();
        for (Map.Entry<String, long[]> e : collectors.entrySet()) {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("count", orNull(e.getValue()[0]));
            c.put("ms", orNull(e.getValue()[1]));
            gcs.put(e.getKey(), c);
        }
        m.put("gc_by_collector", gcs);
        m.put("safepoints", orNull(safepoints));
        m.put("safepoint_ms", orNull(safepointMillis));
        m.put("safepoint_sync_ms", orNull(safepointSyncMillis));
        return m;
    }

    /** "JIT 412 ms (318 compiles), GC 3 (12 ms), safepoints 7 (0.4 ms)": the console's words for an interval. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        sb.append("JIT ").append(jitMillis == UNAVAILABLE ? "?" : jitMillis + " ms");
        if (jitCompiles != UNAVAILABLE) {
            sb.append(" (").append(jitCompiles).append(jitCompiles == 1 ? " compile)" : " compiles)");
        }
        sb.append(", GC ")
                .append(gcCount == UNAVAILABLE ? "?" : gcCount + (gcCount == 0 ? "" : " (" + gcMillis + " ms)"));
        if (safepoints != UNAVAILABLE) {
            sb.append(", safepoints ")
                    .append(safepoints)
                    .append(" (")
                    .append(safepointMillis)
                    .append(" ms)");
        }
        return sb.toString();
    }

    private static Object orNull(long v) {
        return v == UNAVAILABLE ? null : v;
    }
}
