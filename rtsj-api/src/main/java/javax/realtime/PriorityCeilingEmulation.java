package javax.realtime;

/**
 * The priority ceiling emulation monitor policy (optional in an RTSJ VM); instance(int) since 1.0.1.
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/PriorityCeilingEmulation.html; RTSJ 2.0,
 * github.com/RTESJ/rtesj javadoc/src/main/java/javax/realtime/PriorityCeilingEmulation.java.
 */
public class PriorityCeilingEmulation extends MonitorControl {
    private PriorityCeilingEmulation() {}

    public static PriorityCeilingEmulation instance(int ceiling) {
        throw CompileOnly.error();
    }
}
