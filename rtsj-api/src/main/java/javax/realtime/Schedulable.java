package javax.realtime;

/**
 * What RealtimeThread and AsyncEventHandler have in common. Its parameter setters are not here: void in
 * 1.0.2, returning Schedulable in 2.0.
 */
public interface Schedulable extends Runnable {
}
