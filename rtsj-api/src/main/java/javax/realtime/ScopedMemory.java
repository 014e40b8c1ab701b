package javax.realtime;

/**
 * RTSJ 1.0.2: a memory area reclaimed when the last schedulable leaves it. In RTSJ 2.0 this class moved to
 * {@link javax.realtime.memory.ScopedMemory}; the old one remains, deprecated, beside LTMemory/VTMemory.
 */
public abstract class ScopedMemory extends MemoryArea {
    public ScopedMemory(long size) {
        super(size);
    }

    public ScopedMemory(long size, Runnable logic) {
        super(size, logic);
    }

    public long getMaximumSize() {
        throw CompileOnly.error();
    }

    public Object getPortal() {
        throw CompileOnly.error();
    }

    public void setPortal(Object object) {
        throw CompileOnly.error();
    }

    public int getReferenceCount() {
        throw CompileOnly.error();
    }

    public void join() throws InterruptedException {
        throw CompileOnly.error();
    }
}
