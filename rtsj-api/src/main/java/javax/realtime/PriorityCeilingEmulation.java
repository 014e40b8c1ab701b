package javax.realtime;

/** The priority ceiling emulation monitor policy (optional in an RTSJ VM); instance(int) since 1.0.1. */
public class PriorityCeilingEmulation extends MonitorControl {
    private PriorityCeilingEmulation() {
    }

    public static PriorityCeilingEmulation instance(int ceiling) {
        throw CompileOnly.error();
    }
}
