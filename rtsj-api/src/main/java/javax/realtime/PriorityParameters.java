package javax.realtime;

/**
 * A priority for the PriorityScheduler. setPriority is not here: void in 1.0.2, returns PriorityParameters in 2.0.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/PriorityParameters.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/PriorityParameters.java.
 */
public class PriorityParameters extends SchedulingParameters {
    public PriorityParameters(int priority) {
        throw CompileOnly.error();
    }
}
