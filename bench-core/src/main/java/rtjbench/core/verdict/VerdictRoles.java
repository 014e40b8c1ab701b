package rtjbench.core.verdict;

/**
 * The points a verdict plans, each a testapp named {@code <role>.<benchmark>}: the role before the last dot, the
 * benchmark after it (as {@code edf.taskset} names a taskset). The plan file ({@link VerdictPlan#PLAN_FILE})
 * gives the tools' post step each name's role.
 */
public enum VerdictRoles {
    /** {@code context_switch}: the pair and the set's other tasks on one CPU. */
    SWITCH("verdict-switch", "context_switch"),
    /** {@code periodic}: one thread, and the set's task count released together on one CPU. */
    RELEASE("verdict-release", "periodic"),
    /** {@code cpmd disturbance=preempt} at the set's working-set sizes. */
    CPMD_PREEMPT("verdict-cpmd-preempt", "cpmd"),
    /** {@code cpmd disturbance=migrate_shared} at the set's working-set sizes. */
    CPMD_MIGRATE("verdict-cpmd-migrate", "cpmd"),
    /** {@code dispatch handler_cpu=other}: a wake-up across CPUs. */
    WAKEUP("verdict-wakeup", "dispatch"),
    /** {@code periodic} beside the set's allocation load: the collector's pauses, for its MMU. */
    MMU("verdict-mmu", "periodic"),
    /** {@code taskset}: the user's set under one scheduler, with the load ({@link #tasksetName}). */
    TASKSET("verdict", "taskset");

    /** The element's name in an args file. */
    public static final String ELEMENT = "verdict";

    private final String label;
    private final String benchmark;

    VerdictRoles(String label, String benchmark) {
        this.label = label;
        this.benchmark = benchmark;
    }

    /** The testapp name the point gets: {@code verdict-switch.context_switch}. */
    public String testAppName() {
        return label + "." + benchmark;
    }

    /**
     * The testapp name of the set's points under one scheduler, {@code verdict-global-edf.taskset}: a testapp a
     * scheduler, so that one the kernel refuses (SCHED_DEADLINE's admission control) is skipped alone, with its
     * reason in suite.json.
     */
    public static String tasksetName(String scheduler) {
        return TASKSET.label + "-" + scheduler + "." + TASKSET.benchmark;
    }

    public String benchmark() {
        return benchmark;
    }

    /** The role of a testapp name a verdict planned, or null for any other name. */
    public static VerdictRoles of(String testAppName) {
        for (VerdictRoles r : values()) {
            if (r.testAppName().equals(testAppName)) return r;
        }
        String prefix = TASKSET.label + "-";
        String suffix = "." + TASKSET.benchmark;
        return testAppName.startsWith(prefix) && testAppName.endsWith(suffix) ? TASKSET : null;
    }
}
