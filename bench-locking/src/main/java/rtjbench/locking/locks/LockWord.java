package rtjbench.locking.locks;

/**
 * One 64-bit word of lock state (a flag, a ticket counter, a queue tail or link) with the atomic operations
 * the algorithms need. Where the word lives is the point of the padded/unpadded comparison:
 * {@link PaddedLockWord} gives each word a cache line of its own, {@link LockWords#adjacent} packs the words
 * of both locks side by side so they share a line (false sharing).
 */
public abstract class LockWord {
    /** A volatile read. */
    public abstract long get();

    /** A release store (lazySet): enough to publish a lock release, without a full fence. */
    public abstract void setRelease(long value);

    /** A volatile store. */
    public abstract void set(long value);

    public abstract boolean compareAndSet(long expected, long value);

    public abstract long getAndSet(long value);

    public abstract long getAndAdd(long delta);
}
