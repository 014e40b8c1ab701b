package rtjbench.locking;

import rtjbench.core.os.CpuList;

/**
 * One value of {@code cpu_pairs}: the CPUs of the cache-aware half and those of the other half, written
 * {@code aware/other} ({@code 0,2/1,5} as in the seed), either side may be empty ({@code 0,2/} runs only the
 * aware half); or {@code auto}, to choose both from the topology ({@link CacheSets#choose}).
 */
public final class CpuSetPair {
    public static final CpuSetPair AUTO = new CpuSetPair(CpuList.of(), CpuList.of(), true);

    private final CpuList aware;
    private final CpuList other;
    private final boolean auto;

    private CpuSetPair(CpuList aware, CpuList other, boolean auto) {
        this.aware = aware;
        this.other = other;
        this.auto = auto;
    }

    public static CpuSetPair of(CpuList aware, CpuList other) {
        if (aware.isEmpty() && other.isEmpty()) {
            throw new IllegalArgumentException("both CPU sets are empty; give at least one, e.g. 0,2/1,5 or 0,2/");
        }
        CpuList both = aware.intersect(other);
        if (!both.isEmpty()) {
            throw new IllegalArgumentException(
                    "CPU " + both + " is in both sets " + aware + "/" + other + "; the halves must not share CPUs");
        }
        return new CpuSetPair(aware, other, false);
    }

    /** Parses {@code auto} or {@code aware/other}. */
    public static CpuSetPair parse(String text) {
        String t = text.trim();
        if ("auto".equalsIgnoreCase(t)) {
            return AUTO;
        }
        int slash = t.indexOf('/');
        if (slash < 0 || t.indexOf('/', slash + 1) >= 0) {
            throw new IllegalArgumentException("'" + text
                    + "' is not a CPU-set pair; write aware/other, e.g. 0,2/1,5 (one side may be empty), or auto");
        }
        try {
            return of(CpuList.parse(t.substring(0, slash)), CpuList.parse(t.substring(slash + 1)));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "': " + e.getMessage(), e);
        }
    }

    public boolean isAuto() {
        return auto;
    }

    public CpuList aware() {
        return aware;
    }

    public CpuList other() {
        return other;
    }

    @Override
    public String toString() {
        return auto ? "auto" : aware + "/" + other;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CpuSetPair && o.toString().equals(toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }
}
