package rtjbench.core.os;

/**
 * What the harness asks of the OS for the calling thread: CPU affinity, scheduling policy and priority,
 * the CPU it is on, and locking the process's memory. One implementation a platform, chosen once at start
 * ({@link ThreadControls#detect()}); where native calls are impossible a null implementation says why.
 */
public interface ThreadControl {
    /** "linux (FFM)", "linux (JNA 5.14.0)", or why nothing native is available. */
    String description();

    boolean isAvailable();

    void setAffinity(CpuList cpus) throws NativeCallException;

    CpuList getAffinity() throws NativeCallException;

    void setScheduler(SchedPolicy policy, int priority) throws NativeCallException;

    /**
     * Puts the calling thread under SCHED_DEADLINE ({@code sched_setattr(2)}): at most {@code runtime} ns of CPU in
     * each {@code period}, due {@code deadline} ns after each activation, with SCHED_FLAG_RESET_ON_FORK so a thread
     * it starts is not a deadline task. The kernel refuses with EBUSY where its admission control finds the CPUs'
     * deadline bandwidth used up ({@link NativeCallException#isBusy}), and with EPERM where the thread's affinity
     * is narrower than its root domain (see docs/taskset.md).
     */
    default void setDeadline(long runtime, long deadline, long period) throws NativeCallException {
        throw new NativeCallException("sched_setattr is not available: " + description());
    }

    /**
     * Counters the calling thread reads about itself in timed parts (its CPU, CPU time, involuntary context
     * switches), made for that thread alone so reading them allocates nothing.
     */
    default ThreadCounters countersForThisThread() {
        return ThreadCounters.NONE;
    }

    /** The calling thread's policy as the kernel reports it, or null for a policy the suite does not set. */
    SchedPolicy getPolicy() throws NativeCallException;

    int getPriority() throws NativeCallException;

    /** The CPU the calling thread is running on now, or -1 where unknown. */
    int currentCpu();

    void lockAllMemory() throws NativeCallException;

    void unlockAllMemory() throws NativeCallException;
}
