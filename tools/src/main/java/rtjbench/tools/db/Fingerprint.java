package rtjbench.tools.db;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import rtjbench.tools.results.JsonFiles;

/**
 * A point's comparability key: the conditions two figures must share before one is compared with the other,
 * read from the run's metadata.json (docs/results-format.md) as flat {@code field: value} text. The fields
 * (docs/results-database.md keeps the list):
 * <ul>
 *   <li>{@code testapp}, {@code args.<name>}: the testapp and every argument but where results go and how many
 *       forks measured it ({@link #NOT_CONDITIONS});
 *   <li>{@code vm.name}, {@code vm.version}, {@code collector} (from the VM's {@code -XX:+Use...GC} option, else
 *       the collectors the run saw, else {@code default});
 *   <li>{@code cpu.model}, {@code os.kernel}, {@code os.arch};
 *   <li>{@code pm_qos.requested}, {@code pm_qos.held}, {@code pm_qos.effective_us};
 *   <li>{@code platform.governor} (cpufreq governors of the CPUs used), {@code platform.cpuidle_governor},
 *       {@code platform.idle_states} (the enabled idle states of the CPUs used), {@code platform.isolated},
 *       {@code platform.nohz_full}, {@code platform.rt_runtime_us}, {@code platform.rt_throttled},
 *       {@code platform.preemption};
 *   <li>every leaf of the metadata's {@code load} and {@code gc_load} objects where a run records them
 *       ({@code load.<path>}, {@code gc_load.<path>}), whatever their keys.
 * </ul>
 * A field the metadata does not hold reads {@code (absent)}, so a run that recorded a condition is not
 * comparable with one that did not.
 */
public record Fingerprint(Map<String, String> fields) {
    /** Arguments that say where results go or how often a point was measured, not under what conditions. */
    public static final Set<String> NOT_CONDITIONS = Set.of("datadir", "forks", "quiet", "progress");

    /** The metadata keys recorded by load generators, taken whole and generically. */
    public static final List<String> LOAD_KEYS = List.of("load", "gc_load");

    static final String ABSENT = "(absent)";
    private static final Pattern GC_OPTION = Pattern.compile("-XX:\\+Use(\\w+?)GC");

    public static Fingerprint of(JsonNode meta) {
        Map<String, String> f = new TreeMap<>();
        f.put("testapp", meta.path("testapp").asText(ABSENT));
        meta.path("args").fields().forEachRemaining(e -> {
            if (!NOT_CONDITIONS.contains(e.getKey())) f.put("args." + e.getKey(), text(e.getValue()));
        });
        JsonNode jvm = meta.path("jvm");
        f.put("vm.name", text(jvm.path("vm_name")));
        f.put("vm.version", text(jvm.has("vm_version") ? jvm.path("vm_version") : jvm.path("version")));
        f.put("collector", collector(meta));
        f.put("cpu.model", text(meta.path("machine").path("cpu_model")));
        f.put("os.kernel", text(meta.path("os").path("kernel")));
        f.put("os.arch", text(meta.path("os").path("arch")));
        JsonNode q = meta.path("pm_qos");
        f.put("pm_qos.requested", text(q.path("requested")));
        f.put("pm_qos.held", text(q.path("held")));
        f.put("pm_qos.effective_us", text(q.path("effective_us")));
        JsonNode pl = meta.path("platform");
        Set<String> governors = new TreeSet<>();
        List<String> idle = new ArrayList<>();
        Set<String> used = cpus(pl.path("cpus_used").asText(""));
        for (Iterator<Map.Entry<String, JsonNode>> it = pl.path("per_cpu").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> cpu = it.next();
            if (!used.isEmpty() && !used.contains(cpu.getKey())) continue;
            JsonNode freq = cpu.getValue().path("cpufreq");
            if (freq.isObject()) governors.add(freq.path("governor").asText("?"));
            StringBuilder states = new StringBuilder();
            for (JsonNode s : cpu.getValue().path("idle_states")) {
                if (s.path("enabled").asBoolean(true)) {
                    states.append(states.length() == 0 ? "" : "+")
                            .append(s.path("name").asText("?"));
                }
            }
            idle.add(states.length() == 0 ? "none" : states.toString());
        }
        f.put(
                "platform.governor",
                pl.isObject() ? (governors.isEmpty() ? "none" : String.join(",", governors)) : ABSENT);
        f.put("platform.idle_states", pl.isObject() ? String.join(",", new TreeSet<>(idle)) : ABSENT);
        f.put("platform.cpuidle_governor", text(pl.path("cpuidle").path("governor")));
        f.put("platform.isolated", text(pl.path("isolation").path("isolated")));
        f.put("platform.nohz_full", text(pl.path("isolation").path("nohz_full")));
        f.put("platform.rt_runtime_us", text(pl.path("rt_throttling").path("sched_rt_runtime_us")));
        f.put("platform.rt_throttled", text(pl.path("rt_throttling").path("throttled")));
        f.put("platform.preemption", text(pl.path("preemption").path("model")));
        for (String key : LOAD_KEYS) {
            if (meta.has(key)) leaves(key, meta.get(key), f);
        }
        return new Fingerprint(f);
    }

    /**
     * The collector the VM ran: its -XX:+Use...GC option; else the collectors the run saw, by the first word
     * their names share ({@code G1 Young Generation, G1 Old Generation}: G1), or all their names; else "default".
     */
    public static String collector(JsonNode meta) {
        for (JsonNode a : meta.path("jvm").path("input_arguments")) {
            Matcher m = GC_OPTION.matcher(a.asText());
            if (m.find()) return m.group(1);
        }
        JsonNode seen = meta.path("jvm_activity").path("sources").path("gc");
        List<String> names = new ArrayList<>();
        if (seen.isArray()) seen.forEach(n -> names.add(n.asText()));
        else if (seen.isTextual() && !seen.asText().isBlank()) names.add(seen.asText());
        if (names.isEmpty()) return "default";
        String first = names.get(0).split(" ")[0];
        boolean shared = names.size() > 1 && names.stream().allMatch(n -> n.split(" ")[0].equals(first));
        return shared ? first : String.join(", ", names);
    }

    /** The fields where {@code this} and {@code other} differ: {@code pm_qos.held: true vs false}, in field order. */
    public List<String> differences(Fingerprint other, String thisName, String otherName) {
        Set<String> keys = new TreeSet<>(fields.keySet());
        keys.addAll(other.fields.keySet());
        List<String> out = new ArrayList<>();
        for (String k : keys) {
            String a = fields.getOrDefault(k, ABSENT);
            String b = other.fields.getOrDefault(k, ABSENT);
            if (!a.equals(b)) out.add(k + " (" + thisName + " " + a + ", " + otherName + " " + b + ")");
        }
        return out;
    }

    public String toJson() {
        return Json.object(fields);
    }

    public static Fingerprint fromJson(String json) {
        Map<String, String> f = new TreeMap<>();
        JsonFiles.parse(json, "fingerprint")
                .fields()
                .forEachRemaining(e -> f.put(e.getKey(), e.getValue().asText()));
        return new Fingerprint(f);
    }

    private static void leaves(String path, JsonNode n, Map<String, String> out) {
        if (n.isObject()) {
            n.fields().forEachRemaining(e -> leaves(path + "." + e.getKey(), e.getValue(), out));
        } else if (n.isArray()) {
            out.put(path, n.toString());
        } else {
            out.put(path, text(n));
        }
    }

    private static String text(JsonNode n) {
        if (n == null || n.isMissingNode()) return ABSENT;
        if (n.isNull()) return "null";
        return n.isValueNode() ? n.asText() : n.toString();
    }

    /** "0-1,4" as {"0", "1", "4"}; empty where the text is not a CPU list. */
    static Set<String> cpus(String list) {
        Set<String> out = new TreeSet<>();
        try {
            for (String part : list.split(",")) {
                part = part.strip();
                if (part.isEmpty()) continue;
                int dash = part.indexOf('-');
                if (dash < 0) {
                    out.add(Integer.toString(Integer.parseInt(part)));
                } else {
                    int lo = Integer.parseInt(part.substring(0, dash));
                    int hi = Integer.parseInt(part.substring(dash + 1));
                    for (int c = lo; c <= hi && c - lo < 4096; c++) out.add(Integer.toString(c));
                }
            }
        } catch (NumberFormatException e) {
            return Set.of();
        }
        return out;
    }
}
