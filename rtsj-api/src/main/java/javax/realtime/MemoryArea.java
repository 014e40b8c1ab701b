package javax.realtime;

/** An allocation context (heap, immortal, scoped). */
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
