package rtjbench.core.args;

/**
 * An allocation rate as {@code gc_load} takes it: a number with K, M or G bytes a second ({@code 300MB/s},
 * {@code 1GB/s}, {@code 512KB/s}; powers of 1024 as every size here), or {@code 0} for no load. Held as whole
 * bytes a second; prints back as it parses.
 */
public final class AllocationRate {
    public static final AllocationRate NONE = new AllocationRate(0);

    static final String ALLOWED = "0 (no load) or a rate such as 100MB/s, 1GB/s, 512KB/s (bytes a second, K/M/G"
            + " in powers of 1024); sweep values separated by ','";

    private final long bytesPerSecond;

    private AllocationRate(long bytesPerSecond) {
        this.bytesPerSecond = bytesPerSecond;
    }

    /** Parses a rate; a negative number, one that is not a number, or one without {@code /s} is refused. */
    public static AllocationRate parse(String text) {
        String t = text.trim();
        if (t.equals("0")) {
            return NONE;
        }
        if (t.startsWith("-")) {
            throw new IllegalArgumentException("'" + text + "' is negative; allowed: " + ALLOWED);
        }
        // Read by hand, as Quantities reads sizes and times (no regular expression on a cold fork's path): a number,
        // white space, then /s, B/s, or K, M or G with an optional B and /s, in any case.
        int end = Quantities.decimalEnd(t);
        int shift = end < 0 ? -1 : rateShift(Quantities.lowerAscii(t.substring(Quantities.spacesEnd(t, end))));
        if (shift < 0) {
            throw new IllegalArgumentException("'" + text + "' is not a rate; allowed: " + ALLOWED);
        }
        double number = Double.parseDouble(t.substring(0, end));
        double bytes = number * (1L << shift);
        if (Double.isNaN(bytes) || Double.isInfinite(bytes) || bytes > (1L << 40)) {
            throw new IllegalArgumentException("'" + text + "' is beyond 1TB/s; allowed: " + ALLOWED);
        }
        return new AllocationRate(Math.round(bytes));
    }

    /** The power of two a rate's {@code unit} (lower case) multiplies by: a size's unit and /s; -1 where none. */
    private static int rateShift(String unit) {
        return unit.endsWith("/s") ? Quantities.sizeShift(unit.substring(0, unit.length() - 2)) : -1;
    }

    public long bytesPerSecond() {
        return bytesPerSecond;
    }

    /** In MB (2^20 bytes) a second, as the metadata records it. */
    public double megabytesPerSecond() {
        return bytesPerSecond / (double) (1 << 20);
    }

    public boolean isNone() {
        return bytesPerSecond == 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AllocationRate && ((AllocationRate) o).bytesPerSecond == bytesPerSecond;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(bytesPerSecond);
    }

    /** "300MB/s", "1GB/s", "0": the exact unit, so the text parses back to the same rate. */
    @Override
    public String toString() {
        if (bytesPerSecond == 0) {
            return "0";
        }
        String[] units = {"GB/s", "MB/s", "KB/s"};
        int[] shifts = {30, 20, 10};
        for (int i = 0; i < units.length; i++) {
            if (bytesPerSecond % (1L << shifts[i]) == 0) {
                return (bytesPerSecond >> shifts[i]) + units[i];
            }
        }
        return bytesPerSecond + "B/s";
    }
}
