package javax.realtime;

/**
 * An AsyncEventHandler bound to its own thread for its whole life; abstract in 1.0.2, concrete in 2.0.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/BoundAsyncEventHandler.html; RTSJ 2.0,
 * github.com/RTESJ/rtesj javadoc/src/main/java/javax/realtime/BoundAsyncEventHandler.java.
 */
public abstract class BoundAsyncEventHandler extends AsyncEventHandler {
    public BoundAsyncEventHandler(
            SchedulingParameters scheduling,
            ReleaseParameters release,
            MemoryParameters memory,
            MemoryArea area,
            ProcessingGroupParameters group,
            boolean nonheap,
            Runnable logic) {
        throw CompileOnly.error();
    }
}
