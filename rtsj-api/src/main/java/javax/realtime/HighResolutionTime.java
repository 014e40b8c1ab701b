package javax.realtime;

/**
 * Base of AbsoluteTime and RelativeTime (generic in 2.0, which does not change its erasure).
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/HighResolutionTime.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/HighResolutionTime.java.
 */
public abstract class HighResolutionTime {
    HighResolutionTime() {}
}
