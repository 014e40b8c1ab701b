package javax.realtime;

/** RTSJ 1.0.2 / 2.0: the priority ceiling emulation monitor policy (optional in an RTSJ VM). */
public class PriorityCeilingEmulation extends MonitorControl {
    private PriorityCeilingEmulation() {
    }

    public static PriorityCeilingEmulation instance(int ceiling) {
        throw CompileOnly.error();
    }

    public int getCeiling() {
        throw CompileOnly.error();
    }

    public static int getMaxCeiling() {
        throw CompileOnly.error();
    }
}
