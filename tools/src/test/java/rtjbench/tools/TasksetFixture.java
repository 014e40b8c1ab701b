package rtjbench.tools;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import rtjbench.tools.results.JsonFiles;

/**
 * A run folder of the taskset testapp with jobs of known times: its metadata (the set as it ran, the scheduler,
 * each task's SCHED_DEADLINE runtime where it has one), each thread's samples (the jobs' responses), jobs.csv, and,
 * where asked, what explain_above records: each thread's end times, a trace of the CPUs and the VM's log.
 */
public final class TasksetFixture {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final String JOBS_HEADER = "task,thread,job,release_ns,start_ns,finish_ns,response_ns,lateness_ns,"
            + "execution_ns,cpu_start,cpu_finish,switches,preempted,migrated,missed,overrun";

    /** A task: name, period, WCET, deadline (ns), its CPU index in the partition, SCHED_DEADLINE runtime or -1. */
    public record Task(String name, long period, long wcet, long deadline, int cpu, long runtime) {}

    /** A job: released, started, finished (System.nanoTime), its executed CPU time, its CPUs. */
    public record Job(long release, long start, long finish, long executed, int cpuStart, int cpuFinish) {
        public Job(long release, long start, long finish, long executed, int cpu) {
            this(release, start, finish, executed, cpu, cpu);
        }
    }

    private final String scheduler;
    private final List<Task> tasks = new ArrayList<>();
    private final List<List<Job>> jobs = new ArrayList<>();
    private String trace;
    private String vmLog;
    private int[] tids;
    private Consumer<ObjectNode> edit = m -> {};

    public TasksetFixture(String scheduler) {
        this.scheduler = scheduler;
    }

    public TasksetFixture task(Task t, List<Job> js) {
        tasks.add(t);
        jobs.add(js);
        return this;
    }

    /** Records for explain_above: the trace text (tracefs, mono clock), the VM's unified log, each thread's pid. */
    public TasksetFixture explain(String traceText, String vmLogText, int... threadIds) {
        this.trace = traceText;
        this.vmLog = vmLogText;
        this.tids = threadIds;
        return this;
    }

    /** A further change to the metadata. */
    public TasksetFixture edit(Consumer<ObjectNode> e) {
        this.edit = this.edit.andThen(e);
        return this;
    }

    public Path write(Path dir) throws IOException {
        List<long[]> samples = new ArrayList<>();
        for (List<Job> js : jobs) {
            long[] s = new long[js.size()];
            for (int j = 0; j < s.length; j++)
                s[j] = js.get(j).finish() - js.get(j).release();
            samples.add(s);
        }
        Fixtures.run(dir, "taskset", Map.of(), samples, "OpenJDK 64-Bit Server VM", null);
        ObjectNode meta = (ObjectNode) JsonFiles.read(dir.resolve("metadata.json"));
        ObjectNode args = (ObjectNode) meta.get("args");
        args.put("scheduler", scheduler);
        args.put("scheduling_policy", scheduler.endsWith("edf") ? "deadline" : "fifo");
        args.put("type_of_threads", "java");
        ObjectNode w = meta.putObject("workload");
        w.put("scheduler", scheduler);
        w.put("priorities", "dm");
        w.put("cpus", scheduler.startsWith("partitioned") ? "1" : "0-1");
        w.put("overrun_margin_percent", 10);
        ArrayNode ts = w.putArray("tasks");
        ArrayNode per = w.putArray("per_task");
        long first = Long.MAX_VALUE;
        long end = 0;
        for (int i = 0; i < tasks.size(); i++) {
            Task t = tasks.get(i);
            ObjectNode o = ts.addObject();
            o.put("name", t.name());
            o.put("period_ns", t.period());
            o.put("wcet_ns", t.wcet());
            o.put("deadline_ns", t.deadline());
            o.put("partition_cpu", t.cpu());
            o.put("rank", i);
            if (t.runtime() > 0) o.put("dl_runtime_ns", t.runtime());
            else o.putNull("dl_runtime_ns");
            ObjectNode p = per.addObject();
            long max = 0;
            long misses = 0;
            for (Job j : jobs.get(i)) {
                max = Math.max(max, j.finish() - j.release());
                misses += j.finish() - j.release() > t.deadline() ? 1 : 0;
                end = Math.max(end, j.finish());
                first = Math.min(first, j.release());
            }
            p.put("name", t.name());
            p.put("thread", "thread-" + i);
            p.put("jobs", jobs.get(i).size());
            p.put("max_response_ns", max);
            p.putObject("deadline").put("misses", misses);
        }
        ObjectNode schedule = w.putObject("schedule");
        schedule.put("warmup_ns", 0);
        schedule.put("measured_ns", end - first);
        if (trace != null) explain(dir, meta);
        edit.accept(meta);
        Files.writeString(
                dir.resolve("metadata.json"),
                JSON.writerWithDefaultPrettyPrinter().writeValueAsString(meta));
        StringBuilder csv = new StringBuilder(JOBS_HEADER).append('\n');
        for (int i = 0; i < tasks.size(); i++) {
            Task t = tasks.get(i);
            for (int j = 0; j < jobs.get(i).size(); j++) {
                Job b = jobs.get(i).get(j);
                long response = b.finish() - b.release();
                csv.append(String.join(
                                ",",
                                t.name(),
                                "thread-" + i,
                                Integer.toString(j),
                                Long.toString(b.release()),
                                Long.toString(b.start()),
                                Long.toString(b.finish()),
                                Long.toString(response),
                                Long.toString(response - t.deadline()),
                                Long.toString(b.executed()),
                                Integer.toString(b.cpuStart()),
                                Integer.toString(b.cpuFinish()),
                                "0",
                                "false",
                                Boolean.toString(b.cpuStart() != b.cpuFinish()),
                                Boolean.toString(response > t.deadline()),
                                Boolean.toString(b.executed() > t.wcet() + t.wcet() / 10)))
                        .append('\n');
            }
        }
        Files.writeString(dir.resolve("jobs.csv"), csv);
        return dir;
    }

    private void explain(Path dir, ObjectNode meta) throws IOException {
        Path ex = Files.createDirectories(dir.resolve("explain"));
        Files.writeString(ex.resolve("trace.txt"), trace);
        ObjectNode e = meta.putObject("explain");
        e.put("above_ns", 1);
        e.put("top", 0);
        ObjectNode vm = e.putObject("vm_source");
        if (vmLog != null) {
            Files.writeString(ex.resolve("vm-log.txt"), vmLog);
            vm.put("kind", "unified_logging");
            vm.put("file", "vm-log.txt");
        } else {
            vm.put("kind", "none");
        }
        ObjectNode tr = e.putObject("tracefs");
        tr.put("present", true);
        tr.put("file", "trace.txt");
        tr.put("cpus", "0-1");
        long first = Long.MAX_VALUE;
        long last = 0;
        for (List<Job> js : jobs) {
            for (Job j : js) {
                first = Math.min(first, j.release());
                last = Math.max(last, j.finish());
            }
        }
        tr.put("on_ns", first - 1_000_000);
        tr.put("off_ns", last + 1_000_000);
        e.putObject("steal").put("present", false).put("reason", "fixture");
        ArrayNode threads = e.putArray("threads");
        for (int i = 0; i < tasks.size(); i++) {
            StringBuilder ends = new StringBuilder();
            for (Job j : jobs.get(i)) ends.append(j.finish()).append('\n');
            Files.writeString(ex.resolve("ends-thread-" + i + ".txt"), ends);
            ObjectNode t = threads.addObject();
            t.put("thread", "thread-" + i);
            t.put("tid", tids[i]);
            t.put(
                    "cpus",
                    scheduler.startsWith("partitioned")
                            ? Integer.toString(tasks.get(i).cpu())
                            : "0-1");
            t.put("ends_file", "ends-thread-" + i + ".txt");
        }
    }
}
