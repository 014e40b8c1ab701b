package rtjbench.sched.sim;

import java.util.Locale;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.overhead.Charging;

/**
 * The schedulers by the names commands and experiment files use: where tasks may run (global, partitioned,
 * clustered, loosely clustered) and whether jobs are ranked by deadline (EDF) or by their task (fixed priority).
 */
public enum Scheduler {
    GEDF("gedf", true, Layout.GLOBAL),
    GFP("gfp", false, Layout.GLOBAL),
    PEDF("pedf", true, Layout.PARTITIONED),
    PFP("pfp", false, Layout.PARTITIONED),
    CEDF("cedf", true, Layout.CLUSTERED),
    LOOSE_CEDF("loose-cedf", true, Layout.LOOSE_CLUSTERED);

    /** Where a scheduler's tasks may run. */
    public enum Layout {
        GLOBAL,
        PARTITIONED,
        CLUSTERED,
        LOOSE_CLUSTERED
    }

    private final String cliName;
    private final boolean edf;
    private final Layout layout;

    Scheduler(String cliName, boolean edf, Layout layout) {
        this.cliName = cliName;
        this.edf = edf;
        this.layout = layout;
    }

    /** The scheduler a name gives ({@code gedf}, {@code loose-cedf}, ...). */
    public static Scheduler named(String name) {
        for (Scheduler s : values()) {
            if (s.cliName.equals(name.toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        throw new IllegalArgumentException("'" + name + "' is not a scheduler; the schedulers are " + names());
    }

    /** The names, separated by {@code |}. */
    public static String names() {
        StringBuilder sb = new StringBuilder();
        for (Scheduler s : values()) {
            sb.append(sb.length() == 0 ? "" : "|").append(s.cliName);
        }
        return sb.toString();
    }

    public String cliName() {
        return cliName;
    }

    public boolean edf() {
        return edf;
    }

    public Layout layout() {
        return layout;
    }

    /** Whether the scheduler needs each task's CPU (or, clustered, a CPU of its cluster) to place it. */
    public boolean needsAssignment() {
        return layout == Layout.PARTITIONED || layout == Layout.CLUSTERED;
    }

    /** Whether the scheduler works on clusters of CPUs. */
    public boolean clustered() {
        return layout == Layout.CLUSTERED || layout == Layout.LOOSE_CLUSTERED;
    }

    /** How overheads are charged to it: a job of a partitioned task is never woken from another CPU. */
    public Charging.Placement charging() {
        return layout == Layout.PARTITIONED ? Charging.Placement.PARTITIONED : Charging.Placement.GLOBAL;
    }

    /**
     * Where the tasks of {@code set} run on {@code clusters}' CPUs. {@code cpuOfTask[i]} is the CPU task i is
     * given (by a partitioning heuristic, or the task-set file's {@code cpu} column), -1 where none: partitioned
     * scheduling binds the task to it, clustered scheduling puts it in that CPU's cluster, loose clustering starts
     * from that cluster and places and balances the rest ({@link LooseClustering}); global scheduling ignores it.
     */
    public Placement place(TaskSet set, Clusters clusters, int[] cpuOfTask) {
        int n = set.size();
        int cpus = clusters.cpus();
        if (layout == Layout.GLOBAL) {
            return Placement.global(cpus, n);
        }
        if (cpuOfTask.length != n) {
            throw new IllegalArgumentException("CPUs are given for " + cpuOfTask.length + " of " + n + " tasks");
        }
        int[] cluster = new int[n];
        for (int i = 0; i < n; i++) {
            int cpu = cpuOfTask[i];
            if (cpu >= cpus) {
                throw new IllegalArgumentException(
                        "task " + set.get(i).name() + " is given CPU " + cpu + "; the CPUs are 0.." + (cpus - 1));
            }
            if (cpu < 0 && needsAssignment()) {
                throw new IllegalArgumentException(cliName + " needs a CPU for every task, and "
                        + set.get(i).name() + " has none");
            }
            cluster[i] = cpu < 0 ? -1 : clusters.clusterOf(cpu);
        }
        switch (layout) {
            case PARTITIONED:
                return Placement.partitioned(cpus, cpuOfTask);
            case CLUSTERED:
                return Placement.clustered(clusters, cluster);
            default:
                return Placement.clustered(clusters, LooseClustering.balance(set, clusters, cluster));
        }
    }

    /** The job priority: EDF, or for fixed priorities the given rule. */
    public JobPriority priority(JobPriority fixedPriorities) {
        return edf ? JobPriority.edf() : fixedPriorities;
    }

    @Override
    public String toString() {
        return cliName;
    }
}
