package javax.realtime;

/**
 * Stand-in: a realtime thread whose initial area may not be the heap (checked, as the spec does). The
 * stand-in does not enforce the no-heap access rules at run time.
 */
public class NoHeapRealtimeThread extends RealtimeThread {
    public NoHeapRealtimeThread(SchedulingParameters scheduling, MemoryArea area) {
        this(scheduling, null, null, area, null, null);
    }

    public NoHeapRealtimeThread(SchedulingParameters scheduling, ReleaseParameters release, MemoryArea area) {
        this(scheduling, release, null, area, null, null);
    }

    public NoHeapRealtimeThread(
            SchedulingParameters scheduling,
            ReleaseParameters release,
            MemoryParameters memory,
            MemoryArea area,
            ProcessingGroupParameters group,
            Runnable logic) {
        super(scheduling, release, memory, checkArea(area), group, logic);
    }

    private static MemoryArea checkArea(MemoryArea area) {
        if (area == null || area instanceof HeapMemory) {
            throw new IllegalArgumentException(
                    "a NoHeapRealtimeThread needs a non-heap initial memory area, got " + area);
        }
        return area;
    }
}
