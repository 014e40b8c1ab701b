package javax.realtime;

/** 1.0.2 scoped memory; 2.0 keeps it, deprecated, beside javax.realtime.memory.ScopedMemory. */
public abstract class ScopedMemory extends MemoryArea {
    public ScopedMemory(long size) {
        super(size);
    }

    public void setPortal(Object object) {
        throw CompileOnly.error();
    }
}
