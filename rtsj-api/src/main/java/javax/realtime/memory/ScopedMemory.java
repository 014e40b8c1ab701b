package javax.realtime.memory;

import javax.realtime.MemoryArea;

/**
 * RTSJ 2.0 only: scoped memory moved to this package. Its constructors are package-private in 2.0 too.
 * <p>
 * Source: RTSJ 2.0, github.com/RTESJ/rtesj javadoc/src/main/java/javax/realtime/memory/ScopedMemory.java.
 */
public abstract class ScopedMemory extends MemoryArea {
    ScopedMemory(long size) {
        super(size);
    }

    public void setPortal(Object object) {
        throw new UnsupportedOperationException(
                "rtsj-api is a compile-only javax.realtime.memory; the VM under test must provide RTSJ 2.0");
    }
}
