package rtjbench.tools;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import rtjbench.sched.run.JobsCsv;
import rtjbench.sched.run.JobsCsvWriter;
import rtjbench.sched.run.MeasuredJob;
import rtjbench.sched.run.WorkloadRecord;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.tools.results.JsonFiles;

/**
 * A run folder of the taskset testapp with jobs of known times, written in the format the sched module declares and
 * by its writers, as the testapp writes it: its metadata's workload ({@link WorkloadRecord}: the set as it ran, the
 * scheduler in deadline-monotonic order, each task's priority or SCHED_DEADLINE runtime), each thread's samples (the
 * jobs' responses), jobs.csv ({@link JobsCsvWriter}), and, where asked, what explain_above records: each thread's
 * end times, a trace of the CPUs and the VM's log.
 */
public final class TasksetFixture {
    private static final ObjectMapper JSON = new ObjectMapper();

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
    private long warmup = -1;
    private long measured = -1;
    private List<JobsCsv.Column> columns = JobsCsv.columns();

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

    /** The schedule's window: warm-up and measured part (by default from the first release to the last finish). */
    public TasksetFixture window(long warmupNs, long measuredNs) {
        this.warmup = warmupNs;
        this.measured = measuredNs;
        return this;
    }

    /** jobs.csv's columns in this order (by default the testapp's). */
    public TasksetFixture columns(List<JobsCsv.Column> order) {
        this.columns = order;
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
        args.put("scheduling_policy", Scheduler.named(scheduler).edf() ? "other" : "fifo");
        args.put("type_of_threads", "java");
        Scheduler sched = Scheduler.named(scheduler);
        List<WorkloadRecord.TaskRecord> records = new ArrayList<>();
        List<WorkloadRecord.TaskOutcome> outcomes = new ArrayList<>();
        long first = Long.MAX_VALUE;
        long end = 0;
        for (int i = 0; i < tasks.size(); i++) {
            Task t = tasks.get(i);
            records.add(new WorkloadRecord.TaskRecord(
                    new rtjbench.sched.model.Task(
                            t.name(), t.period(), t.wcet(), t.deadline(), rtjbench.sched.model.Task.NONE, -1),
                    sched.partitioned() ? Integer.toString(t.cpu()) : "0-1",
                    sched.partitioned() ? t.cpu() : -1,
                    i,
                    sched.edf() ? -1 : 80 - i,
                    t.runtime() > 0 ? t.runtime() : -1));
            long max = 0;
            long misses = 0;
            for (Job j : jobs.get(i)) {
                max = Math.max(max, j.finish() - j.release());
                misses += j.finish() - j.release() > t.deadline() ? 1 : 0;
                end = Math.max(end, j.finish());
                first = Math.min(first, j.release());
            }
            outcomes.add(new WorkloadRecord.TaskOutcome(
                    "thread-" + i, jobs.get(i).size(), jobs.get(i).isEmpty() ? -1 : max, misses));
        }
        WorkloadRecord record = new WorkloadRecord(
                sched,
                sched.partitioned() ? "ffd" : null,
                sched.partitioned() ? "1" : "0-1",
                records,
                warmup >= 0 ? warmup : 0,
                measured >= 0 ? measured : end - first,
                10,
                outcomes);
        meta.set("workload", JSON.valueToTree(record.toMap()));
        if (trace != null) explain(dir, meta);
        edit.accept(meta);
        Files.writeString(
                dir.resolve("metadata.json"),
                JSON.writerWithDefaultPrettyPrinter().writeValueAsString(meta));
        try (Writer out = Files.newBufferedWriter(dir.resolve(JobsCsv.FILE))) {
            JobsCsvWriter csv = new JobsCsvWriter(out, columns);
            for (int i = 0; i < tasks.size(); i++) {
                Task t = tasks.get(i);
                for (int j = 0; j < jobs.get(i).size(); j++) {
                    Job b = jobs.get(i).get(j);
                    csv.write(MeasuredJob.of(
                            t.name(),
                            "thread-" + i,
                            j,
                            b.release(),
                            b.start(),
                            b.finish(),
                            b.executed(),
                            b.cpuStart(),
                            b.cpuFinish(),
                            0,
                            t.deadline(),
                            t.wcet() + t.wcet() / 10));
                }
            }
        }
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
                    Scheduler.named(scheduler).partitioned()
                            ? Integer.toString(tasks.get(i).cpu())
                            : "0-1");
            t.put("ends_file", "ends-thread-" + i + ".txt");
        }
    }
}
