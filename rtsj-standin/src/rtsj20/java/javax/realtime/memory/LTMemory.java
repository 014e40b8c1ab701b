package javax.realtime.memory;

/** Stand-in RTSJ 2.0 LTMemory. */
public class LTMemory extends ScopedMemory {
    public LTMemory(long size) {
        super(size);
    }

    public LTMemory(long size, Runnable logic) {
        super(size, logic);
    }
}
