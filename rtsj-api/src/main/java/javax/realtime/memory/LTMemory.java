package javax.realtime.memory;

/**
 * RTSJ 2.0 (JamaicaVM 8.x): linear-time scoped memory in its 2.0 package. 2.0 has no VTMemory here; the
 * deprecated {@code javax.realtime.VTMemory} remains.
 */
public class LTMemory extends ScopedMemory {
    public LTMemory(long size) {
        super(size);
    }

    public LTMemory(long size, Runnable logic) {
        super(size, logic);
    }
}
