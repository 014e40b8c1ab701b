package rtjbench.core.os;

/**
 * What the harness asks of the OS for the calling thread: CPU affinity, scheduling policy and priority,
 * the CPU it is on, and locking the process's memory. One implementation a platform, chosen once at start
 * ({@link ThreadControls#detect()}); where native calls are impossible a null implementation says why.
 */
public interface ThreadControl {
    /** "linux (JNA)" or why nothing native is available. */
    String description();

    boolean isAvailable();

    void setAffinity(CpuList cpus) throws NativeCallException;

    CpuList getAffinity() throws NativeCallException;

    void setScheduler(SchedPolicy policy, int priority) throws NativeCallException;

    /** The calling thread's policy as the kernel reports it, or null for a policy the suite does not set. */
    SchedPolicy getPolicy() throws NativeCallException;

    int getPriority() throws NativeCallException;

    /** The CPU the calling thread is running on now, or -1 where unknown. */
    int currentCpu();

    void lockAllMemory() throws NativeCallException;

    void unlockAllMemory() throws NativeCallException;
}
