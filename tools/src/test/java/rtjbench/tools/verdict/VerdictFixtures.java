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
import rtjbench.tools.TasksetFixture;
import rtjbench.tools.results.JsonFiles;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.sched.RecordedPauses;

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
        ObjectNode tasksets = p.putObject("taskset_points");
        for (String scheduler : schedulers) {
            points.put("verdict-" + scheduler + ".taskset", "taskset");
            tasksets.put("verdict-" + scheduler + ".taskset", scheduler);
        }
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
        return tasksetRun(dir, "partitioned-fp", jobs);
    }

    /** As {@link #tasksetRun(Path, List)}, under {@code scheduler}. */
    static Path tasksetRun(Path dir, String scheduler, List<List<Job>> jobs) throws IOException {
        long[] periods = {10 * MS, 20 * MS};
        long[] wcets = {2 * MS, 5 * MS};
        TasksetFixture f = new TasksetFixture(scheduler);
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
            m.put("testapp_name", "verdict-" + scheduler + ".taskset");
            m.putObject("jvm_entry").put("name", "vm");
        });
        return f.write(dir);
    }

    /**
     * The MMU point of VM entry {@code vm}: a 1 s measured phase with one stop-the-world pause of {@code pauseMs}
     * at 100 ms, as the VM's GC log gives it.
     */
    static RecordedPauses pauses(Path dir, double pauseMs) throws IOException {
        Fixtures.run(dir, "periodic", Map.of(), List.of(new long[] {1000, 2000}), "Test VM", null);
        ObjectNode m = (ObjectNode) JsonFiles.read(dir.resolve("metadata.json"));
        m.put("testapp_name", "verdict-mmu.periodic");
        m.putObject("jvm_entry").put("name", "vm");
        m.putObject("collector").put("name", "Parallel");
        ObjectNode activity = m.putObject("jvm_activity");
        activity.putObject("measured").put("duration_ms", 1000.0);
        ObjectNode gc = activity.putObject("gc_pauses");
        gc.put("source", "the VM's GC log (fixture)");
        ObjectNode measured = gc.putObject("measured");
        measured.putArray("pauses").addObject().put("start_ms", 100.0).put("duration_ms", pauseMs);
        Files.writeString(dir.resolve("metadata.json"), JSON.writeValueAsString(m));
        return RecordedPauses.of((RunDir) ResultTree.load(dir));
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
