package rtjbench.locking.locks;

import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/**
 * A lock word alone on its cache line, padded the Agrona way: HotSpot lays out a superclass's fields before
 * its subclass's, so 120 bytes of longs before the value (in {@link LhsPadding}) and 120 after (in the class
 * itself) keep any other object's fields at least one 128-byte span (two lines, against the adjacent-line
 * prefetcher) away from the value.
 */
public final class PaddedLockWord extends PaddedLockWordRhs {
    @Override
    public long get() {
        return value;
    }

    @Override
    public void setRelease(long v) {
        VALUE.lazySet(this, v);
    }

    @Override
    public void set(long v) {
        value = v;
    }

    @Override
    public boolean compareAndSet(long expected, long v) {
        return VALUE.compareAndSet(this, expected, v);
    }

    @Override
    public long getAndSet(long v) {
        return VALUE.getAndSet(this, v);
    }

    @Override
    public long getAndAdd(long delta) {
        return VALUE.getAndAdd(this, delta);
    }
}

/** Padding before the value. */
abstract class LhsPadding extends LockWord {
    long p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11, p12, p13, p14, p15;
}

/** The value, between the paddings. */
abstract class PaddedLockWordValue extends LhsPadding {
    static final AtomicLongFieldUpdater<PaddedLockWordValue> VALUE =
            AtomicLongFieldUpdater.newUpdater(PaddedLockWordValue.class, "value");
    volatile long value;
}

/** Padding after the value. */
abstract class PaddedLockWordRhs extends PaddedLockWordValue {
    long p16, p17, p18, p19, p20, p21, p22, p23, p24, p25, p26, p27, p28, p29, p30;
}
