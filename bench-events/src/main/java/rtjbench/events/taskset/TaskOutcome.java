package rtjbench.events.taskset;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import rtjbench.sched.model.Task;
import rtjbench.sched.run.WorkloadRecord.OutcomeKeys;
import rtjbench.stats.DeadlineMisses;

/**
 * What one task's measured jobs came to, read from its {@link JobLog} after the run (cold path): deadline misses
 * (a job finishing later than release + deadline) with the longest run of them, the worst response and
 * lateness, how close the executed times came to the WCET and which jobs overran it by more than the margin,
 * and how many jobs were preempted or migrated.
 */
final class TaskOutcome {
    private final Task task;
    private final JobLog log;
    private final long overrunLimit;
    private final DeadlineMisses misses;

    TaskOutcome(Task task, JobLog log, int marginPercent) {
        this.task = task;
        this.log = log;
        this.overrunLimit = task.wcet() + task.wcet() * marginPercent / 100;
        this.misses = new DeadlineMisses(task.deadline());
        for (int j = 0; j < log.size(); j++) {
            misses.record(log.response(j));
        }
    }

    Task task() {
        return task;
    }

    JobLog log() {
        return log;
    }

    DeadlineMisses misses() {
        return misses;
    }

    /** Whether job {@code j} missed its deadline. */
    boolean missed(int j) {
        return log.response(j) > task.deadline();
    }

    /** The executed time past which a job overran: its WCET plus the margin. */
    long overrunLimit() {
        return overrunLimit;
    }

    /** Whether job {@code j} executed longer than its WCET plus the margin. */
    boolean overran(int j) {
        return log.execution(j) > overrunLimit;
    }

    int overruns() {
        int n = 0;
        for (int j = 0; j < log.size(); j++) {
            if (overran(j)) n++;
        }
        return n;
    }

    int preemptedJobs() {
        int n = 0;
        for (int j = 0; j < log.size(); j++) {
            if (log.preempted(j)) n++;
        }
        return n;
    }

    /** The involuntary switches of all jobs together; -1 where they could not be read. */
    long switches() {
        long n = 0;
        for (int j = 0; j < log.size(); j++) {
            if (log.switches(j) < 0) return -1;
            n += log.switches(j);
        }
        return n;
    }

    int migratedJobs() {
        int n = 0;
        for (int j = 0; j < log.size(); j++) {
            if (log.migrated(j)) n++;
        }
        return n;
    }

    long maxResponse() {
        long max = Long.MIN_VALUE;
        for (int j = 0; j < log.size(); j++) {
            max = Math.max(max, log.response(j));
        }
        return log.size() == 0 ? -1 : max;
    }

    Map<String, Object> toMetadata(Calibration calibration) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(OutcomeKeys.NAME, task.name());
        m.put(OutcomeKeys.JOBS, log.size());
        m.put(OutcomeKeys.MAX_RESPONSE_NS, log.size() == 0 ? null : maxResponse());
        m.put("max_lateness_ns", log.size() == 0 ? null : maxResponse() - task.deadline());
        m.put(OutcomeKeys.DEADLINE, misses.toMap()); // its "misses" is OutcomeKeys.MISSES
        m.put("preempted_jobs", preemptedJobs());
        long sw = switches();
        m.put("involuntary_switches", sw < 0 ? null : sw);
        m.put("migrated_jobs", migratedJobs());
        m.put("execution", execution());
        m.put("calibration", calibration == null ? null : calibration.toMetadata());
        return m;
    }

    /** Executed time over WCET: median and max, and the jobs over the margin. */
    private Map<String, Object> execution() {
        long[] e = new long[log.size()];
        int known = 0;
        for (int j = 0; j < log.size(); j++) {
            if (log.execution(j) >= 0) e[known++] = log.execution(j);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        if (known == 0) {
            m.put("median_over_wcet", null);
            m.put("max_over_wcet", null);
        } else {
            long[] sorted = Arrays.copyOf(e, known);
            Arrays.sort(sorted);
            m.put("median_over_wcet", (double) sorted[known / 2] / task.wcet());
            m.put("max_over_wcet", (double) sorted[known - 1] / task.wcet());
        }
        m.put("overrun_limit_ns", overrunLimit);
        m.put("overruns", overruns());
        return m;
    }
}
