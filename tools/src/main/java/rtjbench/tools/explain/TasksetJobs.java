package rtjbench.tools.explain;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.sched.run.JobsCsv;
import rtjbench.sched.run.JobsCsvReader;
import rtjbench.sched.run.MeasuredJob;
import rtjbench.sched.run.RunFormatException;
import rtjbench.sched.run.WorkloadRecord;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.InsideFolder;
import rtjbench.tools.results.RunDir;

/**
 * A task-set run's {@code jobs.csv} (docs/taskset.md), read by the sched module's {@link JobsCsvReader} (by column
 * name, every line held to the format and to the run's metadata, {@link WorkloadRecord}) into what explaining a job
 * and judging its WCET need: per thread, each job's release, start and finish (System.nanoTime), the CPU time its
 * busy loop took ({@code execution_ns}, -1 where unknown) and the CPUs it started and finished on. A job's index is
 * its place among its task's measured jobs, which is also its sample's index in the thread's file.
 */
public final class TasksetJobs {
    public static final String FILE = JobsCsv.FILE;

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * One job: released at {@code release}, on its CPU from {@code start}, done at {@code finish}; it executed
     * {@code executed} ns of CPU time (-1: unknown) between start and finish; {@code cpuStart}, {@code cpuFinish}
     * (-1: unknown).
     */
    public record Job(long release, long start, long finish, long executed, int cpuStart, int cpuFinish) {
        static Job of(MeasuredJob j) {
            return new Job(j.release(), j.start(), j.finish(), j.execution(), j.cpuStart(), j.cpuFinish());
        }

        /** Finish - release. */
        public long response() {
            return finish - release;
        }

        /** How long after its release it started. */
        public long startDelay() {
            return start - release;
        }

        /**
         * The time between its start and its finish that was not its own CPU time: preemptions, throttling, the
         * vCPU not running, interrupts, stops at a safepoint; -1 where its executed time is unknown.
         */
        public long offCpu() {
            return executed < 0 ? -1 : Math.max(0, finish - start - executed);
        }

        /**
         * How much later than its own execution allowed the job finished: its start delay and its time off the
         * CPU; -1 where its executed time is unknown.
         */
        public long beyondExecution() {
            return executed < 0 ? -1 : Math.max(0, startDelay()) + offCpu();
        }
    }

    /** One task's jobs, in job order. */
    public record TaskJobs(String task, String thread, List<Job> jobs) {}

    private final WorkloadRecord workload;
    private final List<List<MeasuredJob>> byTask;
    private final Map<String, TaskJobs> byThread;

    private TasksetJobs(WorkloadRecord workload, List<List<MeasuredJob>> byTask, Map<String, TaskJobs> byThread) {
        this.workload = workload;
        this.byTask = byTask;
        this.byThread = byThread;
    }

    /** The run's workload, which the jobs were held to. */
    public WorkloadRecord workload() {
        return workload;
    }

    /**
     * The SCHED_DEADLINE runtime a period of the task whose thread is {@code thread}; -1 where it ran under another
     * policy, or no task ran on that thread.
     */
    public long deadlineRuntime(String thread) {
        for (int i = 0; i < workload.outcomes().size(); i++) {
            if (workload.outcomes().get(i).thread().equals(thread))
                return workload.tasks().get(i).dlRuntime();
        }
        return -1;
    }

    /** Whether the run folder holds a jobs file (a task-set run that finished). */
    public static boolean present(Path runDir) {
        return Files.isRegularFile(runDir.resolve(FILE));
    }

    /** The jobs of every thread, by thread name ({@code thread-<i>}), in file order. */
    public Map<String, TaskJobs> byThread() {
        return byThread;
    }

    /** The jobs of {@code thread}, or null where the file has none of it. */
    public TaskJobs of(String thread) {
        return byThread.get(thread);
    }

    /** Task {@code task}'s jobs as the file records them, in job order. */
    public List<MeasuredJob> measured(int task) {
        return byTask.get(task);
    }

    /**
     * The workload a task-set run's metadata records; bad input (exit 2) naming the run and the key where it is
     * not one.
     */
    public static WorkloadRecord workload(RunDir run) {
        JsonNode w = run.metadata().path("workload");
        if (!w.isObject()) {
            throw ToolException.input(run.dir() + ": not a run of the taskset testapp (no workload)");
        }
        @SuppressWarnings("unchecked") // a JSON object is a map with string keys
        Map<String, Object> m = JSON.convertValue(w, Map.class);
        try {
            return WorkloadRecord.read(m);
        } catch (RunFormatException e) {
            throw ToolException.input(run.dir() + ": " + e.getMessage());
        }
    }

    /**
     * The run's jobs file, held to its metadata: bad input (exit 2) naming the file, the line, the field and the
     * value where it is not what the format and the metadata say, or where there is none.
     */
    public static TasksetJobs read(RunDir run) throws IOException {
        return read(run, workload(run));
    }

    /** As {@link #read(RunDir)}, with the run's workload already read. */
    public static TasksetJobs read(RunDir run, WorkloadRecord workload) throws IOException {
        Path file = InsideFolder.resolve(run.dir(), FILE, run.dir().resolve("metadata.json"), "jobs file");
        if (!Files.isRegularFile(file)) {
            throw ToolException.input(file + ": no such jobs file (the run wrote none: it did not finish)");
        }
        List<List<MeasuredJob>> byTask;
        try {
            byTask = JobsCsvReader.read(file, workload.expectedJobs());
        } catch (RunFormatException e) {
            throw ToolException.input(e.getMessage());
        }
        Map<String, TaskJobs> out = new LinkedHashMap<>();
        for (int t = 0; t < byTask.size(); t++) {
            List<Job> jobs = new ArrayList<>(byTask.get(t).size());
            for (MeasuredJob j : byTask.get(t)) jobs.add(Job.of(j));
            String thread = workload.outcomes().get(t).thread();
            out.put(thread, new TaskJobs(workload.set().get(t).name(), thread, List.copyOf(jobs)));
        }
        return new TasksetJobs(workload, byTask, out);
    }
}
