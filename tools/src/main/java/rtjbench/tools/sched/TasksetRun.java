package rtjbench.tools.sched;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.InsideFolder;
import rtjbench.tools.results.RunDir;

/**
 * A run of the {@code taskset} testapp read back from its metadata (the set as it ran, the scheduler with its
 * priority order, the CPUs, the partition, each task's priority rank and SCHED_DEADLINE runtime; what each task's
 * jobs came to) and its
 * {@code jobs.csv}. The set comes from the metadata, not the task-set file, which may have changed since.
 * {@code deadlineRuntime[i]} is the runtime the kernel granted task i per period under SCHED_DEADLINE (a job that
 * executes past it is throttled to its next period); -1 where the task ran under another policy.
 */
record TasksetRun(
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
        long[] misses) {
    static final String TESTAPP = "taskset";
    static final String JOBS = "jobs.csv";

    boolean partitioned() {
        return scheduler.partitioned();
    }

    boolean edf() {
        return scheduler.edf();
    }

    /** Whether {@code run} is one of the task-set testapp's. */
    static boolean is(RunDir run) {
        return TESTAPP.equals(run.testapp());
    }

    /** The run's set and outcome; a run that is not a complete task-set run's metadata is bad input (exit 2). */
    static TasksetRun of(RunDir run) {
        JsonNode w = run.metadata().path("workload");
        JsonNode tasks = w.path("tasks");
        if (!is(run) || !tasks.isArray() || tasks.size() == 0) {
            throw ToolException.input(run.dir() + ": not a run of the taskset testapp (no workload.tasks)");
        }
        int n = tasks.size();
        List<Task> list = new ArrayList<>(n);
        int[] partitionCpu = new int[n];
        int[] rank = new int[n];
        long[] deadlineRuntime = new long[n];
        for (int i = 0; i < n; i++) {
            JsonNode t = tasks.get(i);
            try {
                list.add(new Task(
                        t.path("name").asText(),
                        t.path("period_ns").asLong(),
                        t.path("wcet_ns").asLong(),
                        t.path("deadline_ns").asLong(),
                        t.path("wss_bytes").isNumber() ? t.path("wss_bytes").asLong() : Task.NONE,
                        (int) Task.NONE));
            } catch (IllegalArgumentException e) {
                throw ToolException.input(run.dir() + ": workload.tasks[" + i + "]: " + e.getMessage());
            }
            partitionCpu[i] =
                    t.path("partition_cpu").isNumber() ? t.path("partition_cpu").asInt() : -1;
            rank[i] = t.path("rank").asInt(i);
            deadlineRuntime[i] =
                    t.path("dl_runtime_ns").isNumber() ? t.path("dl_runtime_ns").asLong() : -1;
        }
        Scheduler scheduler = scheduler(run, w);
        int cpus = cpuCount(run, w.path("cpus").asText());
        if (scheduler.partitioned()) {
            for (int i = 0; i < n; i++) {
                if (partitionCpu[i] < 0 || partitionCpu[i] >= cpus) {
                    throw ToolException.input(run.dir() + ": workload.tasks[" + i + "].partition_cpu: "
                            + (partitionCpu[i] < 0
                                    ? "missing"
                                    : partitionCpu[i] + " is not one of the " + cpus + " CPUs")
                            + " under " + scheduler);
                }
            }
        }
        boolean fifo = !scheduler.edf()
                && (!"other".equals(run.arg("scheduling_policy")) || !"java".equals(run.arg("type_of_threads")));
        JsonNode schedule = w.path("schedule");
        long end = schedule.path("warmup_ns").asLong()
                + schedule.path("measured_ns").asLong();
        long[] max = new long[n];
        long[] jobs = new long[n];
        long[] misses = new long[n];
        JsonNode per = w.path("per_task");
        for (int i = 0; i < n; i++) {
            JsonNode p = per.path(i);
            max[i] = p.path("max_response_ns").isNumber()
                    ? p.path("max_response_ns").asLong()
                    : -1;
            jobs[i] = p.path("jobs").asLong(0);
            misses[i] = p.path("deadline").path("misses").asLong(0);
        }
        TaskSet set;
        try {
            set = new TaskSet(list);
        } catch (IllegalArgumentException e) {
            throw ToolException.input(run.dir() + ": workload.tasks: " + e.getMessage());
        }
        return new TasksetRun(
                run, set, scheduler, cpus, partitionCpu, rank, deadlineRuntime, fifo, end, max, jobs, misses);
    }

    /** The run's scheduler, a fixed-priority one in the run's priority order. */
    private static Scheduler scheduler(RunDir run, JsonNode w) {
        try {
            Scheduler s = Scheduler.named(w.path("scheduler").asText());
            if (s.edf()) return s;
            return s.withPriorityOrder(
                    PriorityOrder.named(w.path("priorities").asText(PriorityOrder.DEFAULT.shortName())));
        } catch (IllegalArgumentException e) {
            throw ToolException.input(run.dir() + ": workload.scheduler: " + e.getMessage());
        }
    }

    private static int cpuCount(RunDir run, String text) {
        int count = 0;
        try {
            for (String part : text.split(",")) {
                if (part.isBlank()) continue;
                String[] range = part.strip().split("-");
                count += range.length == 1 ? 1 : Integer.parseInt(range[1]) - Integer.parseInt(range[0]) + 1;
            }
        } catch (NumberFormatException e) {
            count = 0;
        }
        if (count < 1) {
            throw ToolException.input(run.dir() + ": workload.cpus '" + text + "' is not a CPU list");
        }
        return count;
    }

    /**
     * One job of {@code jobs.csv}: its task's index, its index among the task's jobs, its response time, how long
     * after its release it started, the CPU time its busy loop took (-1: unknown), its involuntary switches and
     * whether it ended on another CPU than it began on.
     */
    record Job(int task, int index, long response, long startDelay, long execution, int switches, boolean migrated) {}

    /** The jobs of task {@code task} that responded later than {@code bound}, in order. */
    List<Job> jobsAbove(int task, long bound) throws IOException {
        Path file = InsideFolder.resolve(run.dir(), JOBS, run.dir().resolve("metadata.json"), "jobs file");
        if (!Files.isRegularFile(file)) {
            throw ToolException.input(run.dir() + ": no " + JOBS + " (the run wrote none: it did not finish)");
        }
        String name = set.get(task).name();
        List<Job> out = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = in.readLine();
            if (header == null || !header.startsWith("task,thread,job,")) {
                throw ToolException.input(file + ": not a jobs file (its header is '" + header + "')");
            }
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String[] c = line.split(",", -1);
                if (c.length < 14 || !c[0].equals(name)) continue;
                try {
                    long response = Long.parseLong(c[6]);
                    if (response > bound) {
                        out.add(new Job(
                                task,
                                Integer.parseInt(c[2]),
                                response,
                                Long.parseLong(c[4]) - Long.parseLong(c[3]),
                                Long.parseLong(c[8]),
                                Integer.parseInt(c[11]),
                                Boolean.parseBoolean(c[13])));
                    }
                } catch (NumberFormatException e) {
                    throw ToolException.input(file + ": line '" + line + "': field response_ns is not a number");
                }
            }
        }
        return out;
    }
}
