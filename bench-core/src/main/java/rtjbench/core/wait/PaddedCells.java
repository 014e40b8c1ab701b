package rtjbench.core.wait;

import java.util.concurrent.atomic.AtomicLongArray;
import rtjbench.core.support.CacheLines;

/**
 * A few longs that two threads hand over, on cache lines no other data shares: {@link CacheLines#PAD_BYTES} bytes of
 * padding on each side inside one array ({@link CacheLines} says why an array and why that much). A hand-off
 * word is written by one thread and read by another every hand-off; beside any other object's field it would make
 * each hand-off pay for that line too.
 *
 * <p>{@link #publish} is a release store (no fence: the writer goes on at once, as C's
 * {@code memory_order_release}), {@link #get} an acquire load: what the writer stored before publishing is seen by
 * a reader that saw the published value. At most {@value #MAX_CELLS} cells, so they share one padded line pair.
 */
public final class PaddedCells {
    /** What a run records of the layout: where its hand-off words are decides its latency. */
    public static final String LAYOUT = "each word on cache lines of its own (" + CacheLines.PAD_BYTES
            + " B of padding either side, release stores where one thread writes)";

    static final int MAX_CELLS = 8;

    private final AtomicLongArray cells;

    public PaddedCells(int count) {
        if (count < 1 || count > MAX_CELLS) {
            throw new IllegalArgumentException("1 to " + MAX_CELLS + " cells, not " + count);
        }
        cells = new AtomicLongArray(count + 2 * CacheLines.PAD_LONGS);
    }

    /** Cell i's value (an acquire load). */
    public long get(int i) {
        return cells.get(CacheLines.PAD_LONGS + i);
    }

    /** Stores v into cell i with release ordering and no fence: for cells only one thread writes. */
    public void publish(int i, long v) {
        cells.lazySet(CacheLines.PAD_LONGS + i, v);
    }

    /** Stores v into cell i as a volatile store (with the fence): for a store that must be seen before a later load. */
    public void set(int i, long v) {
        cells.set(CacheLines.PAD_LONGS + i, v);
    }

    /** Adds one to cell i atomically, for cells several threads write; returns the new value. */
    public long incrementAndGet(int i) {
        return cells.incrementAndGet(CacheLines.PAD_LONGS + i);
    }

    /** Takes one from cell i atomically, for cells several threads write; returns the new value. */
    public long decrementAndGet(int i) {
        return cells.decrementAndGet(CacheLines.PAD_LONGS + i);
    }
}
