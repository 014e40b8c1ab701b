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
import rtjbench.tools.TasksetFixture;

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
     * A partitioned-fp run of t1 and t2 on CPU 0 in VM entry {@code vm}, written by the sched module's writers
     * ({@link TasksetFixture}): {@code jobs[i]} are task i's jobs, released every period from 0, each starting at
     * its release.
     */
    static Path tasksetRun(Path dir, List<List<Job>> jobs) throws IOException {
        long[] periods = {10 * MS, 20 * MS};
        long[] wcets = {2 * MS, 5 * MS};
        TasksetFixture f = new TasksetFixture("partitioned-fp");
        for (int i = 0; i < 2; i++) {
            List<TasksetFixture.Job> js = new ArrayList<>();
            for (int k = 0; k < jobs.get(i).size(); k++) {
                long release = k * periods[i];
                Job job = jobs.get(i).get(k);
                js.add(new TasksetFixture.Job(release, release, release + job.response(), job.execution(), 0));
            }
            f.task(new TasksetFixture.Task("t" + (i + 1), periods[i], wcets[i], periods[i], 0, -1), js);
        }
        f.edit(m -> {
            m.put("testapp_name", "verdict.taskset");
            m.putObject("jvm_entry").put("name", "vm");
        });
        return f.write(dir);
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
