package rtjbench.core.os;

import rtjbench.core.args.CpuList;

/**
 * Where a JMH twin's benchmark threads run (issue 12): each pinned to a CPU of the list in the system property
 * {@value #PROPERTY}, the way the harness pins its test threads, while the VM's other threads (GC workers, JIT
 * compilers) stay free to use every CPU, as they are in the harness.
 * <p>
 * Why not {@code taskset} around the JMH fork: a VM that starts seeing one CPU chooses another VM. OpenJDK on one
 * CPU takes the Serial collector instead of G1 and runs its compiler threads on the benchmark's CPU, so an
 * allocation twin measured Serial GC against a harness run on G1, and warm-up competed with compilation.
 */
public final class TwinPlacement {
    /** The CPU list, in {@link CpuList} syntax ({@code 0}, {@code 0,1}); thread i of a group takes CPU i mod n. */
    public static final String PROPERTY = "rtjbench.twin.cpus";

    private TwinPlacement() {
    }

    /**
     * Pins the calling thread, thread {@code index} of its benchmark or group, where {@value #PROPERTY} says;
     * returns what was done, for the twin's log. Without the property nothing is pinned (and it says so); a
     * property that cannot be honoured stops the twin, since its figures would not be comparable.
     */
    public static String pinCaller(int index) {
        String text = System.getProperty(PROPERTY);
        if (text == null || text.trim().isEmpty()) {
            return "not pinned (no -D" + PROPERTY + ")";
        }
        CpuList cpus;
        try {
            cpus = CpuList.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("-D" + PROPERTY + "=" + text + " is not a CPU list such as 0 or 0,1: " + e.getMessage(), e);
        }
        if (cpus.size() == 0) {
            throw new IllegalArgumentException("-D" + PROPERTY + "=" + text + " names no CPU");
        }
        ThreadControl control = ThreadControls.detect();
        if (!control.isAvailable()) {
            throw new IllegalStateException("-D" + PROPERTY + "=" + text + " asks for pinning, which is impossible here: " + control.description());
        }
        CpuList mine = CpuList.of(cpus.get(index % cpus.size()));
        try {
            control.setAffinity(mine);
        } catch (NativeCallException e) {
            throw new IllegalStateException("-D" + PROPERTY + "=" + text + ": pinning thread " + index + " to CPU " + mine + " failed: " + e.getMessage(), e);
        }
        return "thread " + index + " pinned to CPU " + mine + "; the VM's other threads unpinned";
    }
}
