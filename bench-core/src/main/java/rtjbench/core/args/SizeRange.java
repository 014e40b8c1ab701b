package rtjbench.core.args;

/**
 * A range of object sizes, {@code 16-64K}: a unit written only after the second bound applies to both (16K to
 * 64K); {@code 64-4K} is read as 64K-4K and refused, so write {@code 64B-4K} for 64 bytes to 4K. A single
 * size is a range of one.
 */
public final class SizeRange {
    static final String ALLOWED = "a size range such as 16-64K (16K to 64K), 64B-4K, or one size (4K); at least 16B,"
            + " at most 64M, the first not above the second";

    /** Below this an array is mostly header; above it one allocation is a noticeable part of a live set. */
    static final long MIN = 16;

    static final long MAX = 64L << 20;

    private final long min;
    private final long max;

    private SizeRange(long min, long max) {
        this.min = min;
        this.max = max;
    }

    public static SizeRange parse(String text) {
        String t = text.trim();
        int dash = t.indexOf('-');
        long lo;
        long hi;
        try {
            if (dash < 0) {
                lo = Quantities.parseSize(t);
                hi = lo;
            } else {
                String first = t.substring(0, dash).trim();
                String second = t.substring(dash + 1).trim();
                hi = Quantities.parseSize(second);
                char unit = second.isEmpty() ? ' ' : second.charAt(second.length() - 1);
                boolean bare = !first.isEmpty() && Character.isDigit(first.charAt(first.length() - 1));
                lo = Quantities.parseSize(bare && Character.isLetter(unit) ? first + unit : first);
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not a size range; allowed: " + ALLOWED);
        }
        if (lo < MIN || hi > MAX || lo > hi) {
            throw new IllegalArgumentException(
                    "'" + text + "' is out of range (" + lo + " to " + hi + " bytes); allowed: " + ALLOWED);
        }
        return new SizeRange(lo, hi);
    }

    public long min() {
        return min;
    }

    public long max() {
        return max;
    }

    /** The mean object size, for how many objects a live set holds. */
    public long mean() {
        return (min + max) / 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SizeRange && ((SizeRange) o).min == min && ((SizeRange) o).max == max;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(min) * 31 + Long.hashCode(max);
    }

    /** "16K-64K" or "4K": both bounds with their units, so it parses back. */
    @Override
    public String toString() {
        String lo = Quantities.formatSize(min);
        String hi = Quantities.formatSize(max);
        if (min == max) {
            return hi;
        }
        return (Character.isDigit(lo.charAt(lo.length() - 1)) ? lo + "B" : lo) + "-" + hi;
    }
}
