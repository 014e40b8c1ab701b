package rtjbench.core.bench;

import rtjbench.core.args.Config;

/**
 * Makes the test threads of one kind: plain {@code java.lang.Thread}s, or RTSJ {@code RealtimeThread}s
 * (and {@code NoHeapRealtimeThread}s) on a VM that has them. The harness starts them.
 */
public interface TestThreadFactory {
    /** The {@code type_of_threads} value this factory serves. */
    String kind();

    /** A new, unstarted thread that runs {@code body}; RTSJ factories give it priority and memory area from the config. */
    Thread newThread(String name, Runnable body, Config config);

    /**
     * True where the VM applies the scheduling policy and priority itself (RTSJ threads get their priority
     * from PriorityParameters); the harness then only reads them back instead of setting them through the OS.
     */
    boolean schedulesItself();
}
