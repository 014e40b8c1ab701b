package rtjbench.tools.sched;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.model.Time;

/**
 * Whether the WCETs of a task-set file held in one run of the {@code taskset} testapp: per task, each job's
 * executed CPU time over the task's WCET (median and max over the jobs whose executed time is known) and, under
 * SCHED_DEADLINE, the runtime a period that would have covered every job seen. Made by {@link WcetOverruns#of}.
 *
 * @param tasks one finding a task, in the set's order
 */
public record WcetFindings(List<Task> tasks) {
    /**
     * One task: {@code jobs} with a known executed time, {@code medianRatio} and {@code maxRatio} of executed time
     * over {@code wcet} (NaN where no job's is known), the largest executed time {@code maxExecuted} (-1: none
     * known); under SCHED_DEADLINE the {@code runtime} the kernel granted a period, the jobs that executed past it
     * ({@code overRuntime}: throttled to their next period) and the runtime that would have covered every job seen,
     * {@code coveringRuntime} = the largest executed time + what the testapp adds to each runtime for the job's
     * bookkeeping ({@code dl_extra}); -1 for both runtimes under another policy.
     */
    public record Task(
            String name,
            long wcet,
            long jobs,
            double medianRatio,
            double maxRatio,
            long maxExecuted,
            long runtime,
            long overRuntime,
            long coveringRuntime) {
        /** Whether every job with a known executed time executed within the WCET. */
        public boolean holds() {
            return maxExecuted <= wcet;
        }

        /** Whether a job executed past its SCHED_DEADLINE runtime, and the kernel throttled it. */
        public boolean throttled() {
            return overRuntime > 0;
        }

        /**
         * "t2 executed up to 1.27 × its WCET: throttled by SCHED_DEADLINE; a runtime of 2.64 ms would have covered
         * every job seen", or "t2 executed up to 1.08 × its WCET" (SCHED_FIFO, or within its runtime); null where the
         * WCET held.
         */
        public String reason() {
            if (holds()) return null;
            String s = String.format(Locale.ROOT, "%s executed up to %.2f × its WCET", name, maxRatio);
            if (throttled()) {
                return s + ": throttled by SCHED_DEADLINE; a runtime of " + Time.describe(coveringRuntime)
                        + " would have covered every job seen";
            }
            return runtime > 0 ? s + " (within its SCHED_DEADLINE runtime of " + Time.describe(runtime) + ")" : s;
        }
    }

    /** The largest executed time over WCET of any job of any task; NaN where no job's executed time is known. */
    public double maxRatio() {
        double max = Double.NaN;
        for (Task t : tasks) {
            if (!Double.isNaN(t.maxRatio()) && !(t.maxRatio() <= max)) max = t.maxRatio();
        }
        return max;
    }

    /** Whether every task's WCET held: no job executed past it. */
    public boolean hold() {
        return tasks.stream().allMatch(Task::holds);
    }

    /** The tasks whose WCET did not hold: throttled ones first, then by their largest ratio, largest first. */
    public List<Task> overruns() {
        return tasks.stream()
                .filter(t -> !t.holds())
                .sorted(Comparator.comparing((Task t) -> !t.throttled())
                        .thenComparing(
                                Comparator.comparingDouble(Task::maxRatio).reversed()))
                .toList();
    }

    /** The first overrun's reason ({@link Task#reason()}); null where every WCET held. */
    public String reason() {
        List<Task> o = overruns();
        return o.isEmpty() ? null : o.get(0).reason();
    }
}
