package javax.realtime;

/** RTSJ 1.0.2 / 2.0: what RealtimeThread and AsyncEventHandler have in common (the subset used). */
public interface Schedulable extends Runnable {
    SchedulingParameters getSchedulingParameters();

    void setSchedulingParameters(SchedulingParameters scheduling);

    ReleaseParameters getReleaseParameters();

    void setReleaseParameters(ReleaseParameters release);
}
