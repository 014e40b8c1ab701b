package javax.realtime;

/**
 * 1.0.2 scoped memory; 2.0 keeps it, deprecated, beside javax.realtime.memory.ScopedMemory.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/ScopedMemory.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/ScopedMemory.java.
 */
public abstract class ScopedMemory extends MemoryArea {
    public ScopedMemory(long size) {
        super(size);
    }

    public void setPortal(Object object) {
        throw CompileOnly.error();
    }
}
