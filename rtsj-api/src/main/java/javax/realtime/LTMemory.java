package javax.realtime;

/**
 * RTSJ 1.0.2 scoped memory (LT: LT = linear-time allocation, VT = variable-time). Deprecated in RTSJ 2.0,
 * where LTMemory lives in {@code javax.realtime.memory}; JamaicaVM 8.x keeps this class for old code.
 */
public class LTMemory extends ScopedMemory {
    public LTMemory(long size) {
        super(size);
    }

    public LTMemory(long initial, long maximum) {
        super(maximum);
    }

    public LTMemory(long size, Runnable logic) {
        super(size, logic);
    }

    public LTMemory(long initial, long maximum, Runnable logic) {
        super(maximum, logic);
    }
}
