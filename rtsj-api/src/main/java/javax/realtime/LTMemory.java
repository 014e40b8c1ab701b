package javax.realtime;

/**
 * 1.0.2 scoped memory with linear-time allocation; 2.0 keeps it, deprecated, beside javax.realtime.memory.LTMemory.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/LTMemory.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/LTMemory.java.
 */
public class LTMemory extends ScopedMemory {
    public LTMemory(long size) {
        super(size);
    }
}
