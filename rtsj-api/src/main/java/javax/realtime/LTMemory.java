package javax.realtime;

/** 1.0.2 scoped memory with linear-time allocation; 2.0 keeps it, deprecated, beside javax.realtime.memory.LTMemory. */
public class LTMemory extends ScopedMemory {
    public LTMemory(long size) {
        super(size);
    }
}
