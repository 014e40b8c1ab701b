package javax.realtime;

/** RTSJ 1.0.2 / 2.0: a schedulable released by AsyncEvent.fire; runs on a VM-managed thread. */
public class AsyncEventHandler implements Schedulable {
    public AsyncEventHandler() {
        throw CompileOnly.error();
    }

    public AsyncEventHandler(Runnable logic) {
        throw CompileOnly.error();
    }

    public AsyncEventHandler(boolean nonheap) {
        throw CompileOnly.error();
    }

    public AsyncEventHandler(SchedulingParameters scheduling, ReleaseParameters release, MemoryParameters memory,
                             MemoryArea area, ProcessingGroupParameters group, boolean nonheap) {
        throw CompileOnly.error();
    }

    public AsyncEventHandler(SchedulingParameters scheduling, ReleaseParameters release, MemoryParameters memory,
                             MemoryArea area, ProcessingGroupParameters group, boolean nonheap, Runnable logic) {
        throw CompileOnly.error();
    }

    public void handleAsyncEvent() {
        throw CompileOnly.error();
    }

    @Override
    public final void run() {
        throw CompileOnly.error();
    }

    protected int getAndClearPendingFireCount() {
        throw CompileOnly.error();
    }

    protected int getAndDecrementPendingFireCount() {
        throw CompileOnly.error();
    }

    protected int getPendingFireCount() {
        throw CompileOnly.error();
    }

    @Override
    public SchedulingParameters getSchedulingParameters() {
        throw CompileOnly.error();
    }

    @Override
    public void setSchedulingParameters(SchedulingParameters scheduling) {
        throw CompileOnly.error();
    }

    @Override
    public ReleaseParameters getReleaseParameters() {
        throw CompileOnly.error();
    }

    @Override
    public void setReleaseParameters(ReleaseParameters release) {
        throw CompileOnly.error();
    }
}
