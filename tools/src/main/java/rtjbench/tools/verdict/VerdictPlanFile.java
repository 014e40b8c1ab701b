package rtjbench.tools.verdict;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.tools.cli.ToolException;

/**
 * {@code verdict-plan.json} (docs/results-format.md): what the runner planned for a verdict element — the set as
 * read, the VM entries, the schedulers, the testapp name of each point's role (and of each task-set point its
 * scheduler), and the schedulers it left out with the reason.
 */
record VerdictPlanFile(
        TaskSet set,
        List<String> jvms,
        List<String> schedulers,
        String partitioning,
        int cpus,
        Map<String, Role> points,
        Map<String, String> tasksetSchedulers,
        Map<String, String> notRun) {
    static final String FILE = "verdict-plan.json";
    static final String FORMAT = "rtjbench-verdict-plan/1";

    /** What a planned point is for. */
    enum Role {
        OVERHEADS,
        MMU,
        TASKSET
    }

    static boolean in(Path dir) {
        return Files.isRegularFile(dir.resolve(FILE));
    }

    /** The plan in {@code dir}; bad input (exit 2) naming the file and field where it is not one. */
    static VerdictPlanFile read(Path dir) {
        Path file = dir.resolve(FILE);
        JsonNode m;
        try {
            m = new ObjectMapper().readTree(file.toFile());
        } catch (IOException e) {
            throw ToolException.input(file + ": not a verdict plan: " + e.getMessage());
        }
        if (m == null || !FORMAT.equals(m.path("format").asText())) {
            throw ToolException.input(file + ": format is not " + FORMAT);
        }
        List<Task> tasks = new ArrayList<>();
        for (JsonNode t : m.path("tasks")) {
            try {
                tasks.add(new Task(
                        t.path("name").asText(),
                        t.path("period_ns").asLong(),
                        t.path("wcet_ns").asLong(),
                        t.path("deadline_ns").asLong(),
                        t.path("wss_bytes").isNumber() ? t.path("wss_bytes").asLong() : Task.NONE,
                        (int) Task.NONE));
            } catch (IllegalArgumentException e) {
                throw ToolException.input(file + ": tasks[" + tasks.size() + "]: " + e.getMessage());
            }
        }
        if (tasks.isEmpty()) throw ToolException.input(file + ": tasks: none");
        Map<String, Role> points = new LinkedHashMap<>();
        m.path("points")
                .fields()
                .forEachRemaining(
                        e -> points.put(e.getKey(), role(file, e.getValue().asText())));
        Map<String, String> tasksets = new LinkedHashMap<>();
        m.path("taskset_points")
                .fields()
                .forEachRemaining(e -> tasksets.put(e.getKey(), e.getValue().asText()));
        Map<String, String> notRun = new LinkedHashMap<>();
        for (JsonNode n : m.path("not_run"))
            notRun.put(n.path("scheduler").asText(), n.path("reason").asText());
        List<String> jvms = strings(m.path("jvms"));
        if (jvms.isEmpty()) jvms.add(VerdictFolder.RUNNER);
        List<String> schedulers = strings(m.path("schedulers"));
        if (schedulers.isEmpty()) throw ToolException.input(file + ": schedulers: none");
        int cpus = m.path("cpus").asInt(0);
        if (cpus < 1) throw ToolException.input(file + ": cpus is not a whole number above 0");
        String partitioning = m.path("partitioning").asText("ffd");
        return new VerdictPlanFile(new TaskSet(tasks), jvms, schedulers, partitioning, cpus, points, tasksets, notRun);
    }

    private static Role role(Path file, String text) {
        return switch (text) {
            case "overheads" -> Role.OVERHEADS;
            case "mmu" -> Role.MMU;
            case "taskset" -> Role.TASKSET;
            default ->
                throw ToolException.input(file + ": points: role '" + text + "' is not overheads, mmu or taskset");
        };
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        for (JsonNode n : array) out.add(n.asText());
        return out;
    }

    /** The role of a run's testapp name, or null where the plan did not make it. */
    Role roleOf(String testappName) {
        return points.get(testappName);
    }
}
