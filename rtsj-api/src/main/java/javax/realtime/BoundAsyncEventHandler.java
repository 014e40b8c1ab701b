package javax.realtime;

/** An AsyncEventHandler bound to its own thread for its whole life; abstract in 1.0.2, concrete in 2.0. */
public abstract class BoundAsyncEventHandler extends AsyncEventHandler {
    public BoundAsyncEventHandler(SchedulingParameters scheduling, ReleaseParameters release, MemoryParameters memory,
                                  MemoryArea area, ProcessingGroupParameters group, boolean nonheap, Runnable logic) {
        throw CompileOnly.error();
    }
}
