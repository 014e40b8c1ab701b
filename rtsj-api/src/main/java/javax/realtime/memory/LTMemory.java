package javax.realtime.memory;

/**
 * RTSJ 2.0 only: linear-time scoped memory in its 2.0 package. Used only where detection found it.
 * <p>
 * Source: RTSJ 2.0, github.com/RTESJ/rtesj javadoc/src/main/java/javax/realtime/memory/LTMemory.java.
 */
public class LTMemory extends ScopedMemory {
    public LTMemory(long size) {
        super(size);
    }
}
