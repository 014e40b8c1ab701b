package javax.realtime;

/**
 * Periodic release; the two-argument constructor exists since 1.0.1 and in 2.0, the six-argument one (cost,
 * deadline, overrun and deadline-miss handlers) since 1.0 and in 2.0.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/PeriodicParameters.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/PeriodicParameters.java.
 */
public class PeriodicParameters extends ReleaseParameters {
    public PeriodicParameters(HighResolutionTime start, RelativeTime period) {
        throw CompileOnly.error();
    }

    public PeriodicParameters(
            HighResolutionTime start,
            RelativeTime period,
            RelativeTime cost,
            RelativeTime deadline,
            AsyncEventHandler overrunHandler,
            AsyncEventHandler missHandler) {
        throw CompileOnly.error();
    }
}
