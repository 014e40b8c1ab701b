package javax.realtime;

/** 1.0.2 scoped memory with variable-time allocation; 2.0 keeps it, deprecated (javax.realtime.memory has none). */
public class VTMemory extends ScopedMemory {
    public VTMemory(long size) {
        super(size);
    }
}
