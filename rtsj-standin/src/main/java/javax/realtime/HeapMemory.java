package javax.realtime;

/** Stand-in: the Java heap; its consumption is the JVM's used heap. */
public final class HeapMemory extends MemoryArea {
    private static final HeapMemory INSTANCE = new HeapMemory();

    private HeapMemory() {
        super(Runtime.getRuntime().maxMemory());
    }

    public static HeapMemory instance() {
        return INSTANCE;
    }

    @Override
    public synchronized long memoryConsumed() {
        Runtime rt = Runtime.getRuntime();
        return rt.totalMemory() - rt.freeMemory();
    }
}
