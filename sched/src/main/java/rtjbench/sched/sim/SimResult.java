package rtjbench.sched.sim;

/**
 * What one simulation showed, over the window it simulated ({@link #end()}):
 *
 * <ul>
 *   <li>{@link #schedulable()}: no job missed a deadline that fell inside the window;
 *   <li>the first miss: the earliest deadline passed unfinished, and at equal instants the lowest task index;
 *   <li>{@link #migrations()}: a job resuming on another CPU than the one it last ran on (a job's first start is
 *       no migration, wherever its task's previous job ran);
 *   <li>{@link #preemptions()}: a running job taken off its CPU before it completes;
 *   <li>{@link #averageSlack()}: deadline minus finish, averaged over the jobs that finished in the window
 *       (a late job's slack is negative; jobs unfinished at the end are not counted);
 *   <li>per task, the longest response time (finish − release) of its finished jobs.
 * </ul>
 */
public final class SimResult {
    /** A task index or time where there is none (no miss, no finished job). */
    public static final long NONE = -1;

    private final long end;
    private final boolean stoppedAtMiss;
    private final long misses;
    private final int firstMissTask;
    private final long firstMissTime;
    private final long migrations;
    private final long preemptions;
    private final long jobsReleased;
    private final long jobsFinished;
    private final long slackSum;
    private final long[] maxResponse;

    SimResult(
            long end,
            boolean stoppedAtMiss,
            long misses,
            int firstMissTask,
            long firstMissTime,
            long migrations,
            long preemptions,
            long jobsReleased,
            long jobsFinished,
            long slackSum,
            long[] maxResponse) {
        this.end = end;
        this.stoppedAtMiss = stoppedAtMiss;
        this.misses = misses;
        this.firstMissTask = firstMissTask;
        this.firstMissTime = firstMissTime;
        this.migrations = migrations;
        this.preemptions = preemptions;
        this.jobsReleased = jobsReleased;
        this.jobsFinished = jobsFinished;
        this.slackSum = slackSum;
        this.maxResponse = maxResponse.clone();
    }

    /** The instant the simulation ended: the end of the window asked, or the first miss where it stopped there. */
    public long end() {
        return end;
    }

    /** No deadline inside the window was missed. */
    public boolean schedulable() {
        return misses == 0;
    }

    /** Whether the simulation ended at its first miss ({@link AfterMiss#STOP}) before the window's end. */
    public boolean stoppedAtMiss() {
        return stoppedAtMiss;
    }

    /** Jobs that passed their deadline unfinished (with {@link AfterMiss#STOP}: those at the first miss's instant). */
    public long misses() {
        return misses;
    }

    /** The task of the first miss, or {@link #NONE}. */
    public int firstMissTask() {
        return firstMissTask;
    }

    /** The deadline the first miss passed, or {@link #NONE}. */
    public long firstMissTime() {
        return firstMissTime;
    }

    public long migrations() {
        return migrations;
    }

    public long preemptions() {
        return preemptions;
    }

    /** Jobs released in the window. */
    public long jobsReleased() {
        return jobsReleased;
    }

    /** Jobs that finished in the window. */
    public long jobsFinished() {
        return jobsFinished;
    }

    /** The sum of the finished jobs' slack (deadline − finish), in nanoseconds. */
    public long slackSum() {
        return slackSum;
    }

    /** The finished jobs' mean slack in nanoseconds; NaN where none finished. */
    public double averageSlack() {
        return jobsFinished == 0 ? Double.NaN : (double) slackSum / jobsFinished;
    }

    /** The number of tasks simulated. */
    public int tasks() {
        return maxResponse.length;
    }

    /** Task i's longest response among its finished jobs, or {@link #NONE}. */
    public long maxResponse(int task) {
        return maxResponse[task];
    }

    @Override
    public String toString() {
        return (schedulable() ? "schedulable" : "miss of task " + firstMissTask + " at " + firstMissTime)
                + " until " + end + ", " + jobsFinished + "/" + jobsReleased + " jobs finished, " + migrations
                + " migrations, " + preemptions + " preemptions, slack sum " + slackSum;
    }
}
