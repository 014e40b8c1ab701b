package rtjbench.tools.sched;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.run.MeasuredJob;
import rtjbench.sched.run.WorkloadRecord;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.explain.TasksetJobs;
import rtjbench.tools.results.RunDir;

/**
 * A run of the {@code taskset} testapp read back, through the sched module's declaration of its format, from its
 * metadata ({@link WorkloadRecord}: the set as it ran, the scheduler with its priority order, the CPUs, the
 * partition, each task's priority rank and SCHED_DEADLINE runtime; what each task's jobs came to) and its {@code
 * jobs.csv} ({@link TasksetJobs}, held to that metadata; null where the run wrote none). The set comes from the
 * metadata, not the task-set file, which may have changed since. {@code deadlineRuntime[i]} is the runtime the
 * kernel granted task i per period under SCHED_DEADLINE (a job that executes past it is throttled to its next
 * period); -1 where the task ran under another policy. {@code priorities}: the fixed-priority tasks ran at their
 * priorities (SCHED_FIFO/RR or RTSJ), not SCHED_OTHER.
 */
public record TasksetRun(
        RunDir run,
        TaskSet set,
        Scheduler scheduler,
        int cpus,
        int[] partitionCpu,
        int[] rank,
        long[] deadlineRuntime,
        boolean priorities,
        long measuredEnd,
        long[] observedMax,
        long[] jobs,
        long[] misses,
        TasksetJobs jobsFile) {
    static final String TESTAPP = "taskset";

    public boolean partitioned() {
        return scheduler.partitioned();
    }

    public boolean edf() {
        return scheduler.edf();
    }

    /** Whether {@code run} is one of the task-set testapp's. */
    public static boolean is(RunDir run) {
        return TESTAPP.equals(run.testapp());
    }

    /**
     * The run's set and outcome, its jobs file read and checked where it has one; a run whose metadata or jobs file
     * is not what the format declares is bad input (exit 2) naming the file, the line or key, and the field.
     */
    public static TasksetRun of(RunDir run) throws IOException {
        if (!is(run)) {
            throw ToolException.input(run.dir() + ": not a run of the taskset testapp");
        }
        WorkloadRecord w = TasksetJobs.workload(run);
        int n = w.set().size();
        int[] partitionCpu = new int[n];
        int[] rank = new int[n];
        long[] deadlineRuntime = new long[n];
        long[] max = new long[n];
        long[] jobs = new long[n];
        long[] misses = new long[n];
        boolean fifo = !w.scheduler().edf();
        for (int i = 0; i < n; i++) {
            WorkloadRecord.TaskRecord t = w.tasks().get(i);
            partitionCpu[i] = t.partitionCpu();
            rank[i] = t.rank();
            deadlineRuntime[i] = t.dlRuntime();
            fifo &= t.fifoPriority() >= 0;
            WorkloadRecord.TaskOutcome o = w.outcomes().get(i);
            max[i] = o.maxResponse();
            jobs[i] = o.jobs();
            misses[i] = o.misses();
        }
        return new TasksetRun(
                run,
                w.set(),
                w.scheduler(),
                w.cpuCount(),
                partitionCpu,
                rank,
                deadlineRuntime,
                fifo,
                w.warmup() + w.measured(),
                max,
                jobs,
                misses,
                TasksetJobs.present(run.dir()) ? TasksetJobs.read(run, w) : null);
    }

    /**
     * One job of {@code jobs.csv}: its task's index, its index among the task's jobs, its response time, how long
     * after its release it started, the CPU time its busy loop took (-1: unknown), its involuntary switches and
     * whether it ended on another CPU than it began on.
     */
    public record Job(
            int task, int index, long response, long startDelay, long execution, int switches, boolean migrated) {}

    /** The jobs of task {@code task} that responded later than {@code bound}, in order. */
    public List<Job> jobsAbove(int task, long bound) {
        if (jobsFile == null) {
            throw ToolException.input(
                    run.dir() + ": no " + TasksetJobs.FILE + " (the run wrote none: it did not finish)");
        }
        List<Job> out = new ArrayList<>();
        for (MeasuredJob j : jobsFile.measured(task)) {
            if (j.response() > bound) {
                out.add(new Job(
                        task, j.job(), j.response(), j.startDelay(), j.execution(), j.switches(), j.migrated()));
            }
        }
        return out;
    }
}
