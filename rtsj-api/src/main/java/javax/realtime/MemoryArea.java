package javax.realtime;

/** RTSJ 1.0.2 / 2.0: an allocation context (heap, immortal, scoped). */
public abstract class MemoryArea {
    protected MemoryArea(long size) {
        throw CompileOnly.error();
    }

    protected MemoryArea(long size, Runnable logic) {
        throw CompileOnly.error();
    }

    public static MemoryArea getMemoryArea(Object object) {
        throw CompileOnly.error();
    }

    public void enter() {
        throw CompileOnly.error();
    }

    public void enter(Runnable logic) {
        throw CompileOnly.error();
    }

    public void executeInArea(Runnable logic) {
        throw CompileOnly.error();
    }

    public Object newArray(Class<?> type, int number) {
        throw CompileOnly.error();
    }

    public <T> T newInstance(Class<T> type) throws InstantiationException, IllegalAccessException {
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
