package javax.realtime;

/**
 * The one memory area that is never reclaimed (2.0: through PerennialMemory, still a MemoryArea).
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/ImmortalMemory.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/ImmortalMemory.java.
 */
public final class ImmortalMemory extends MemoryArea {
    private ImmortalMemory() {
        super(0L);
    }

    public static ImmortalMemory instance() {
        throw CompileOnly.error();
    }
}
