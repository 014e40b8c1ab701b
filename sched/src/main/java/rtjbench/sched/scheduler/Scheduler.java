package rtjbench.sched.scheduler;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.overhead.Charging;

/**
 * A scheduler, one value for every command, experiment file, test and testapp: where its tasks may run (its
 * {@link Layout}), how it ranks jobs (earliest deadline first, or fixed task priorities in a {@link PriorityOrder}),
 * its name ({@code global-edf}) and short alias ({@code gedf}), which overheads a job of it is charged, and the
 * Linux policy a task set of it runs under.
 *
 * <table>
 *   <caption>The schedulers</caption>
 *   <tr><th>name</th><th>alias</th><th>tasks run</th><th>jobs ranked by</th><th>on Linux</th></tr>
 *   <tr><td>global-edf</td><td>gedf</td><td>on any CPU</td><td>absolute deadline</td><td>SCHED_DEADLINE</td></tr>
 *   <tr><td>global-fp</td><td>gfp</td><td>on any CPU</td><td>the task's priority</td><td>SCHED_FIFO</td></tr>
 *   <tr><td>partitioned-edf</td><td>pedf</td><td>on one CPU each</td><td>absolute deadline</td>
 *       <td>SCHED_DEADLINE (a root domain a CPU)</td></tr>
 *   <tr><td>partitioned-fp</td><td>pfp</td><td>on one CPU each</td><td>the task's priority</td><td>SCHED_FIFO</td></tr>
 *   <tr><td>clustered-edf</td><td>cedf</td><td>on any CPU of one cluster</td><td>absolute deadline</td>
 *       <td>none</td></tr>
 *   <tr><td>loose-clustered-edf</td><td>loose-cedf</td><td>on any CPU of one cluster, the tasks balanced between
 *       clusters</td><td>absolute deadline</td><td>none</td></tr>
 * </table>
 *
 * A fixed-priority scheduler carries its priority order, {@link PriorityOrder#DEFAULT} unless another is given
 * ({@link #withPriorityOrder}). Immutable; two schedulers are equal when their names and orders are.
 */
public final class Scheduler {
    /** Where a scheduler's tasks may run. */
    public enum Layout {
        /** Every task on any CPU. */
        GLOBAL,
        /** Each task on one CPU. */
        PARTITIONED,
        /** Each task on any CPU of one cluster. */
        CLUSTERED,
        /** Each task on any CPU of one cluster, tasks moved between clusters to balance their load. */
        LOOSE_CLUSTERED
    }

    /** The Linux scheduling policy a task set of a scheduler runs under. */
    public enum LinuxPolicy {
        SCHED_FIFO,
        SCHED_DEADLINE,
        /** No Linux scheduler runs it as a task set. */
        NONE
    }

    public static final Scheduler GLOBAL_EDF = new Scheduler("global-edf", "gedf", Layout.GLOBAL, null);
    public static final Scheduler GLOBAL_FP = new Scheduler("global-fp", "gfp", Layout.GLOBAL, PriorityOrder.DEFAULT);
    public static final Scheduler PARTITIONED_EDF = new Scheduler("partitioned-edf", "pedf", Layout.PARTITIONED, null);
    public static final Scheduler PARTITIONED_FP =
            new Scheduler("partitioned-fp", "pfp", Layout.PARTITIONED, PriorityOrder.DEFAULT);
    public static final Scheduler CLUSTERED_EDF = new Scheduler("clustered-edf", "cedf", Layout.CLUSTERED, null);
    public static final Scheduler LOOSE_CLUSTERED_EDF =
            new Scheduler("loose-clustered-edf", "loose-cedf", Layout.LOOSE_CLUSTERED, null);

    private static final List<Scheduler> ALL = Collections.unmodifiableList(
            Arrays.asList(GLOBAL_EDF, GLOBAL_FP, PARTITIONED_EDF, PARTITIONED_FP, CLUSTERED_EDF, LOOSE_CLUSTERED_EDF));

    private final String name;
    private final String alias;
    private final Layout layout;
    /** Null for EDF. */
    private final PriorityOrder order;

    private Scheduler(String name, String alias, Layout layout, PriorityOrder order) {
        this.name = name;
        this.alias = alias;
        this.layout = layout;
        this.order = order;
    }

    /** Every scheduler, each fixed-priority one in the default order. */
    public static List<Scheduler> all() {
        return ALL;
    }

    /** The schedulers a task set can run under on Linux ({@link #runsOnLinux}). */
    public static List<Scheduler> onLinux() {
        List<Scheduler> out = new ArrayList<>();
        for (Scheduler s : ALL) {
            if (s.runsOnLinux()) {
                out.add(s);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * The scheduler named {@code name}: its name or its alias ({@code global-edf} or {@code gedf}), case and
     * surrounding blanks ignored; a fixed-priority one in {@link PriorityOrder#DEFAULT}.
     */
    public static Scheduler named(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (Scheduler s : ALL) {
            if (s.name.equals(n) || s.alias.equals(n)) {
                return s;
            }
        }
        throw new IllegalArgumentException("'" + name + "' is not a scheduler; the schedulers are " + names(ALL));
    }

    /** Every scheduler's name with its alias, for messages and help: {@code global-edf (gedf), ...}. */
    public static String names() {
        return names(ALL);
    }

    /** {@code schedulers}' names with their aliases, separated by commas. */
    public static String names(List<Scheduler> schedulers) {
        StringBuilder sb = new StringBuilder();
        for (Scheduler s : schedulers) {
            sb.append(sb.length() == 0 ? "" : ", ")
                    .append(s.name)
                    .append(" (")
                    .append(s.alias)
                    .append(')');
        }
        return sb.toString();
    }

    /** The name: {@code global-edf}, {@code partitioned-fp}, ... (what results record). */
    public String name() {
        return name;
    }

    /** The short alias: {@code gedf}, {@code pfp}, ... */
    public String alias() {
        return alias;
    }

    public Layout layout() {
        return layout;
    }

    /** Whether jobs are ranked by absolute deadline (EDF) rather than by their task's fixed priority. */
    public boolean edf() {
        return order == null;
    }

    /** The fixed-priority order; an EDF scheduler has none. */
    public PriorityOrder priorityOrder() {
        if (order == null) {
            throw new IllegalStateException(name + " ranks jobs by deadline: it has no priority order");
        }
        return order;
    }

    /** This fixed-priority scheduler with its tasks in {@code priorityOrder}; an EDF scheduler takes none. */
    public Scheduler withPriorityOrder(PriorityOrder priorityOrder) {
        if (order == null) {
            throw new IllegalArgumentException(name + " ranks jobs by deadline: it takes no priority order");
        }
        return new Scheduler(name, alias, layout, priorityOrder);
    }

    /** Whether every task may run on every CPU. */
    public boolean global() {
        return layout == Layout.GLOBAL;
    }

    /** Whether each task runs on one CPU. */
    public boolean partitioned() {
        return layout == Layout.PARTITIONED;
    }

    /** Whether the scheduler works on clusters of CPUs (strictly or loosely). */
    public boolean clustered() {
        return layout == Layout.CLUSTERED || layout == Layout.LOOSE_CLUSTERED;
    }

    /** Whether the scheduler needs each task's CPU (or, clustered, a CPU of its cluster) to place it. */
    public boolean needsAssignment() {
        return layout == Layout.PARTITIONED || layout == Layout.CLUSTERED;
    }

    /**
     * Which overheads a job is charged ({@link Charging}): a job of a partitioned task is never woken from another
     * CPU and never migrates; a job of a global or clustered one may.
     */
    public Charging.Migration charging() {
        return layout == Layout.PARTITIONED ? Charging.Migration.NONE : Charging.Migration.ACROSS_CPUS;
    }

    /**
     * The Linux policy a task set of this scheduler runs under: SCHED_FIFO for fixed priorities, SCHED_DEADLINE for
     * EDF; {@link LinuxPolicy#NONE} for the clustered schedulers ({@link #whyNotOnLinux}).
     */
    public LinuxPolicy linuxPolicy() {
        if (clustered()) {
            return LinuxPolicy.NONE;
        }
        return edf() ? LinuxPolicy.SCHED_DEADLINE : LinuxPolicy.SCHED_FIFO;
    }

    /** Whether a task set of this scheduler can run on Linux. */
    public boolean runsOnLinux() {
        return linuxPolicy() != LinuxPolicy.NONE;
    }

    /** Why a task set of this scheduler cannot run on Linux; empty where it can. */
    public String whyNotOnLinux() {
        if (runsOnLinux()) {
            return "";
        }
        return name + " cannot run as a task set: Linux has no clustered scheduler (SCHED_DEADLINE would need a"
                + " root domain a cluster, exclusive cpusets, and nothing moves tasks between clusters); it is"
                + " analysed and simulated only";
    }

    /** The name, and for fixed priorities the order: {@code partitioned-fp (dm)}, {@code global-edf}. */
    public String describe() {
        return order == null ? name : name + " (" + order.shortName() + ")";
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Scheduler)) {
            return false;
        }
        Scheduler s = (Scheduler) o;
        return name.equals(s.name) && order == s.order;
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + (order == null ? 0 : order.hashCode());
    }

    /** The name, as results record it. */
    @Override
    public String toString() {
        return name;
    }
}
