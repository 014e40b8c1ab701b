package javax.realtime;

/**
 * Base of the parameters a scheduler orders schedulables by (abstract in 1.0.2, concrete in 2.0).
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/SchedulingParameters.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/SchedulingParameters.java.
 */
public abstract class SchedulingParameters {
    SchedulingParameters() {}
}
