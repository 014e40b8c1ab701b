package javax.realtime;

/**
 * 1.0.2 scoped memory with variable-time allocation; 2.0 keeps it, deprecated (javax.realtime.memory has none).
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/VTMemory.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/VTMemory.java.
 */
public class VTMemory extends ScopedMemory {
    public VTMemory(long size) {
        super(size);
    }
}
