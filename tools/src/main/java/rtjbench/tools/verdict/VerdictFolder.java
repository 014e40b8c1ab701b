package rtjbench.tools.verdict;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SuiteDir;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.verdict.VerdictPlanFile.Role;

/**
 * A results folder of a verdict: its plan ({@link VerdictPlanFile}) and its runs by VM entry and role; a task-set
 * point that left no run (the kernel refused its reservations, its VM did not start) with the runner's reason.
 */
record VerdictFolder(
        ResultNode root, VerdictPlanFile plan, Map<String, Map<Role, List<RunDir>>> runs, List<Failed> failed) {
    /** The name of the runner's own VM where the element names no VM entry. */
    static final String RUNNER = "runner";
    /** A failure of every VM entry's point: a task-set testapp the runner skipped whole. */
    static final String ANY = "*";

    /** A task-set point with no run: its VM entry ({@link #ANY}: all), its scheduler ("?" where unknown) and why. */
    record Failed(String jvm, String scheduler, String reason) {}

    static boolean applies(ResultNode root) {
        return VerdictPlanFile.in(root.dir());
    }

    static VerdictFolder of(ResultNode root) {
        VerdictPlanFile plan = VerdictPlanFile.read(root.dir());
        Map<String, Map<Role, List<RunDir>>> runs = new LinkedHashMap<>();
        for (RunDir r : root.runs()) {
            Role role = plan.roleOf(r.testappName());
            if (role == null) continue;
            runs.computeIfAbsent(jvm(r), k -> new LinkedHashMap<>())
                    .computeIfAbsent(role, k -> new ArrayList<>())
                    .add(r);
        }
        return new VerdictFolder(root, plan, runs, failed(root, plan));
    }

    /** The runs of one role under one VM entry (none: an empty list). */
    List<RunDir> runs(String jvm, Role role) {
        return runs.getOrDefault(jvm, Map.of()).getOrDefault(role, List.of());
    }

    /** The VM entry a run ran in: {@code jvm_entry.name}, or {@link #RUNNER}. */
    static String jvm(RunDir r) {
        JsonNode e = r.metadata().path("jvm_entry");
        return e.hasNonNull("name") ? e.path("name").asText() : RUNNER;
    }

    /** The task-set points that left no run, from the sweep and suite indexes. */
    private static List<Failed> failed(ResultNode root, VerdictPlanFile plan) {
        List<Failed> out = new ArrayList<>();
        String firstJvm = plan.jvms().get(0);
        for (SweepDir s : root.sweeps()) {
            if (plan.roleOf(s.testappName()) != Role.TASKSET) continue;
            JsonNode entries = s.index().path("entries");
            for (int i = 0; i < s.points().size(); i++) {
                SweepDir.Point p = s.points().get(i);
                if (!p.runs().isEmpty()) continue;
                out.add(new Failed(
                        p.values().getOrDefault("jvms", firstJvm),
                        p.values()
                                .getOrDefault(
                                        "scheduler", plan.tasksetSchedulers().getOrDefault(s.testappName(), "?")),
                        entries.path(i).path("reason").asText(p.status())));
            }
        }
        if (root instanceof SuiteDir suite) {
            for (SuiteDir.Entry e : suite.entries()) {
                if (e.node() == null && plan.roleOf(e.testappName()) == Role.TASKSET) {
                    String scheduler = plan.tasksetSchedulers().getOrDefault(e.testappName(), "?");
                    out.add(new Failed(ANY, scheduler, e.reason() == null ? e.status() : e.reason()));
                }
            }
        }
        return out;
    }
}
