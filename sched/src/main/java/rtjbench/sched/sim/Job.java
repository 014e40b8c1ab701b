package rtjbench.sched.sim;

import java.util.Arrays;
import java.util.Comparator;

/** A job inside the simulator: its fixed parameters, what it still needs, where it runs, and its trace. */
final class Job {
    /** Priority order: the smaller key, then the lower task index, then the earlier job of the task. */
    static final Comparator<Job> BY_PRIORITY = (a, b) -> {
        int c = Long.compare(a.key, b.key);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(a.task, b.task);
        return c != 0 ? c : Long.compare(a.number, b.number);
    };

    /** Deadline order, ties as in priority order: the first miss at an instant is the lowest task's. */
    static final Comparator<Job> BY_DEADLINE = (a, b) -> {
        int c = Long.compare(a.deadline, b.deadline);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(a.task, b.task);
        return c != 0 ? c : Long.compare(a.number, b.number);
    };

    final int task;
    final long number;
    final long release;
    final long deadline;
    final long key;
    long remaining;
    int cpu = -1;
    int lastCpu = -1;
    long start = JobRecord.NOT_YET;
    long finish = JobRecord.NOT_YET;
    int preemptions;
    int migrations;
    /** Scratch mark while a cluster's jobs are being chosen. */
    boolean selected;

    private final boolean traced;
    private long stretchFrom;
    private int stretches;
    private int[] cpus;
    private long[] from;
    private long[] to;

    Job(int task, long number, long release, long deadline, long key, long wcet, boolean traced) {
        this.task = task;
        this.number = number;
        this.release = release;
        this.deadline = deadline;
        this.key = key;
        this.remaining = wcet;
        this.traced = traced;
        if (traced) {
            cpus = new int[1];
            from = new long[1];
            to = new long[1];
        }
    }

    boolean before(Job other) {
        return BY_PRIORITY.compare(this, other) < 0;
    }

    void startStretch(int onCpu, long now) {
        cpu = onCpu;
        lastCpu = onCpu;
        stretchFrom = now;
        if (start == JobRecord.NOT_YET) {
            start = now;
        }
    }

    /** The job leaves its CPU at {@code now} (preempted, completed, or the simulation ended). */
    void endStretch(long now) {
        if (traced && now > stretchFrom) {
            if (stretches == cpus.length) {
                cpus = Arrays.copyOf(cpus, stretches * 2);
                from = Arrays.copyOf(from, stretches * 2);
                to = Arrays.copyOf(to, stretches * 2);
            }
            cpus[stretches] = cpu;
            from[stretches] = stretchFrom;
            to[stretches] = now;
            stretches++;
        }
        cpu = -1;
    }

    JobRecord record() {
        int n = traced ? stretches : 0;
        return new JobRecord(
                task,
                number,
                release,
                deadline,
                start,
                finish,
                preemptions,
                migrations,
                traced ? Arrays.copyOf(cpus, n) : new int[0],
                traced ? Arrays.copyOf(from, n) : new long[0],
                traced ? Arrays.copyOf(to, n) : new long[0]);
    }
}
