package rtjbench.tools.compare;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;

/**
 * Names each compared folder from its metadata: the VM (name and version), the machine where machines
 * differ, and the arguments whose values differ between the folders' runs of the same test (swept arguments
 * and datadir excluded). Where two labels are still equal, the folder name is added.
 */
public final class RunLabels {
    private static final Set<String> IGNORED_ARGS = Set.of("datadir");

    private RunLabels() {}

    public static List<String> of(List<ResultNode> roots) {
        List<String> vms = new ArrayList<>();
        List<String> machines = new ArrayList<>();
        for (ResultNode r : roots) {
            JsonNode m = r.runs().isEmpty() ? null : r.runs().get(0).metadata();
            vms.add(
                    m == null
                            ? "?"
                            : (m.path("jvm").path("vm_name").asText("?") + " "
                                            + m.path("jvm")
                                                    .path("version")
                                                    .asText(m.path("jvm")
                                                            .path("vm_version")
                                                            .asText("")))
                                    .trim());
            machines.add(
                    m == null
                            ? "?"
                            : m.path("machine").path("cpu_model").asText("?") + " x"
                                    + cpus(m.path("machine").path("online_cpus").asText("")));
        }
        boolean machinesDiffer = new LinkedHashSet<>(machines).size() > 1;
        List<Map<String, String>> diffs = argDifferences(roots);
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < roots.size(); i++) {
            StringBuilder sb = new StringBuilder(vms.get(i));
            if (machinesDiffer) sb.append(" @ ").append(machines.get(i));
            diffs.get(i).forEach((k, v) -> sb.append(", ").append(k).append('=').append(v));
            labels.add(sb.toString());
        }
        for (int i = 0; i < labels.size(); i++) {
            if (labels.indexOf(labels.get(i)) != i || labels.lastIndexOf(labels.get(i)) != i) {
                labels.set(i, labels.get(i) + " [" + roots.get(i).dir().getFileName() + "]");
            }
        }
        for (int i = 0; i < labels.size(); i++) {
            // Still equal (same folder name twice): number them.
            if (labels.lastIndexOf(labels.get(i)) != i) labels.set(i, labels.get(i) + " #" + (i + 1));
        }
        return labels;
    }

    /** For each root, the args (by name, with its value) that differ from another root's run of the same test. */
    static List<Map<String, String>> argDifferences(List<ResultNode> roots) {
        List<Map<String, String>> out = new ArrayList<>();
        Set<String> differing = new LinkedHashSet<>();
        Map<String, List<RunDir>> byTest = new LinkedHashMap<>();
        for (ResultNode r : roots) {
            for (RunDir run : r.runs())
                byTest.computeIfAbsent(ComparedRuns.key(run), k -> new ArrayList<>())
                        .add(run);
        }
        for (List<RunDir> same : byTest.values()) {
            if (same.size() < 2) continue;
            Set<String> names = new LinkedHashSet<>();
            for (RunDir run : same) run.metadata().path("args").fieldNames().forEachRemaining(names::add);
            for (String n : names) {
                if (IGNORED_ARGS.contains(n) || same.get(0).swept().containsKey(n)) continue;
                Set<String> values = new LinkedHashSet<>();
                for (RunDir run : same) values.add(String.valueOf(run.arg(n)));
                if (values.size() > 1) differing.add(n);
            }
        }
        for (ResultNode r : roots) {
            Map<String, String> m = new LinkedHashMap<>();
            for (String n : differing) {
                Set<String> values = new LinkedHashSet<>();
                for (RunDir run : r.runs()) if (run.arg(n) != null) values.add(run.arg(n));
                if (!values.isEmpty()) m.put(n, String.join("|", values));
            }
            out.add(m);
        }
        return out;
    }

    private static String cpus(String list) {
        int n = 0;
        for (String part : list.split(",")) {
            part = part.trim();
            if (part.isEmpty()) continue;
            int dash = part.indexOf('-');
            try {
                n += dash < 0
                        ? 1
                        : Integer.parseInt(part.substring(dash + 1)) - Integer.parseInt(part.substring(0, dash)) + 1;
            } catch (NumberFormatException e) {
                return list;
            }
        }
        return Integer.toString(n);
    }
}
