package javax.realtime;

/** The one memory area that is never reclaimed (2.0: through PerennialMemory, still a MemoryArea). */
public final class ImmortalMemory extends MemoryArea {
    private ImmortalMemory() {
        super(0L);
    }

    public static ImmortalMemory instance() {
        throw CompileOnly.error();
    }
}
