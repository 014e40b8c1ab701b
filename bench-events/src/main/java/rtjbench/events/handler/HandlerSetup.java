package rtjbench.events.handler;

import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.wait.WaitChoice;

/**
 * What a run asks of its handler threads: the scheduling policy (their priority comes with each
 * {@link HandlerSpec}), the native thread control that applies it, the release order, and for the pooled
 * kinds the number of workers, their CPUs and their priority; for the dedicated kinds how a handler thread
 * waits for its releases.
 */
public final class HandlerSetup {
    final SchedPolicy policy;
    final ThreadControl control;
    final ReleaseOrder order;
    final int poolSize;
    final CpuList poolCpus;
    final int poolPriority;
    final WaitChoice wait;

    public HandlerSetup(
            SchedPolicy policy,
            ThreadControl control,
            ReleaseOrder order,
            int poolSize,
            CpuList poolCpus,
            int poolPriority) {
        this(policy, control, order, poolSize, poolCpus, poolPriority, WaitChoice.PARK);
    }

    /** As above, with how a dedicated handler thread waits for its releases ({@code wait_strategy}). */
    public HandlerSetup(
            SchedPolicy policy,
            ThreadControl control,
            ReleaseOrder order,
            int poolSize,
            CpuList poolCpus,
            int poolPriority,
            WaitChoice wait) {
        if (poolSize < 1) {
            throw new IllegalArgumentException("pool size must be at least 1, was " + poolSize);
        }
        this.policy = policy;
        this.control = control;
        this.order = order;
        this.poolSize = poolSize;
        this.poolCpus = poolCpus;
        this.poolPriority = poolPriority;
        this.wait = wait;
    }

    public WaitChoice waitChoice() {
        return wait;
    }

    public SchedPolicy policy() {
        return policy;
    }

    public ThreadControl control() {
        return control;
    }

    public ReleaseOrder order() {
        return order;
    }

    public int poolSize() {
        return poolSize;
    }

    public CpuList poolCpus() {
        return poolCpus;
    }

    public int poolPriority() {
        return poolPriority;
    }
}
