package javax.realtime;

/**
 * Limits on a schedulable's memory use; rtjbench only passes null.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/MemoryParameters.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/MemoryParameters.java.
 */
public class MemoryParameters {
    private MemoryParameters() {}
}
