package javax.realtime;

/**
 * Base of periodic and aperiodic release (generic in 2.0, which does not change its erasure).
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/ReleaseParameters.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/ReleaseParameters.java.
 */
public abstract class ReleaseParameters {
    ReleaseParameters() {}
}
