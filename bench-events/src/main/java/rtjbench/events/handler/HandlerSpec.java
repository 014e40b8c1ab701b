package rtjbench.events.handler;

import rtjbench.core.os.CpuList;

/**
 * One handler to attach to an {@link Event}: a name (its thread's name where it has one), a priority (the
 * OS real-time priority for the standard kinds under SCHED_FIFO/RR, the RTSJ priority for the RTSJ kinds),
 * the CPUs its thread may run on (empty: wherever the kind puts it) and the body run once per release.
 * The body is made before the loop and reused: releasing a handler allocates nothing.
 */
public final class HandlerSpec {
    private final String name;
    private final int priority;
    private final CpuList cpus;
    private final Runnable body;

    public HandlerSpec(String name, int priority, CpuList cpus, Runnable body) {
        if (body == null) {
            throw new IllegalArgumentException("handler " + name + " has no body");
        }
        this.name = name;
        this.priority = priority;
        this.cpus = cpus == null ? CpuList.of() : cpus;
        this.body = body;
    }

    public String name() {
        return name;
    }

    public int priority() {
        return priority;
    }

    public CpuList cpus() {
        return cpus;
    }

    public Runnable body() {
        return body;
    }
}
