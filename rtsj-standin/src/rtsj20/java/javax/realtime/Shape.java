package javax.realtime;

/** Not an RTSJ class: what the stand-in's shared classes ask of the RTSJ 2.0 shape. */
final class Shape {
    static final String VERSION = "2.0";

    private Shape() {}

    /** 2.0 has javax.realtime.memory.ScopedMemory beside the deprecated 1.0.2 class. */
    static boolean isScoped(MemoryArea area) {
        return area instanceof ScopedMemory || area instanceof javax.realtime.memory.ScopedMemory;
    }

    /** 2.0: "the thread or schedulable invoking setMonitorControl must already hold the lock on obj". */
    static void checkPolicyChange(Object monitor) {
        if (!Thread.holdsLock(monitor)) {
            throw new IllegalMonitorStateException("RTSJ 2.0 MonitorControl.setMonitorControl(" + monitor
                    + ", ...) needs the caller to hold that monitor's lock");
        }
    }
}
