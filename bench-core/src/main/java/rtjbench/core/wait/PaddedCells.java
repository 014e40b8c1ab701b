package rtjbench.core.wait;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * A few longs that two threads hand over, on cache lines no other data shares: {@value #PAD_LONGS} longs (128
 * bytes, two lines, since the adjacent-line prefetcher moves lines in pairs) of padding on each side inside one
 * array. Where a hand-off word lands among other objects otherwise depends on where the allocator happened to put
 * it, and a hot field of another thread on the same line makes every hand-off pay an extra transfer of that line:
 * a latency that changes from one VM start to the next. An array gives the layout regardless of how the VM orders
 * fields (superclass padding does not survive HotSpot's field layout since JDK 15, which fills gaps with
 * subclass fields).
 *
 * <p>{@link #publish} is a release store (no fence: the writer goes on at once, as C's
 * {@code memory_order_release}), {@link #get} an acquire load: what the writer stored before publishing is seen by
 * a reader that saw the published value. At most {@value #MAX_CELLS} cells, so they share one padded line pair.
 */
public final class PaddedCells {
    static final int PAD_LONGS = 16;

    /** What a run records of the layout: where its hand-off words are decides its latency. */
    public static final String LAYOUT = "each word on cache lines of its own (128 B of padding either side, release"
            + " stores where one thread writes)";

    static final int MAX_CELLS = 8;

    private final AtomicLongArray cells;

    public PaddedCells(int count) {
        if (count < 1 || count > MAX_CELLS) {
            throw new IllegalArgumentException("1 to " + MAX_CELLS + " cells, not " + count);
        }
        cells = new AtomicLongArray(count + 2 * PAD_LONGS);
    }

    /** Cell i's value (an acquire load). */
    public long get(int i) {
        return cells.get(PAD_LONGS + i);
    }

    /** Stores v into cell i with release ordering and no fence: for cells only one thread writes. */
    public void publish(int i, long v) {
        cells.lazySet(PAD_LONGS + i, v);
    }

    /** Stores v into cell i as a volatile store (with the fence): for a store that must be seen before a later load. */
    public void set(int i, long v) {
        cells.set(PAD_LONGS + i, v);
    }

    /** Adds one to cell i atomically, for cells several threads write; returns the new value. */
    public long incrementAndGet(int i) {
        return cells.incrementAndGet(PAD_LONGS + i);
    }

    /** Takes one from cell i atomically, for cells several threads write; returns the new value. */
    public long decrementAndGet(int i) {
        return cells.decrementAndGet(PAD_LONGS + i);
    }
}
