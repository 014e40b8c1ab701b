package rtjbench.events.handler;

import rtjbench.core.os.CpuList;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;

/**
 * What a run asks of its handler threads: the scheduling policy (their priority comes with each
 * {@link HandlerSpec}), the native thread control that applies it, the release order, and for the pooled
 * kinds the number of workers, their CPUs and their priority.
 */
public final class HandlerSetup {
    final SchedPolicy policy;
    final ThreadControl control;
    final ReleaseOrder order;
    final int poolSize;
    final CpuList poolCpus;
    final int poolPriority;

    public HandlerSetup(
            SchedPolicy policy,
            ThreadControl control,
            ReleaseOrder order,
            int poolSize,
            CpuList poolCpus,
            int poolPriority) {
        if (poolSize < 1) {
            throw new IllegalArgumentException("pool size must be at least 1, was " + poolSize);
        }
        this.policy = policy;
        this.control = control;
        this.order = order;
        this.poolSize = poolSize;
        this.poolCpus = poolCpus;
        this.poolPriority = poolPriority;
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
