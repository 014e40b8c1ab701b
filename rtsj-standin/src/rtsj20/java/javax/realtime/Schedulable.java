package javax.realtime;

/**
 * Stand-in, RTSJ 2.0 shape: the setters return the schedulable itself. (2.0 declares many more members here;
 * the stand-in has the ones rtjbench's tests reach.)
 */
public interface Schedulable extends Runnable {
    SchedulingParameters getSchedulingParameters();

    Schedulable setSchedulingParameters(SchedulingParameters scheduling);

    ReleaseParameters getReleaseParameters();

    Schedulable setReleaseParameters(ReleaseParameters release);
}
