package javax.realtime;

/**
 * RTSJ 1.0.2 scoped memory (VT: LT = linear-time allocation, VT = variable-time). Deprecated in RTSJ 2.0,
 * where LTMemory lives in {@code javax.realtime.memory}; JamaicaVM 8.x keeps this class for old code.
 */
public class VTMemory extends ScopedMemory {
    public VTMemory(long size) {
        super(size);
    }

    public VTMemory(long initial, long maximum) {
        super(maximum);
    }

    public VTMemory(long size, Runnable logic) {
        super(size, logic);
    }

    public VTMemory(long initial, long maximum, Runnable logic) {
        super(maximum, logic);
    }
}
