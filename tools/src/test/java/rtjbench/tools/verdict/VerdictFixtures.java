package rtjbench.tools.verdict;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import rtjbench.sched.overhead.Figure;
import rtjbench.sched.overhead.FigureTable;
import rtjbench.sched.overhead.OverheadModel;
import rtjbench.sched.overhead.Provenance;
import rtjbench.tools.Fixtures;
import rtjbench.tools.results.JsonFiles;

/**
 * A verdict's results written by hand: two tasks, t1 (10 ms, WCET 2 ms) above t2 (20 ms, WCET 5 ms), on one CPU
 * under partitioned-fp (response-time analysis: 2 ms and 7 ms), and the plan file the runner writes.
 */
final class VerdictFixtures {
    static final long MS = 1_000_000L;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One job of a fixture run: its response and its executed CPU time. */
    record Job(long response, long execution) {}

    private VerdictFixtures() {}

    /** The plan file for t1 and t2 on one CPU, VM entry {@code vm}, with {@code notRun} scheduler → reason. */
    static void plan(Path root, List<String> schedulers, Map<String, String> notRun) throws IOException {
        ObjectNode p = JSON.createObjectNode();
        p.put("format", "rtjbench-verdict-plan/1");
        p.put("taskset_file", "set.csv");
        ArrayNode tasks = p.putArray("tasks");
        task(tasks, "t1", 10 * MS, 2 * MS);
        task(tasks, "t2", 20 * MS, 5 * MS);
        p.putArray("jvms").add("vm");
        ArrayNode s = p.putArray("schedulers");
        schedulers.forEach(s::add);
        p.put("partitioning", "ffd");
        p.put("cpus", 1);
        p.putNull("gc_load");
        ObjectNode points = p.putObject("points");
        points.put("verdict-switch.context_switch", "overheads");
        points.put("verdict.taskset", "taskset");
        ArrayNode nr = p.putArray("not_run");
        notRun.forEach((k, v) -> nr.addObject().put("scheduler", k).put("reason", v));
        Files.createDirectories(root);
        Files.writeString(root.resolve("verdict-plan.json"), JSON.writeValueAsString(p));
    }

    private static void task(ArrayNode tasks, String name, long period, long wcet) {
        ObjectNode t = tasks.addObject();
        t.put("name", name);
        t.put("period_ns", period);
        t.put("wcet_ns", wcet);
        t.put("deadline_ns", period);
        t.putNull("wss_bytes");
    }

    /**
     * A partitioned-fp run of t1 and t2 on CPU 0 in VM entry {@code vm}: {@code jobs[i]} are task i's jobs, released
     * every period from 0; a job past its deadline counts as a miss.
     */
    static Path tasksetRun(Path dir, List<List<Job>> jobs) throws IOException {
        List<long[]> samples = new ArrayList<>();
        for (List<Job> task : jobs)
            samples.add(task.stream().mapToLong(Job::response).toArray());
        Fixtures.run(dir, "taskset", Map.of(), samples, "Test VM", null);
        ObjectNode m = (ObjectNode) JsonFiles.read(dir.resolve("metadata.json"));
        m.put("testapp_name", "verdict.taskset");
        m.putObject("jvm_entry").put("name", "vm");
        ObjectNode args = (ObjectNode) m.get("args");
        args.put("scheduling_policy", "fifo");
        args.put("type_of_threads", "java");
        ObjectNode w = m.putObject("workload");
        w.put("scheduler", "partitioned-fp");
        w.put("priorities", "dm");
        w.put("cpus", "0");
        ArrayNode tasks = w.putArray("tasks");
        long[] periods = {10 * MS, 20 * MS};
        long[] wcets = {2 * MS, 5 * MS};
        for (int i = 0; i < 2; i++) {
            ObjectNode t = tasks.addObject();
            t.put("name", "t" + (i + 1));
            t.put("period_ns", periods[i]);
            t.put("wcet_ns", wcets[i]);
            t.put("deadline_ns", periods[i]);
            t.put("partition_cpu", 0);
            t.put("rank", i);
        }
        ObjectNode schedule = w.putObject("schedule");
        schedule.put("warmup_ns", 0);
        schedule.put("measured_ns", 40 * MS);
        ArrayNode per = w.putArray("per_task");
        StringBuilder csv = new StringBuilder("task,thread,job,release_ns,start_ns,finish_ns,response_ns,lateness_ns,"
                + "execution_ns,cpu_start,cpu_finish,switches,preempted,migrated,missed,overrun\n");
        for (int i = 0; i < 2; i++) {
            long max = 0;
            long misses = 0;
            for (int j = 0; j < jobs.get(i).size(); j++) {
                Job job = jobs.get(i).get(j);
                long release = j * periods[i];
                max = Math.max(max, job.response());
                boolean missed = job.response() > periods[i];
                if (missed) misses++;
                csv.append(String.join(
                                ",",
                                "t" + (i + 1),
                                "thread-" + i,
                                Integer.toString(j),
                                Long.toString(release),
                                Long.toString(release),
                                Long.toString(release + job.response()),
                                Long.toString(job.response()),
                                Long.toString(job.response() - periods[i]),
                                Long.toString(job.execution()),
                                "0",
                                "0",
                                "0",
                                "false",
                                "false",
                                Boolean.toString(missed),
                                "false"))
                        .append('\n');
            }
            ObjectNode p = per.addObject();
            p.put("max_response_ns", max);
            p.put("jobs", jobs.get(i).size());
            p.putObject("deadline").put("misses", misses);
        }
        Files.writeString(dir.resolve("metadata.json"), JSON.writeValueAsString(m));
        Files.writeString(dir.resolve("jobs.csv"), csv.toString());
        return dir;
    }

    /** An overhead model measuring every figure, each {@code ns} at every key, as a VM entry's points would give. */
    static OverheadModel model(long ns) {
        Map<Figure, FigureTable> tables = new EnumMap<>(Figure.class);
        Map<Figure, String> missing = new EnumMap<>(Figure.class);
        for (Figure f : Figure.values()) {
            if (f == Figure.RELEASE || f == Figure.SCHEDULE) {
                missing.put(f, "not timed apart");
                continue;
            }
            Provenance source = new Provenance("fixture", null, "fixture", "Test VM", "max", 100, null);
            long key = f.key() == Figure.Key.TASKS ? 1 : 4096;
            tables.put(f, new FigureTable(f, List.of(new FigureTable.Row(key, ns, source))));
        }
        return new OverheadModel("fixture", "max", tables, missing, List.of());
    }
}
