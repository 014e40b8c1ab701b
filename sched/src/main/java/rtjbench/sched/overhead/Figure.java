package rtjbench.sched.overhead;

/**
 * The figures an overhead model holds, each under its name in the model file and with what it is looked up by:
 * the number of tasks, or the working-set size. What each means is what the suite measures for it
 * (docs/schedulability.md, "Overheads from the suite's runs"); {@link Charging} says how each is charged.
 */
public enum Figure {
    /**
     * The processor time releasing one job costs (the timer's interrupt, the queue), with n tasks: Gracioli et al.'s
     * "tick counting and release overhead". A Java thread cannot time it apart from the delay it causes, which
     * {@link #RELEASE_LATENCY} spans; an RTOS's or a kernel tracer's figures have it.
     */
    RELEASE("release", Key.TASKS),
    /** One scheduling decision apart from the switch; a Java thread cannot time the pick alone. */
    SCHEDULE("schedule", Key.TASKS),
    /** One context switch with n threads on the CPU, the pick included: {@code context_switch}. */
    CONTEXT_SWITCH("context_switch", Key.TASKS),
    /** What a preemption costs a job in lost cache, by its working-set size: {@code cpmd disturbance=preempt}. */
    CPMD_PREEMPTION("cpmd_preemption", Key.WSS),
    /** What a migration costs a job in lost cache: {@code cpmd disturbance=migrate_shared} or {@code migrate_far}. */
    CPMD_MIGRATION("cpmd_migration", Key.WSS),
    /** From a wake-up sent on one CPU to the woken thread's first instruction on another: {@code dispatch}. */
    CROSS_CPU_WAKEUP("cross_cpu_wakeup", Key.TASKS),
    /**
     * From a job's release time to its first instruction when n jobs are released at once on one CPU: the
     * timer's expiry, the wake-ups and the switches to the jobs released before it, the release's own cost
     * included. {@code periodic} with one thread (n = 1) and the release-vs-N sweep ({@code phase=common}, n
     * threads on one CPU).
     */
    RELEASE_LATENCY("release_latency", Key.TASKS);

    /** What a figure's table is looked up by. */
    public enum Key {
        /** The number of tasks, {@code tasks} in the model file. */
        TASKS("tasks"),
        /** The working-set size in bytes, {@code wss_bytes} in the model file. */
        WSS("wss_bytes");

        private final String field;

        Key(String field) {
            this.field = field;
        }

        /** The row's key field in the model file. */
        public String field() {
            return field;
        }
    }

    private final String field;
    private final Key key;

    Figure(String field, Key key) {
        this.field = field;
        this.key = key;
    }

    /** The figure's name in the model file ({@code context_switch}). */
    public String field() {
        return field;
    }

    public Key key() {
        return key;
    }

    /** The figure named {@code field} in a model file, or null. */
    public static Figure byField(String field) {
        for (Figure f : values()) {
            if (f.field.equals(field)) {
                return f;
            }
        }
        return null;
    }
}
