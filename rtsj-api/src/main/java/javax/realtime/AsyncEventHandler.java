package javax.realtime;

/**
 * A schedulable released by AsyncEvent.fire, run on a VM-managed thread. The seven-argument constructor is
 * 1.0.2's; 2.0 keeps it, deprecated. The parameter setters are not here: their return type differs.
 */
public class AsyncEventHandler implements Schedulable {
    AsyncEventHandler() {
    }

    public AsyncEventHandler(SchedulingParameters scheduling, ReleaseParameters release, MemoryParameters memory,
                             MemoryArea area, ProcessingGroupParameters group, boolean nonheap, Runnable logic) {
        throw CompileOnly.error();
    }

    @Override
    public final void run() {
        throw CompileOnly.error();
    }
}
