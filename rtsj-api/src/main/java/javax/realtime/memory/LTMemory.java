package javax.realtime.memory;

/** RTSJ 2.0 only: linear-time scoped memory in its 2.0 package. Used only where detection found it. */
public class LTMemory extends ScopedMemory {
    public LTMemory(long size) {
        super(size);
    }
}
