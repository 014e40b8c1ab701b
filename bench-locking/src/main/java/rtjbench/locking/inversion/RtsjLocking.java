package rtjbench.locking.inversion;

import rtjbench.core.support.ConfigException;

/**
 * What the priority-inversion test needs from RTSJ, without naming a {@code javax.realtime} class here: the
 * implementation ({@code rtsj.RtsjLockingImpl}) is loaded by name only on a VM that has RTSJ, so this test
 * still loads on one that does not.
 */
public interface RtsjLocking {
    String IMPL = "rtjbench.locking.inversion.rtsj.RtsjLockingImpl";

    /** RealtimeThreads at RTSJ priorities. */
    HelperThreads helpers();

    /**
     * {@code synchronized} on a monitor whose MonitorControl policy is PriorityInheritance, or
     * PriorityCeilingEmulation with {@code ceiling}.
     */
    InversionLock monitorLock(boolean ceilingEmulation, int ceiling);

    /** Low (high-2) and high must lie in the VM's PriorityScheduler range. */
    void checkPriorities(int high) throws ConfigException;

    /** Loads the implementation; the caller has checked that the VM has RTSJ. */
    final class Loader {
        private Loader() {}

        public static RtsjLocking load() {
            try {
                return (RtsjLocking)
                        Class.forName(IMPL).getDeclaredConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot load " + IMPL + ": " + e, e);
            }
        }
    }
}
