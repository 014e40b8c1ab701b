package javax.realtime;

/**
 * RTSJ 1.0.2 / 2.0: a thread scheduled by the RTSJ scheduler with its own scheduling, release and memory
 * parameters. {@code waitForNextPeriod} is static since RTSJ 1.0.1.
 */
public class RealtimeThread extends Thread implements Schedulable {
    public RealtimeThread() {
        throw CompileOnly.error();
    }

    public RealtimeThread(SchedulingParameters scheduling) {
        throw CompileOnly.error();
    }

    public RealtimeThread(SchedulingParameters scheduling, ReleaseParameters release) {
        throw CompileOnly.error();
    }

    public RealtimeThread(SchedulingParameters scheduling, ReleaseParameters release, MemoryParameters memory,
                          MemoryArea area, ProcessingGroupParameters group, Runnable logic) {
        throw CompileOnly.error();
    }

    public static RealtimeThread currentRealtimeThread() {
        throw CompileOnly.error();
    }

    public static MemoryArea getCurrentMemoryArea() {
        throw CompileOnly.error();
    }

    public static boolean waitForNextPeriod() {
        throw CompileOnly.error();
    }

    public MemoryArea getMemoryArea() {
        throw CompileOnly.error();
    }

    @Override
    public void start() {
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
