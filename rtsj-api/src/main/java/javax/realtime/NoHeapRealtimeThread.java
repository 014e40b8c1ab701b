package javax.realtime;

/**
 * RTSJ 1.0.2: a realtime thread that may not reference the heap; its initial memory area must not be the
 * heap. Deprecated in RTSJ 2.0 (JamaicaVM 8.x) but still present there.
 */
public class NoHeapRealtimeThread extends RealtimeThread {
    public NoHeapRealtimeThread(SchedulingParameters scheduling, MemoryArea area) {
        throw CompileOnly.error();
    }

    public NoHeapRealtimeThread(SchedulingParameters scheduling, ReleaseParameters release, MemoryArea area) {
        throw CompileOnly.error();
    }

    public NoHeapRealtimeThread(SchedulingParameters scheduling, ReleaseParameters release, MemoryParameters memory,
                                MemoryArea area, ProcessingGroupParameters group, Runnable logic) {
        throw CompileOnly.error();
    }
}
