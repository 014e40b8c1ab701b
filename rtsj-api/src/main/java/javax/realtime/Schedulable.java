package javax.realtime;

/**
 * What RealtimeThread and AsyncEventHandler have in common. Its parameter setters are not here: void in
 * 1.0.2, returning Schedulable in 2.0.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/Schedulable.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/Schedulable.java.
 */
public interface Schedulable extends Runnable {}
