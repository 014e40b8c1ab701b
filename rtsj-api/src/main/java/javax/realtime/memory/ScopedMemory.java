package javax.realtime.memory;

import javax.realtime.MemoryArea;

/**
 * RTSJ 2.0 (JamaicaVM 8.x): scoped memory moved to this package. Reclaimed when the last schedulable
 * leaves; only schedulables may enter.
 */
public abstract class ScopedMemory extends MemoryArea {
    ScopedMemory(long size) {
        super(size);
    }

    ScopedMemory(long size, Runnable logic) {
        super(size, logic);
    }

    public Object getPortal() {
        throw new UnsupportedOperationException("compile-only javax.realtime.memory");
    }

    public void setPortal(Object object) {
        throw new UnsupportedOperationException("compile-only javax.realtime.memory");
    }

    public int getReferenceCount() {
        throw new UnsupportedOperationException("compile-only javax.realtime.memory");
    }

    public static long globalBackingStoreRemaining() {
        throw new UnsupportedOperationException("compile-only javax.realtime.memory");
    }
}
