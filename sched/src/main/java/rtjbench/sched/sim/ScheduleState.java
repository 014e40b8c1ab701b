package rtjbench.sched.sim;

import java.util.Arrays;

/**
 * What the future of a simulation depends on at an instant t where every task releases a job (a multiple of the
 * hyperperiod), taken before those releases: every pending job, task by task in release order, as its task
 * index, its remaining execution, and its absolute deadline minus t (which the number of its task's pending jobs
 * already implies, since the last release of every task was at t minus its period; it is kept as the plain
 * statement of what EDF reads). The remaining execution cannot be left out: two instants with the same jobs
 * pending but different work left have different futures. Which CPU a job sits on is left out on
 * purpose: it changes which CPU later jobs get (and so the migration count), never which jobs run, so two
 * instants whose states are equal have the same execution from then on, shifted in time.
 */
public final class ScheduleState {
    private final long[] jobs; // triples: task, remaining, deadline - t

    ScheduleState(long[] jobs) {
        this.jobs = jobs;
    }

    /** Pending jobs in the state. */
    public int pending() {
        return jobs.length / 3;
    }

    public boolean empty() {
        return jobs.length == 0;
    }

    /** The largest deadline-minus-t among the pending jobs; 0 where none is pending. */
    public long latestRelativeDeadline() {
        long latest = 0;
        for (int i = 2; i < jobs.length; i += 3) {
            latest = Math.max(latest, jobs[i]);
        }
        return latest;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ScheduleState && Arrays.equals(jobs, ((ScheduleState) o).jobs);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(jobs);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < jobs.length; i += 3) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append("task ")
                    .append(jobs[i])
                    .append(" needs ")
                    .append(jobs[i + 1])
                    .append(" due +")
                    .append(jobs[i + 2]);
        }
        return sb.append(']').toString();
    }
}
