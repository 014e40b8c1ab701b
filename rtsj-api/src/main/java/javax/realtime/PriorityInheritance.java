package javax.realtime;

/**
 * The priority inheritance monitor policy (the default policy of an RTSJ VM).
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/PriorityInheritance.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/PriorityInheritance.java.
 */
public class PriorityInheritance extends MonitorControl {
    private PriorityInheritance() {}

    public static PriorityInheritance instance() {
        throw CompileOnly.error();
    }
}
