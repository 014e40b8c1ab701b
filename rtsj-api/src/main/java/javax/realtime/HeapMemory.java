package javax.realtime;

/** RTSJ 1.0.2 / 2.0: the Java heap as a memory area. */
public final class HeapMemory extends MemoryArea {
    private HeapMemory() {
        super(0L);
    }

    public static HeapMemory instance() {
        throw CompileOnly.error();
    }
}
