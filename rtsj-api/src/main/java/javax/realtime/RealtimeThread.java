package javax.realtime;

/**
 * A thread scheduled by the RTSJ scheduler. The six-argument constructor is 1.0.2's (deprecated in 2.0 but
 * present); waitForNextPeriod is static since 1.0.1 (deprecated in 2.0 but present). setReleaseParameters and
 * setSchedulingParameters are not here: void in 1.0.2, returning Schedulable in 2.0.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/RealtimeThread.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/RealtimeThread.java.
 */
public class RealtimeThread extends Thread implements Schedulable {
    RealtimeThread() {}

    public RealtimeThread(
            SchedulingParameters scheduling,
            ReleaseParameters release,
            MemoryParameters memory,
            MemoryArea area,
            ProcessingGroupParameters group,
            Runnable logic) {
        throw CompileOnly.error();
    }

    public static RealtimeThread currentRealtimeThread() {
        throw CompileOnly.error();
    }

    public static boolean waitForNextPeriod() {
        throw CompileOnly.error();
    }
}
