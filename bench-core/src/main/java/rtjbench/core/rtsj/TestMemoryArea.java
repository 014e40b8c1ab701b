package rtjbench.core.rtsj;

/**
 * A memory area a test thread allocates in, the same to the benchmark on every VM: the Java heap, or an
 * RTSJ scoped (LT, VT) or immortal area behind reflection-loaded adapters. Nothing here names
 * {@code javax.realtime}.
 */
public interface TestMemoryArea {
    MemoryKind kind();

    /** The class that implements it ("java heap", "javax.realtime.memory.LTMemory"...). */
    String implementation();

    /** Size in bytes (the maximum heap for the heap). */
    long size();

    long consumed();

    long remaining();

    /**
     * Runs {@code logic} with this area as the allocation context (RTSJ {@code enter}); for a scoped area
     * leaving reclaims what was allocated once no other thread is inside. The heap just runs it.
     */
    void enter(Runnable logic);

    /**
     * Keeps {@code object} (allocated in this area) reachable where the RTSJ assignment rules allow: the
     * portal of a scope, a static slot for immortal and heap. It makes an allocation escape so the compiler
     * cannot remove it. Called on the cold path only.
     */
    void keep(Object object);

    /** The {@code javax.realtime.MemoryArea} for an RTSJ thread's constructor, or null for the plain heap. */
    Object rtsjArea();
}
