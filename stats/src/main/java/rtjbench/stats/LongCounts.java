package rtjbench.stats;

import java.util.Arrays;

/**
 * A count per distinct long: an open-addressing hash table (linear probing) of primitive arrays, so counting
 * millions of samples boxes nothing. A slot is free where its count is 0 (every stored value has at least 1).
 */
final class LongCounts {
    /** Grow when more than this share of the slots is taken (keeps probe runs short). */
    private static final double MAX_LOAD = 0.5;

    private long[] keys = new long[64];
    private long[] counts = new long[64];
    private int distinct;
    private long total;

    /** What {@link #forEach} hands each distinct value to. */
    interface Entry {
        void accept(long value, long count);
    }

    void add(long value, long count) {
        if (count <= 0)
            throw new IllegalArgumentException("count " + count + " of value " + value + " must be positive");
        int slot = slotOf(value);
        if (counts[slot] == 0) {
            keys[slot] = value;
            distinct++;
        }
        counts[slot] += count;
        total += count;
        if (distinct > keys.length * MAX_LOAD) grow();
    }

    long total() {
        return total;
    }

    void forEach(Entry e) {
        for (int i = 0; i < keys.length; i++) {
            if (counts[i] != 0) e.accept(keys[i], counts[i]);
        }
    }

    /** {values ascending, their counts}. */
    long[][] sortedByValue() {
        long[] values = new long[distinct];
        int n = 0;
        for (int i = 0; i < keys.length; i++) {
            if (counts[i] != 0) values[n++] = keys[i];
        }
        Arrays.sort(values);
        long[] c = new long[distinct];
        for (int i = 0; i < distinct; i++) c[i] = counts[slotOf(values[i])];
        return new long[][] {values, c};
    }

    /** The slot holding {@code value}, or the free slot where it belongs. */
    private int slotOf(long value) {
        int mask = keys.length - 1;
        int slot = mix(value) & mask;
        while (counts[slot] != 0 && keys[slot] != value) slot = (slot + 1) & mask;
        return slot;
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldCounts = counts;
        keys = new long[oldKeys.length * 2];
        counts = new long[oldKeys.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldCounts[i] != 0) {
                int slot = slotOf(oldKeys[i]);
                keys[slot] = oldKeys[i];
                counts[slot] = oldCounts[i];
            }
        }
    }

    /** Spreads nearby values (latencies differ in their low bits) over the table (the murmur3 finaliser). */
    private static int mix(long v) {
        long h = v;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return (int) h;
    }
}
