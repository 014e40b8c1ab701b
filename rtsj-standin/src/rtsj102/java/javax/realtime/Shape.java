package javax.realtime;

/** Not an RTSJ class: what the stand-in's shared classes ask of the RTSJ 1.0.2 shape. */
final class Shape {
    static final String VERSION = "1.0.2";

    private Shape() {}

    /** 1.0.2 has one scoped memory hierarchy, in javax.realtime. */
    static boolean isScoped(MemoryArea area) {
        return area instanceof ScopedMemory;
    }

    /** 1.0.2 lets any thread set a monitor's policy. */
    static void checkPolicyChange(Object monitor) {}
}
