package javax.realtime;

/** RTSJ 1.0.2 / 2.0: an AsyncEventHandler bound to its own thread for its whole life. */
public abstract class BoundAsyncEventHandler extends AsyncEventHandler {
    public BoundAsyncEventHandler() {
        throw CompileOnly.error();
    }

    public BoundAsyncEventHandler(SchedulingParameters scheduling, ReleaseParameters release, MemoryParameters memory,
                                  MemoryArea area, ProcessingGroupParameters group, boolean nonheap, Runnable logic) {
        throw CompileOnly.error();
    }
}
