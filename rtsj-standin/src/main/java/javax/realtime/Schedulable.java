package javax.realtime;

/** Stand-in: what RealtimeThread and AsyncEventHandler have in common. */
public interface Schedulable extends Runnable {
    SchedulingParameters getSchedulingParameters();

    void setSchedulingParameters(SchedulingParameters scheduling);

    ReleaseParameters getReleaseParameters();

    void setReleaseParameters(ReleaseParameters release);
}
