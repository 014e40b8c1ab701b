package javax.realtime;

/**
 * A schedulable released by AsyncEvent.fire, run on a VM-managed thread. The seven-argument constructor is
 * 1.0.2's; 2.0 keeps it, deprecated. The parameter setters are not here: their return type differs.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/AsyncEventHandler.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/AsyncEventHandler.java.
 */
public class AsyncEventHandler implements Schedulable {
    AsyncEventHandler() {}

    public AsyncEventHandler(
            SchedulingParameters scheduling,
            ReleaseParameters release,
            MemoryParameters memory,
            MemoryArea area,
            ProcessingGroupParameters group,
            boolean nonheap,
            Runnable logic) {
        throw CompileOnly.error();
    }

    @Override
    public final void run() {
        throw CompileOnly.error();
    }
}
