package rtjbench.sched.sim;

/**
 * One simulated job: its task (index in the set), its number among the task's jobs (0 first), release,
 * absolute deadline, first start and finish (both {@link #NOT_YET} where it had not started or finished when the
 * simulation ended), its preemptions and migrations, and the stretches it ran: on CPU {@code cpu(i)} from
 * {@code from(i)} to {@code to(i)}. Times in nanoseconds from the synchronous start at 0.
 */
public final class JobRecord {
    /** A start or finish the job had not reached when the simulation ended. */
    public static final long NOT_YET = -1;

    private final int task;
    private final long number;
    private final long release;
    private final long deadline;
    private final long start;
    private final long finish;
    private final int preemptions;
    private final int migrations;
    private final int[] cpus;
    private final long[] from;
    private final long[] to;

    JobRecord(
            int task,
            long number,
            long release,
            long deadline,
            long start,
            long finish,
            int preemptions,
            int migrations,
            int[] cpus,
            long[] from,
            long[] to) {
        this.task = task;
        this.number = number;
        this.release = release;
        this.deadline = deadline;
        this.start = start;
        this.finish = finish;
        this.preemptions = preemptions;
        this.migrations = migrations;
        this.cpus = cpus;
        this.from = from;
        this.to = to;
    }

    public int task() {
        return task;
    }

    public long number() {
        return number;
    }

    public long release() {
        return release;
    }

    public long deadline() {
        return deadline;
    }

    public long start() {
        return start;
    }

    public long finish() {
        return finish;
    }

    public boolean finished() {
        return finish != NOT_YET;
    }

    /** How often the job was taken off its CPU before completing. */
    public int preemptions() {
        return preemptions;
    }

    /** How often the job resumed on another CPU than the one it last ran on. */
    public int migrations() {
        return migrations;
    }

    /** finish − release; only for a finished job. */
    public long response() {
        requireFinished();
        return finish - release;
    }

    /** deadline − finish: negative for a late job; only for a finished job. */
    public long slack() {
        requireFinished();
        return deadline - finish;
    }

    /** Whether the job finished after its deadline. */
    public boolean late() {
        return finished() && finish > deadline;
    }

    /** How many stretches of execution the job had. */
    public int stretches() {
        return cpus.length;
    }

    public int cpu(int stretch) {
        return cpus[stretch];
    }

    public long from(int stretch) {
        return from[stretch];
    }

    public long to(int stretch) {
        return to[stretch];
    }

    /** The CPUs the job ran on, in order, a CPU named again only after another: {@code 0}, {@code 0;2}. */
    public String cpuPath() {
        StringBuilder sb = new StringBuilder();
        int last = -1;
        for (int cpu : cpus) {
            if (cpu != last) {
                if (sb.length() > 0) {
                    sb.append(';');
                }
                sb.append(cpu);
                last = cpu;
            }
        }
        return sb.toString();
    }

    private void requireFinished() {
        if (!finished()) {
            throw new IllegalStateException("job " + number + " of task " + task + " did not finish");
        }
    }

    @Override
    public String toString() {
        return "task " + task + " job " + number + " released " + release + " due " + deadline + " start " + start
                + " finish " + finish + " on " + cpuPath();
    }
}
