package rtjbench.events.taskset;

import java.util.Locale;

/**
 * The Linux schedulers a task set runs under, each the one an analysis of the {@code sched} module models:
 *
 * <ul>
 *   <li>{@link #PARTITIONED_FP}: each task pinned to the CPU a partitioning heuristic gave it, SCHED_FIFO at its
 *       rate- or deadline-monotonic priority (RTSJ's own model; analysed by P-FP response-time analysis);
 *   <li>{@link #GLOBAL_FP}: every task free over all the CPUs, SCHED_FIFO at its priority (the kernel runs the m
 *       highest-priority ready threads, pushing and pulling between CPUs; G-FP RTA);
 *   <li>{@link #GLOBAL_EDF}: every task SCHED_DEADLINE over the whole root domain (global EDF with a constant
 *       bandwidth server per task; the G-EDF RTA-based bound);
 *   <li>{@link #PARTITIONED_EDF}: each task SCHED_DEADLINE on one CPU. The kernel allows a deadline task no
 *       affinity narrower than its root domain, so this runs only where each CPU used is a root domain of its
 *       own (exclusive cpusets); elsewhere the kernel's refusal is reported (docs/taskset.md).
 * </ul>
 */
public enum Scheduler {
    PARTITIONED_FP(true, false),
    GLOBAL_FP(false, false),
    GLOBAL_EDF(false, true),
    PARTITIONED_EDF(true, true);

    private final boolean partitioned;
    private final boolean deadline;

    Scheduler(boolean partitioned, boolean deadline) {
        this.partitioned = partitioned;
        this.deadline = deadline;
    }

    /** Each task on one CPU of a partition (rather than free over all). */
    public boolean partitioned() {
        return partitioned;
    }

    /** SCHED_DEADLINE (EDF) rather than SCHED_FIFO priorities. */
    public boolean deadline() {
        return deadline;
    }

    /** The args-file name: {@code partitioned-fp}, {@code global-edf}, ... */
    public String argName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Scheduler fromArg(String text) {
        for (Scheduler s : values()) {
            if (s.argName().equals(text)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown scheduler '" + text + "'");
    }

    /** The args-file names, in declaration order. */
    public static String[] argNames() {
        Scheduler[] all = values();
        String[] names = new String[all.length];
        for (int i = 0; i < all.length; i++) {
            names[i] = all[i].argName();
        }
        return names;
    }
}
