package javax.realtime;

/**
 * Base of schedulers.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/Scheduler.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/Scheduler.java.
 */
public abstract class Scheduler {
    Scheduler() {}
}
