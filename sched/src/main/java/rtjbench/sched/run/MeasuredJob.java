package rtjbench.sched.run;

/**
 * One line of {@link JobsCsv}: a measured job of a task-set run, with every column's value. {@link #of} derives the
 * columns that follow from the others (response, lateness, preempted, migrated, missed, overrun) by the rules the
 * file declares; the reader keeps what the file says. Immutable.
 */
public final class MeasuredJob {
    private final String task;
    private final String thread;
    private final int job;
    private final long release;
    private final long start;
    private final long finish;
    private final long response;
    private final long lateness;
    private final long execution;
    private final int cpuStart;
    private final int cpuFinish;
    private final int switches;
    private final boolean preempted;
    private final boolean migrated;
    private final boolean missed;
    private final boolean overrun;

    /** Every column's value as given, in the file's column order. */
    public MeasuredJob(
            String task,
            String thread,
            int job,
            long release,
            long start,
            long finish,
            long response,
            long lateness,
            long execution,
            int cpuStart,
            int cpuFinish,
            int switches,
            boolean preempted,
            boolean migrated,
            boolean missed,
            boolean overrun) {
        this.task = task;
        this.thread = thread;
        this.job = job;
        this.release = release;
        this.start = start;
        this.finish = finish;
        this.response = response;
        this.lateness = lateness;
        this.execution = execution;
        this.cpuStart = cpuStart;
        this.cpuFinish = cpuFinish;
        this.switches = switches;
        this.preempted = preempted;
        this.migrated = migrated;
        this.missed = missed;
        this.overrun = overrun;
    }

    /**
     * Job {@code job} of a task with relative {@code deadline}, whose jobs overrun past {@code overrunLimit} ns of
     * execution: released, started and finished at the given instants, having executed {@code execution} ns (-1:
     * unknown), on {@code cpuStart} and {@code cpuFinish} (-1: unknown), switched out {@code switches} times (-1:
     * unknown). A job migrated where both CPUs are known and differ (one that moved and came back is not seen).
     */
    public static MeasuredJob of(
            String task,
            String thread,
            int job,
            long release,
            long start,
            long finish,
            long execution,
            int cpuStart,
            int cpuFinish,
            int switches,
            long deadline,
            long overrunLimit) {
        long response = finish - release;
        return new MeasuredJob(
                task,
                thread,
                job,
                release,
                start,
                finish,
                response,
                response - deadline,
                execution,
                cpuStart,
                cpuFinish,
                switches,
                switches > 0,
                cpuStart >= 0 && cpuFinish >= 0 && cpuStart != cpuFinish,
                response > deadline,
                execution > overrunLimit);
    }

    public String task() {
        return task;
    }

    public String thread() {
        return thread;
    }

    /** The job's index among its task's measured jobs. */
    public int job() {
        return job;
    }

    public long release() {
        return release;
    }

    public long start() {
        return start;
    }

    public long finish() {
        return finish;
    }

    /** finish − release. */
    public long response() {
        return response;
    }

    /** finish − (release + deadline). */
    public long lateness() {
        return lateness;
    }

    /** How long after its release it started. */
    public long startDelay() {
        return start - release;
    }

    /** The CPU time its busy loop took, or -1 where unknown. */
    public long execution() {
        return execution;
    }

    public int cpuStart() {
        return cpuStart;
    }

    public int cpuFinish() {
        return cpuFinish;
    }

    /** Involuntary context switches during the job, or -1 where unknown. */
    public int switches() {
        return switches;
    }

    public boolean preempted() {
        return preempted;
    }

    public boolean migrated() {
        return migrated;
    }

    public boolean missed() {
        return missed;
    }

    public boolean overrun() {
        return overrun;
    }

    /** The value of {@code column}, as the file writes it. */
    public String field(JobsCsv.Column column) {
        switch (column) {
            case TASK:
                return task;
            case THREAD:
                return thread;
            case JOB:
                return Integer.toString(job);
            case RELEASE_NS:
                return Long.toString(release);
            case START_NS:
                return Long.toString(start);
            case FINISH_NS:
                return Long.toString(finish);
            case RESPONSE_NS:
                return Long.toString(response);
            case LATENESS_NS:
                return Long.toString(lateness);
            case EXECUTION_NS:
                return Long.toString(execution);
            case CPU_START:
                return Integer.toString(cpuStart);
            case CPU_FINISH:
                return Integer.toString(cpuFinish);
            case SWITCHES:
                return Integer.toString(switches);
            case PREEMPTED:
                return Boolean.toString(preempted);
            case MIGRATED:
                return Boolean.toString(migrated);
            case MISSED:
                return Boolean.toString(missed);
            default:
                return Boolean.toString(overrun);
        }
    }

    @Override
    public String toString() {
        return task + " job " + job + " (release " + release + ", response " + response + ")";
    }
}
