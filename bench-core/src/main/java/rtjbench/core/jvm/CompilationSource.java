package rtjbench.core.jvm;

/**
 * Where warm-up learns whether the JIT is still compiling. The VM's own beans in a run ({@link JvmProbe}); a
 * scripted fake in tests. Read by a watcher thread every few milliseconds, never by a test thread.
 */
public interface CompilationSource {
    /**
     * Null where JIT activity can be watched; otherwise why not (an AOT-compiled application, a VM without
     * a compilation bean or without compilation-time monitoring).
     */
    String unwatchable();

    /** A number that grows whenever the JIT compiles something (compiles so far, or ms spent compiling). */
    long activity();
}
