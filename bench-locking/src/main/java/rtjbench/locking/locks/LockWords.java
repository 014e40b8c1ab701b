package rtjbench.locking.locks;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Where a benchmark's lock words come from: each on its own padded cache line, or all side by side in one
 * small array so that words of different locks share a line. Both halves of the spin-lock test build their
 * locks from one source, so with {@link #adjacent} the cache-aware and the other half fight over one line.
 */
public abstract class LockWords {
    public abstract LockWord newWord();

    /** "padded" or "unpadded", for the metadata. */
    public abstract String layout();

    /** Every word on its own cache line ({@link PaddedLockWord}). */
    public static LockWords padded() {
        return new LockWords() {
            @Override
            public LockWord newWord() {
                return new PaddedLockWord();
            }

            @Override
            public String layout() {
                return "padded";
            }
        };
    }

    /**
     * Words in consecutive slots of one {@code long} array of {@code capacity} slots: eight to a 64-byte line.
     * Java does not align arrays to lines, so a line boundary may fall between two words; with the few words
     * of two simple locks (2 to 4 slots, 16 to 32 bytes) they usually share one line.
     */
    public static LockWords adjacent(final int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive, was " + capacity);
        }
        final AtomicLongArray array = new AtomicLongArray(capacity);
        return new LockWords() {
            private int used;

            @Override
            public synchronized LockWord newWord() {
                if (used == capacity) {
                    throw new IllegalStateException("all " + capacity + " adjacent lock words are in use");
                }
                return new SlotWord(array, used++);
            }

            @Override
            public String layout() {
                return "unpadded";
            }
        };
    }

    /** One slot of the shared array. */
    private static final class SlotWord extends LockWord {
        private final AtomicLongArray array;
        private final int index;

        SlotWord(AtomicLongArray array, int index) {
            this.array = array;
            this.index = index;
        }

        @Override
        public long get() {
            return array.get(index);
        }

        @Override
        public void setRelease(long value) {
            array.lazySet(index, value);
        }

        @Override
        public void set(long value) {
            array.set(index, value);
        }

        @Override
        public boolean compareAndSet(long expected, long value) {
            return array.compareAndSet(index, expected, value);
        }

        @Override
        public long getAndSet(long value) {
            return array.getAndSet(index, value);
        }

        @Override
        public long getAndAdd(long delta) {
            return array.getAndAdd(index, delta);
        }
    }
}
