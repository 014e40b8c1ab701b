package javax.realtime;

/** RTSJ 1.0.2 / 2.0: the one memory area that is never reclaimed. */
public final class ImmortalMemory extends MemoryArea {
    private ImmortalMemory() {
        super(0L);
    }

    public static ImmortalMemory instance() {
        throw CompileOnly.error();
    }
}
