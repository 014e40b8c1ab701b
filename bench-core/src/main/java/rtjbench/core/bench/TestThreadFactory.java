package rtjbench.core.bench;

import rtjbench.core.args.Config;
import rtjbench.core.rtsj.TestMemoryArea;
import rtjbench.core.support.ConfigException;

/**
 * Makes the test threads of one kind: plain {@code java.lang.Thread}s, or RTSJ {@code RealtimeThread}s
 * (and {@code NoHeapRealtimeThread}s) on a VM that has them. The harness starts them.
 */
public interface TestThreadFactory {
    /** The {@code type_of_threads} value this factory serves. */
    String kind();

    /**
     * A new, unstarted thread that runs {@code body}; RTSJ factories give it priority and memory area from the config.
     */
    Thread newThread(String name, Runnable body, Config config);

    /**
     * As {@link #newThread(String, Runnable, Config)}, with the memory area the thread starts in (the
     * workload's {@link Workload#initialMemoryArea}); null means the default (the heap). Plain Java threads
     * can only start in the heap, so the default ignores it.
     */
    default Thread newThread(String name, Runnable body, Config config, TestMemoryArea initialArea) {
        return newThread(name, body, config);
    }

    /** Checks what this kind of thread needs of a config (RTSJ: the priority range), before anything runs. */
    default void check(Config config) throws ConfigException {}

    /**
     * True where the VM applies the scheduling policy and priority itself (RTSJ threads get their priority
     * from PriorityParameters); the harness then only reads them back instead of setting them through the OS.
     */
    boolean schedulesItself();
}
