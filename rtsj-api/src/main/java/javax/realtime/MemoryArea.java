package javax.realtime;

/**
 * An allocation context (heap, immortal, scoped).
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/MemoryArea.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/MemoryArea.java.
 */
public abstract class MemoryArea {
    protected MemoryArea(long size) {
        throw CompileOnly.error();
    }

    public void enter(Runnable logic) {
        throw CompileOnly.error();
    }

    public long memoryConsumed() {
        throw CompileOnly.error();
    }

    public long memoryRemaining() {
        throw CompileOnly.error();
    }

    public long size() {
        throw CompileOnly.error();
    }
}
