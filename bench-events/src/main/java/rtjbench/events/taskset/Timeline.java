package rtjbench.events.taskset;

import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.run.WorkloadRecord;

/**
 * The run's one schedule, shared by every task: task i's k-th job is released at origin + k·T_i, never moved
 * (a late job delays no later release), for every task from the same origin (a synchronous release). The jobs
 * released before {@link #measuredOffset} after the origin are the warm-up; those released in the next
 * {@link #measuredSpan} are measured. Where the hyperperiod H is known and no longer than the warm-up (or the run
 * counts hyperperiods), the measured part begins at a multiple of H, so it begins with every task released at
 * once: the critical instant of the fixed-priority analyses. All times in ns.
 */
final class Timeline {
    /** Hyperperiods beyond this are not used (a set of random periods has one of years). */
    static final long HYPERPERIOD_BOUND = 3_600_000_000_000L;
    /** From the first thread past the start gate to the origin, beyond the longest period: every thread asleep. */
    static final long LEAD_NANOS = 20_000_000L;

    private final long hyperperiod;
    private final long measuredOffset;
    private final long measuredSpan;
    private final boolean synchronousStart;
    private final long longestPeriod;

    private Timeline(long hyperperiod, long measuredOffset, long measuredSpan, boolean synchronousStart, long longest) {
        this.hyperperiod = hyperperiod;
        this.measuredOffset = measuredOffset;
        this.measuredSpan = measuredSpan;
        this.synchronousStart = synchronousStart;
        this.longestPeriod = longest;
    }

    /**
     * The schedule of {@code set} with at least {@code warmup} ns of warm-up and {@code span} ns measured;
     * {@code alignToHyperperiod} asks that the measured part start at a multiple of the hyperperiod (which must
     * then be known).
     */
    static Timeline of(TaskSet set, long warmup, long span, boolean alignToHyperperiod) {
        long h = set.hyperperiod(HYPERPERIOD_BOUND);
        long longest = 0;
        for (Task t : set.tasks()) {
            longest = Math.max(longest, t.period());
        }
        boolean align = h > 0 && (alignToHyperperiod || h <= Math.max(warmup, 1));
        long offset = align ? ceilDiv(warmup, h) * h : warmup;
        return new Timeline(h, offset, span, align, longest);
    }

    static long ceilDiv(long a, long b) {
        return -Math.floorDiv(-a, b);
    }

    /** The hyperperiod, or -1 where it exceeds {@link #HYPERPERIOD_BOUND}. */
    long hyperperiod() {
        return hyperperiod;
    }

    /** From the origin to the first measured release instant. */
    long measuredOffset() {
        return measuredOffset;
    }

    long measuredSpan() {
        return measuredSpan;
    }

    /** Whether every task releases a job at the measured part's first instant. */
    boolean synchronousStart() {
        return synchronousStart;
    }

    /** Jobs of {@code task} released before the measured part (k·T < offset). */
    int warmupJobs(Task task) {
        return (int) ceilDiv(measuredOffset, task.period());
    }

    /** Jobs of {@code task} released in the measured part (offset ≤ k·T < offset + span). */
    int measuredJobs(Task task) {
        return (int) (ceilDiv(measuredOffset + measuredSpan, task.period()) - warmupJobs(task));
    }

    /** The most measured jobs any task has. */
    int mostMeasuredJobs(TaskSet set) {
        int most = 0;
        for (Task t : set.tasks()) {
            most = Math.max(most, measuredJobs(t));
        }
        return most;
    }

    /** From the first thread past the gate to the origin. */
    long lead() {
        return LEAD_NANOS + longestPeriod;
    }

    /** How long the run lasts at least: the lead, the warm-up and the measured part, and the last deadline. */
    long totalNanos(TaskSet set) {
        long lastDeadline = 0;
        for (Task t : set.tasks()) {
            lastDeadline = Math.max(lastDeadline, t.deadline());
        }
        return lead() + measuredOffset + measuredSpan + lastDeadline;
    }

    Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("hyperperiod_ns", hyperperiod > 0 ? hyperperiod : null);
        m.put(WorkloadRecord.Keys.WARMUP_NS, measuredOffset);
        m.put(WorkloadRecord.Keys.MEASURED_NS, measuredSpan);
        m.put("synchronous_start", synchronousStart);
        m.put(
                "releases",
                "job k of a task released at origin + k x period, the same origin for every task; the jobs released"
                        + " in [origin + warmup_ns, origin + warmup_ns + measured_ns) are measured");
        return m;
    }

    /**
     * The origin shared by every task's schedule: the first thread past the start gate sets it {@link #lead()}
     * ahead, the others take it. Cold path: once a thread, before its loop.
     */
    static final class Origin {
        private final long lead;
        private boolean set;
        private long origin;

        Origin(long lead) {
            this.lead = lead;
        }

        synchronized long get() {
            if (!set) {
                origin = System.nanoTime() + lead;
                set = true;
            }
            return origin;
        }
    }
}
