package javax.realtime;

/**
 * A realtime thread that may not touch the heap. 1.0.2; deprecated in 2.0 but present with this constructor.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/NoHeapRealtimeThread.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/NoHeapRealtimeThread.java.
 */
public class NoHeapRealtimeThread extends RealtimeThread {
    public NoHeapRealtimeThread(
            SchedulingParameters scheduling,
            ReleaseParameters release,
            MemoryParameters memory,
            MemoryArea area,
            ProcessingGroupParameters group,
            Runnable logic) {
        throw CompileOnly.error();
    }
}
