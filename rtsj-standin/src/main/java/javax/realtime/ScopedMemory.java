package javax.realtime;

/** Stand-in RTSJ 1.0.2 scoped memory: reference counted, reclaimed when the last schedulable leaves. */
public abstract class ScopedMemory extends MemoryArea {
    public ScopedMemory(long size) {
        super(size);
    }

    public ScopedMemory(long size, Runnable logic) {
        super(size, logic);
    }

    public long getMaximumSize() {
        return size();
    }

    public Object getPortal() {
        return portal();
    }

    public void setPortal(Object object) {
        portal(object);
    }

    public int getReferenceCount() {
        return references();
    }

    public void join() throws InterruptedException {
        synchronized (this) {
            while (references() > 0) {
                wait(10);
            }
        }
    }
}
