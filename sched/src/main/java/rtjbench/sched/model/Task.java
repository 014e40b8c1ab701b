package rtjbench.sched.model;

/**
 * One periodic task: a job released every {@code period}, each needing at most {@code wcet} of processor time
 * and due {@code deadline} after its release. All three are whole nanoseconds. Optional: the working-set size
 * in bytes (what a preemption or a migration may have to reload: the CPMD charged depends on it) and a CPU the
 * task is bound to; {@link #NONE} where not given. Immutable; {@code with...} give changed copies.
 *
 * <p>A task built here only has to be positive; whether its WCET fits its deadline is a question the tests
 * answer (an inflated WCET may not), while the task-set file refuses such a task as the user's mistake.
 */
public final class Task {
    /** An optional field that was not given. */
    public static final long NONE = -1;

    private final String name;
    private final long period;
    private final long wcet;
    private final long deadline;
    private final long wss;
    private final int cpu;

    public Task(String name, long period, long wcet, long deadline, long wss, int cpu) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("a task needs a name");
        }
        if (period <= 0 || wcet <= 0 || deadline <= 0) {
            throw new IllegalArgumentException(String.format(
                    "task %s: period, wcet and deadline must be positive (period %d ns, wcet %d ns, deadline %d ns)",
                    name, period, wcet, deadline));
        }
        if (wss < NONE || cpu < NONE) {
            throw new IllegalArgumentException("task " + name + ": wss and cpu are -1 (not given) or at least 0");
        }
        this.name = name;
        this.period = period;
        this.wcet = wcet;
        this.deadline = deadline;
        this.wss = wss;
        this.cpu = cpu;
    }

    /** An implicit-deadline task (deadline = period), with no working set or CPU given. */
    public static Task implicit(String name, long period, long wcet) {
        return new Task(name, period, wcet, period, NONE, (int) NONE);
    }

    public String name() {
        return name;
    }

    public long period() {
        return period;
    }

    public long wcet() {
        return wcet;
    }

    public long deadline() {
        return deadline;
    }

    /** The working-set size in bytes, or {@link #NONE}. */
    public long wss() {
        return wss;
    }

    /** The CPU the task is bound to, or {@link #NONE}. */
    public int cpu() {
        return cpu;
    }

    public boolean hasWss() {
        return wss != NONE;
    }

    public boolean hasCpu() {
        return cpu != NONE;
    }

    /** wcet / period, for generators, sorting and display; exact tests compare integers instead. */
    public double utilization() {
        return (double) wcet / period;
    }

    /** wcet / min(deadline, period). */
    public double density() {
        return (double) wcet / Math.min(deadline, period);
    }

    public boolean implicitDeadline() {
        return deadline == period;
    }

    /** deadline ≤ period: a job is due before the next is released. */
    public boolean constrainedDeadline() {
        return deadline <= period;
    }

    public Task withWcet(long newWcet) {
        return new Task(name, period, newWcet, deadline, wss, cpu);
    }

    public Task withCpu(int newCpu) {
        return new Task(name, period, wcet, deadline, wss, newCpu);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Task)) {
            return false;
        }
        Task t = (Task) o;
        return name.equals(t.name)
                && period == t.period
                && wcet == t.wcet
                && deadline == t.deadline
                && wss == t.wss
                && cpu == t.cpu;
    }

    @Override
    public int hashCode() {
        return ((name.hashCode() * 31 + Long.hashCode(period)) * 31 + Long.hashCode(wcet)) * 31
                + Long.hashCode(deadline);
    }

    @Override
    public String toString() {
        return name + "(T=" + Time.format(period) + ", C=" + Time.format(wcet) + ", D=" + Time.format(deadline)
                + (hasWss() ? ", wss=" + wss : "") + (hasCpu() ? ", cpu=" + cpu : "") + ")";
    }
}
