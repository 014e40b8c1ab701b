package rtjbench.core.os;

/**
 * The process and thread settings a JMH twin copies from the harness, so the two differ in how they
 * time, not in what they run on:
 * <ul>
 * <li><b>CPU</b>: each benchmark thread pinned to a CPU of the list in {@value #CPUS} (thread i of a group on
 * CPU i mod n), as the harness pins its test threads, while the VM's other threads (GC workers, JIT compilers)
 * stay free to use every CPU, as they are in the harness. Not {@code taskset} around the fork: a VM that
 * starts seeing one CPU chooses another VM (OpenJDK takes the Serial collector instead of G1 and compiles on
 * the benchmark's CPU), so an allocation twin measured Serial GC against a harness on G1.</li>
 * <li><b>Memory</b>: locked with {@code mlockall(MCL_CURRENT|MCL_FUTURE)}, as the runner does by default
 * ({@code mlockall=true}), unless {@value #MLOCKALL}{@code =false}. Unlocked, every page the heap grows into
 * faults on first touch: an allocation twin then pays a page fault per fresh 4 KB that the harness does not.</li>
 * <li><b>Policy</b>, only where {@value #FIFO} gives a priority: the pinned thread at SCHED_FIFO, as the harness
 * with {@code scheduling_policy=fifo} (bin/jmh-twins --fifo, on both halves): on a machine shared with other
 * work, neither side's figures then carry the time its thread waited for the CPU.</li>
 * </ul>
 */
public final class TwinEnvironment {
    /** The CPU list, in {@link CpuList} syntax ({@code 0}, {@code 0,1}); absent: threads not pinned. */
    public static final String CPUS = "rtjbench.twin.cpus";
    /** {@code false} leaves memory unlocked (the harness's {@code mlockall=false}); default true. */
    public static final String MLOCKALL = "rtjbench.twin.mlockall";
    /** A SCHED_FIFO priority (1-99) for the pinned thread; absent: the policy is left as it is (SCHED_OTHER). */
    public static final String FIFO = "rtjbench.twin.fifo";

    private static String memory;

    private TwinEnvironment() {}

    /**
     * Applies both to the calling thread, thread {@code index} of its benchmark or group, and its process; returns
     * what was done, for the twin's log. Pinning that was asked for and cannot be done stops the twin (its figures
     * would not be comparable); memory that cannot be locked is reported, as the runner warns and goes on.
     */
    public static String apply(int index) {
        return pinCaller(index) + fifo() + "; " + lockMemory();
    }

    /** ", SCHED_FIFO N" where asked for (after pinning: a FIFO spinner must never be free to take every CPU). */
    static String fifo() {
        String text = System.getProperty(FIFO);
        if (text == null || text.trim().isEmpty()) {
            return "";
        }
        int priority;
        try {
            priority = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            priority = 0;
        }
        if (priority < 1 || priority > 99) {
            throw new IllegalArgumentException("-D" + FIFO + "=" + text + " is not a SCHED_FIFO priority (1 to 99)");
        }
        if (System.getProperty(CPUS) == null) {
            throw new IllegalArgumentException("-D" + FIFO + "=" + text + " needs -D" + CPUS
                    + ": a real-time thread is pinned, never free to take every CPU");
        }
        try {
            ThreadControls.detect().setScheduler(SchedPolicy.FIFO, priority);
        } catch (NativeCallException e) {
            throw new IllegalStateException("-D" + FIFO + "=" + text + ": " + e.getMessage(), e);
        }
        return ", SCHED_FIFO " + priority;
    }

    static String pinCaller(int index) {
        String text = System.getProperty(CPUS);
        if (text == null || text.trim().isEmpty()) {
            return "thread " + index + " not pinned (no -D" + CPUS + ")";
        }
        CpuList cpus;
        try {
            cpus = CpuList.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "-D" + CPUS + "=" + text + " is not a CPU list such as 0 or 0,1: " + e.getMessage(), e);
        }
        if (cpus.size() == 0) {
            throw new IllegalArgumentException("-D" + CPUS + "=" + text + " names no CPU");
        }
        ThreadControl control = ThreadControls.detect();
        if (!control.isAvailable()) {
            throw new IllegalStateException(
                    "-D" + CPUS + "=" + text + " asks for pinning, which is impossible here: " + control.description());
        }
        CpuList mine = CpuList.of(cpus.get(index % cpus.size()));
        try {
            control.setAffinity(mine);
        } catch (NativeCallException e) {
            throw new IllegalStateException(
                    "-D" + CPUS + "=" + text + ": pinning thread " + index + " to CPU " + mine + " failed: "
                            + e.getMessage(),
                    e);
        }
        return "thread " + index + " pinned to CPU " + mine + " (the VM's other threads unpinned)";
    }

    /** The memory half alone, once a process, for twins that place their threads themselves; says what was done. */
    public static synchronized String lockMemory() {
        if (memory == null) {
            memory = tryLockMemory();
        }
        return memory;
    }

    private static String tryLockMemory() {
        if ("false".equalsIgnoreCase(System.getProperty(MLOCKALL, "true").trim())) {
            return "memory not locked (-D" + MLOCKALL + "=false)";
        }
        ThreadControl control = ThreadControls.detect();
        if (!control.isAvailable()) {
            return "memory NOT locked, unlike the harness: " + control.description();
        }
        try {
            control.lockAllMemory();
            return "memory locked (mlockall MCL_CURRENT|MCL_FUTURE, as the harness)";
        } catch (NativeCallException e) {
            return "memory NOT locked, unlike the harness: " + e.getMessage();
        }
    }
}
