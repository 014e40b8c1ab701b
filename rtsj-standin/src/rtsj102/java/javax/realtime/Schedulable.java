package javax.realtime;

/** Stand-in, RTSJ 1.0.2 shape: what RealtimeThread and AsyncEventHandler have in common; the setters return void. */
public interface Schedulable extends Runnable {
    SchedulingParameters getSchedulingParameters();

    void setSchedulingParameters(SchedulingParameters scheduling);

    ReleaseParameters getReleaseParameters();

    void setReleaseParameters(ReleaseParameters release);
}
