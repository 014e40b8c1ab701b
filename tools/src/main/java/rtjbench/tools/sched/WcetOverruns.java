package rtjbench.tools.sched;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import rtjbench.sched.run.WorkloadRecord;
import rtjbench.tools.explain.TasksetJobs;
import rtjbench.tools.results.RunDir;

/**
 * Whether the user's WCETs hold on the machine a task-set run ran on: every job's executed CPU time (jobs.csv's
 * {@code execution_ns}, the thread's CPU time over its busy loop) over its task's WCET. The testapp calibrates a
 * job to lie under its WCET, but on a shared or virtual machine the loop's CPU time varies by tens of percent; a
 * job that executes past its WCET breaks the analysis's assumption, and under SCHED_DEADLINE one past its runtime
 * (WCET + {@code overrun_margin} + {@code dl_extra}) is throttled by the kernel to its next period.
 *
 * <p>The runtime that would have covered every job seen is the largest executed time plus what the testapp adds to
 * each runtime beyond the WCET and its margin for what a job costs the thread besides its loop ({@code dl_extra}:
 * the wake-up, the return from park, the job's counters), read back from the run as runtime − WCET − margin.
 */
public final class WcetOverruns {
    private WcetOverruns() {}

    /** The findings of a task-set run; bad input (exit 2) where it is not one or its jobs.csv is missing or bad. */
    public static WcetFindings of(RunDir run) throws IOException {
        return of(run, TasksetJobs.read(run));
    }

    /** The findings of a task-set run already read ({@link TasksetRun#jobsFile()}: its jobs.csv is not read again). */
    public static WcetFindings of(TasksetRun r) throws IOException {
        if (r.jobsFile() == null) return of(r.run()); // refused there, naming the missing file
        return of(r.run(), r.jobsFile());
    }

    private static WcetFindings of(RunDir run, TasksetJobs jobs) {
        WorkloadRecord w = jobs.workload();
        int margin = w.overrunMarginPercent() >= 0 ? w.overrunMarginPercent() : marginArg(run);
        List<WcetFindings.Task> out = new ArrayList<>();
        for (int i = 0; i < w.tasks().size(); i++) {
            WorkloadRecord.TaskRecord t = w.tasks().get(i);
            TasksetJobs.TaskJobs tj = jobs.of(w.outcomes().get(i).thread());
            out.add(task(t.task().name(), t.task().wcet(), t.dlRuntime(), margin, tj == null ? List.of() : tj.jobs()));
        }
        return new WcetFindings(List.copyOf(out));
    }

    /**
     * One task's finding from its jobs; {@code runtime} its SCHED_DEADLINE runtime (-1: another policy), {@code
     * marginPercent} the run's {@code overrun_margin}.
     */
    static WcetFindings.Task task(String name, long wcet, long runtime, int marginPercent, List<TasksetJobs.Job> jobs) {
        long[] executed = new long[jobs.size()];
        int known = 0;
        long overRuntime = 0;
        for (TasksetJobs.Job j : jobs) {
            if (j.executed() < 0) continue;
            executed[known++] = j.executed();
            if (runtime > 0 && j.executed() > runtime) overRuntime++;
        }
        if (known == 0) {
            return new WcetFindings.Task(name, wcet, 0, Double.NaN, Double.NaN, -1, runtime, 0, -1);
        }
        long[] sorted = Arrays.copyOf(executed, known);
        Arrays.sort(sorted);
        long max = sorted[known - 1];
        // the same integer arithmetic as the testapp's runtime = WCET + WCET x margin / 100 + dl_extra
        long bookkeeping = runtime > 0 ? Math.max(0, runtime - wcet - wcet * marginPercent / 100) : -1;
        return new WcetFindings.Task(
                name,
                wcet,
                known,
                (double) sorted[known / 2] / wcet,
                (double) max / wcet,
                max,
                runtime,
                overRuntime,
                runtime > 0 ? max + bookkeeping : -1);
    }

    /** The run's {@code overrun_margin} argument in percent (10 where it has none). */
    private static int marginArg(RunDir run) {
        String v = run.arg("overrun_margin");
        try {
            return v == null || v.isBlank() ? 10 : Integer.parseInt(v.strip().replace("%", ""));
        } catch (NumberFormatException e) {
            return 10;
        }
    }
}
