package javax.realtime.memory;

import javax.realtime.MemoryArea;
import javax.realtime.StandIn;

/** Stand-in RTSJ 2.0 scoped memory (same accounting and reclamation as the 1.0.2 one). */
public abstract class ScopedMemory extends MemoryArea {
    ScopedMemory(long size) {
        super(size);
    }

    ScopedMemory(long size, Runnable logic) {
        super(size, logic);
    }

    public Object getPortal() {
        return StandIn.portalOf(this);
    }

    public void setPortal(Object object) {
        StandIn.setPortalOf(this, object);
    }

    public int getReferenceCount() {
        return StandIn.referencesOf(this);
    }

    public static long globalBackingStoreRemaining() {
        return Runtime.getRuntime().maxMemory();
    }
}
