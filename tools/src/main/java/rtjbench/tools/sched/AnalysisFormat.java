package rtjbench.tools.sched;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.Time;
import rtjbench.tools.stats.Csv;

/**
 * {@code sched analyse}'s output: every test's verdict on every set, and per task the response-time bound and CPU
 * where a test gives them, as text (a block a set), CSV (a row a set and test) or JSON.
 */
final class AnalysisFormat {
    private AnalysisFormat() {}

    /** Writes the analysis of {@code sets} on {@code cpus} CPUs ({@code results}: a list a set) as {@code format}. */
    static void write(String format, PrintStream out, List<TaskSet> sets, int cpus, List<List<Analysis.Result>> results)
            throws Exception {
        switch (format) {
            case "csv" -> csv(out, sets, results);
            case "json" -> json(out, sets, cpus, results);
            default -> text(out, sets, cpus, results);
        }
    }

    private static void csv(PrintStream out, List<TaskSet> sets, List<List<Analysis.Result>> results) {
        out.println("set,test,schedulable,reason");
        for (int i = 0; i < sets.size(); i++) {
            for (Analysis.Result r : results.get(i)) {
                Verdict v = r.verdict();
                out.println(Csv.field(TaskSetInput.setName(sets.get(i), i)) + ","
                        + r.test().name() + ","
                        + v.outcome().csv() + ","
                        + (v.outcome() == Verdict.Outcome.NOT_APPLICABLE ? Csv.field(v.reason()) : ""));
            }
        }
    }

    private static void text(PrintStream out, List<TaskSet> sets, int cpus, List<List<Analysis.Result>> results) {
        for (int i = 0; i < sets.size(); i++) {
            TaskSet s = sets.get(i);
            if (i > 0) out.println();
            out.printf(
                    Locale.ROOT,
                    "set %s: %d task%s, utilisation %.4f, %d CPU%s%n",
                    TaskSetInput.setName(s, i),
                    s.size(),
                    s.size() == 1 ? "" : "s",
                    s.utilization(),
                    cpus,
                    cpus == 1 ? "" : "s");
            List<Analysis.Result> withBounds = new ArrayList<>();
            List<Analysis.Result> withCpus = new ArrayList<>();
            for (Analysis.Result r : results.get(i)) {
                Verdict v = r.verdict();
                out.println(String.format(
                                Locale.ROOT,
                                "  %-9s %-5s %s",
                                r.test().name(),
                                v.outcome().csv(),
                                v.reason())
                        .stripTrailing());
                if (v.hasBounds()) withBounds.add(r);
                if (r.partition() != null && r.partition().complete()) withCpus.add(r);
            }
            if (withBounds.isEmpty() && withCpus.isEmpty()) continue;
            StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "  %-12s %10s", "task", "deadline"));
            for (Analysis.Result r : withBounds)
                head.append(String.format(Locale.ROOT, " %12s", r.test().name()));
            for (Analysis.Result r : withCpus) {
                head.append(String.format(Locale.ROOT, " %9s", "cpu:" + r.test().name()));
            }
            out.println();
            out.println("  response-time bounds" + (withCpus.isEmpty() ? "" : " and CPUs") + ":");
            out.println(head.toString().stripTrailing());
            for (int k = 0; k < s.size(); k++) {
                StringBuilder row = new StringBuilder(String.format(
                        Locale.ROOT,
                        "  %-12s %10s",
                        s.get(k).name(),
                        Time.format(s.get(k).deadline())));
                for (Analysis.Result r : withBounds) {
                    long b = r.verdict().responseBound(k);
                    row.append(String.format(Locale.ROOT, " %12s", b < 0 ? "-" : Time.format(b)));
                }
                for (Analysis.Result r : withCpus) {
                    row.append(String.format(Locale.ROOT, " %9d", r.partition().cpuOf(k)));
                }
                out.println(row);
            }
        }
    }

    private static void json(PrintStream out, List<TaskSet> sets, int cpus, List<List<Analysis.Result>> results)
            throws Exception {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("cpus", cpus);
        List<Object> setList = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            TaskSet s = sets.get(i);
            Map<String, Object> set = new LinkedHashMap<>();
            set.put("set", TaskSetInput.setName(s, i));
            List<String> names = new ArrayList<>();
            s.tasks().forEach(t -> names.add(t.name()));
            set.put("tasks", names);
            List<Object> tests = new ArrayList<>();
            for (Analysis.Result r : results.get(i)) {
                Verdict v = r.verdict();
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("test", r.test().name());
                t.put("schedulable", v.outcome().csv());
                if (!v.reason().isEmpty()) t.put("reason", v.reason());
                if (v.hasBounds()) {
                    Map<String, Long> bounds = new LinkedHashMap<>();
                    for (int k = 0; k < s.size(); k++) {
                        if (v.responseBound(k) >= 0) bounds.put(s.get(k).name(), v.responseBound(k));
                    }
                    t.put("response_bounds_ns", bounds);
                }
                if (r.partition() != null && r.partition().complete()) {
                    Map<String, Integer> cpuOf = new LinkedHashMap<>();
                    for (int k = 0; k < s.size(); k++)
                        cpuOf.put(s.get(k).name(), r.partition().cpuOf(k));
                    t.put("cpu", cpuOf);
                }
                tests.add(t);
            }
            set.put("tests", tests);
            setList.add(set);
        }
        root.put("sets", setList);
        out.println(
                new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(root));
    }
}
