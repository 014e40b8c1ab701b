package javax.realtime;

/**
 * Processing groups (deprecated in 2.0); rtjbench only passes null.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/ProcessingGroupParameters.html; RTSJ 2.0,
 * github.com/RTESJ/rtesj javadoc/src/main/java/javax/realtime/ProcessingGroupParameters.java.
 */
public class ProcessingGroupParameters {
    private ProcessingGroupParameters() {}
}
