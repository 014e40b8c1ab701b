package rtjbench.events.taskset;

/**
 * One task's measured jobs, in primitive arrays made before the run: recording a job is a few stores, never an
 * allocation. Release, start and finish are {@code System.nanoTime} instants (CLOCK_MONOTONIC, the time base of
 * spikes.csv and the trace); the execution time is the thread's CPU time over the busy loop; the CPUs are where
 * the job began and ended; the switches are the thread's involuntary context switches during the job. Written by
 * the task's thread only, read after it ended.
 */
final class JobLog {
    /** Bytes a job takes here: four longs, two ints, one int. */
    static final int BYTES_PER_JOB = 4 * 8 + 3 * 4;

    private final long[] release;
    private final long[] start;
    private final long[] finish;
    private final long[] execution;
    private final int[] cpuAtStart;
    private final int[] cpuAtFinish;
    private final int[] switches;
    private int size;

    JobLog(int capacity) {
        release = new long[capacity];
        start = new long[capacity];
        finish = new long[capacity];
        execution = new long[capacity];
        cpuAtStart = new int[capacity];
        cpuAtFinish = new int[capacity];
        switches = new int[capacity];
    }

    /** Records the next job; the caller never records more than the capacity. */
    void record(
            long releaseAt, long startAt, long finishAt, long executed, int cpuStart, int cpuFinish, long preemptions) {
        int i = size;
        release[i] = releaseAt;
        start[i] = startAt;
        finish[i] = finishAt;
        execution[i] = executed;
        cpuAtStart[i] = cpuStart;
        cpuAtFinish[i] = cpuFinish;
        switches[i] = (int) preemptions;
        size = i + 1;
    }

    int capacity() {
        return release.length;
    }

    int size() {
        return size;
    }

    long release(int job) {
        return release[job];
    }

    long start(int job) {
        return start[job];
    }

    long finish(int job) {
        return finish[job];
    }

    long response(int job) {
        return finish[job] - release[job];
    }

    /** The thread's CPU time over the job's busy loop, or -1 where it could not be read. */
    long execution(int job) {
        return execution[job];
    }

    int cpuAtStart(int job) {
        return cpuAtStart[job];
    }

    int cpuAtFinish(int job) {
        return cpuAtFinish[job];
    }

    /** Involuntary context switches during the job, or -1 where they could not be read. */
    int switches(int job) {
        return switches[job];
    }

    /** The job was taken off its CPU while it could run at least once. */
    boolean preempted(int job) {
        return switches[job] > 0;
    }

    /**
     * The job ended on another CPU than it began on (it moved at least once; one that moved and came back is not seen).
     */
    boolean migrated(int job) {
        return cpuAtStart[job] >= 0 && cpuAtFinish[job] >= 0 && cpuAtStart[job] != cpuAtFinish[job];
    }
}
