package rtjbench.core.args;

/**
 * The value of {@code heap}: the fixed heap each fork runs on ({@code -Xms} = {@code -Xmx}, pre-touched where
 * the VM can), as a size, or {@code auto}: sized from what the point holds (see
 * {@link #auto(long, long)}). Prints back to the text it was parsed from.
 */
public final class HeapSize {
    public static final long MIN_BYTES = 16L << 20;
    public static final long MAX_BYTES = 1L << 40;
    /** What an auto heap holds beside the point's live data: the harness, the young generation's room. */
    public static final long AUTO_BASE_BYTES = 96L << 20;
    /** The smallest auto heap: enough young room that a collection is rare and short. */
    public static final long AUTO_MIN_BYTES = 128L << 20;

    public static final String ALLOWED = "auto, or a size from 16M to 1024G (e.g. 128M, 2G)";
    public static final HeapSize AUTO = new HeapSize(0);

    private final long bytes;

    private HeapSize(long bytes) {
        this.bytes = bytes;
    }

    public static HeapSize of(long bytes) {
        if (bytes < MIN_BYTES || bytes > MAX_BYTES) {
            throw new IllegalArgumentException(
                    "heap '" + Quantities.formatSize(bytes) + "' is out of range; allowed: " + ALLOWED);
        }
        return new HeapSize(bytes);
    }

    static HeapSize parse(String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("auto")) {
            return AUTO;
        }
        long bytes;
        try {
            bytes = Quantities.parseSize(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is neither auto nor a size");
        }
        if (bytes < MIN_BYTES || bytes > MAX_BYTES) {
            throw new IllegalArgumentException("'" + text + "' is out of range"); // the parser adds what is allowed
        }
        return new HeapSize(bytes);
    }

    public boolean isAuto() {
        return bytes == 0;
    }

    /** The size asked for; only where not {@link #isAuto()}. */
    public long bytes() {
        return bytes;
    }

    /**
     * The auto heap for a point that requires {@code requiredBytes} (twice what it holds, plus the young room of
     * an allocation load: rtjbench.core.run.plan.PointHeap): that plus {@link #AUTO_BASE_BYTES}, at least
     * {@link #AUTO_MIN_BYTES}, in whole 16 MB, and at most half of {@code physicalBytes} where that is known
     * (positive) and larger than the minimum.
     */
    public static long auto(long requiredBytes, long physicalBytes) {
        long required = Math.min(Math.max(0, requiredBytes), MAX_BYTES);
        long want = Math.max(AUTO_MIN_BYTES, required + AUTO_BASE_BYTES);
        long unit = 16L << 20;
        want = (want + unit - 1) / unit * unit;
        if (physicalBytes > 0 && physicalBytes / 2 >= AUTO_MIN_BYTES) {
            want = Math.min(want, physicalBytes / 2 / unit * unit);
        }
        return Math.min(want, MAX_BYTES);
    }

    /** Whether a VM option sets the heap's size (initial or maximum): such an option wins over {@code heap}. */
    public static boolean isSizeOption(String o) {
        return o.startsWith("-Xmx")
                || o.startsWith("-Xms")
                || o.startsWith("-XX:MaxHeapSize=")
                || o.startsWith("-XX:InitialHeapSize=")
                || o.startsWith("-XX:MinHeapSize=")
                || o.startsWith("-XX:MaxRAMPercentage=")
                || o.startsWith("-XX:InitialRAMPercentage=")
                || o.startsWith("-XX:MinRAMPercentage=")
                || o.startsWith("-XX:MaxRAM=");
    }

    @Override
    public String toString() {
        return isAuto() ? "auto" : Quantities.formatSize(bytes);
    }
}
