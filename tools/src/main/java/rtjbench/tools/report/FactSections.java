package rtjbench.tools.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.stats.Html;
import rtjbench.tools.stats.Table;

/** The report's sections of recorded facts: the environment, and each run's facts and threads. */
final class FactSections {
    private FactSections() {}

    /** {@code OpenJDK 64-Bit Server VM 17.0.15 on AMD EPYC (2 CPUs)}: where the first run ran. */
    static String machineLine(ResultNode root) {
        if (root.runs().isEmpty()) return "no run has results";
        JsonNode m = root.runs().get(0).metadata();
        return m.path("jvm").path("vm_name").asText("?") + " "
                + m.path("jvm").path("version").asText("") + " on "
                + m.path("machine").path("cpu_model").asText("?") + " (CPUs "
                + m.path("machine").path("online_cpus").asText("?") + ")";
    }

    /** What ran on what: the first run's VM, OS and machine, and a note where another run differs. */
    static void environment(HtmlPage page, ResultNode root) {
        List<RunDir> runs = root.runs();
        page.heading(2, "Environment", "environment");
        if (runs.isEmpty()) {
            page.note("bad", "No run in this folder has results.");
            return;
        }
        JsonNode m = runs.get(0).metadata();
        JsonNode jvm = m.path("jvm");
        JsonNode os = m.path("os");
        JsonNode machine = m.path("machine");
        StringBuilder kv = new StringBuilder("<table class=\"kv\">\n");
        JsonFacts.row(kv, "VM", Html.escape(join(jvm, "vm_name", "vm_vendor", "vm_version")));
        JsonFacts.row(kv, "Java", Html.escape(join(jvm, "version", "home")));
        JsonFacts.row(
                kv,
                "max heap",
                jvm.has("max_heap_bytes") ? (jvm.path("max_heap_bytes").asLong() >> 20) + " MiB" : "–");
        JsonFacts.row(
                kv,
                "OS",
                Html.escape(join(os, "name", "kernel", "arch")
                        + (os.hasNonNull("clocksource")
                                ? ", clocksource " + os.path("clocksource").asText()
                                : "")));
        JsonFacts.row(
                kv,
                "CPU",
                Html.escape(join(machine, "cpu_model") + "; online "
                        + machine.path("online_cpus").asText("?") + ", allowed "
                        + machine.path("allowed_cpus").asText("?")));
        JsonFacts.row(kv, "caches", Html.escape(caches(machine.path("caches"))));
        JsonFacts.row(kv, "thread control", Html.escape(m.path("thread_control").asText("–")));
        JsonFacts.row(kv, "memory lock", Html.escape(m.path("memory_lock").asText("–")));
        if (m.has("rtsj")) {
            JsonNode rtsj = m.path("rtsj");
            JsonFacts.row(
                    kv,
                    "RTSJ",
                    "<details><summary>" + (rtsj.path("available").asBoolean(false) ? "available" : "not available")
                            + "</summary>" + JsonFacts.html(rtsj) + "</details>");
        }
        page.raw(kv.append("</table>\n").toString());
        for (RunDir r : runs) {
            if (!r.metadata().path("jvm").equals(jvm)
                    || !r.metadata().path("machine").path("cpu_model").equals(machine.path("cpu_model"))) {
                page.note(
                        "warn",
                        "Not every run here ran on this VM and machine (" + r.label()
                                + " differs); see each run's details.");
                break;
            }
        }
    }

    /**
     * The run's facts as key–value rows; the whole clock and platform blocks and the arguments collapsed below them.
     */
    static void facts(HtmlPage page, JsonNode m) {
        JsonNode clock = m.path("clock");
        StringBuilder kv = new StringBuilder("<table class=\"kv\">\n");
        JsonFacts.row(
                kv,
                "clock",
                Html.escape(clock.path("name").asText("?")
                        + (clock.has("source") ? " (" + clock.path("source").asText() + ")" : "")));
        JsonFacts.row(
                kv,
                "clock read cost / resolution",
                Html.escape(clock.path("read_cost_ns").asText("?") + " ns / "
                        + clock.path("resolution_ns").asText("?") + " ns"));
        JsonFacts.row(kv, "noise floor", Html.escape(noiseFloor(clock.path("noise_floor"))));
        JsonFacts.row(kv, "workload", JsonFacts.html(m.path("workload")));
        if (m.has("memory_lock"))
            JsonFacts.row(kv, "memory lock", Html.escape(m.path("memory_lock").asText()));
        if (m.has("pm_qos")) JsonFacts.row(kv, "PM QoS (cpu_dma_latency)", Html.escape(pmQos(m.path("pm_qos"))));
        JsonFacts.row(kv, "warm-up, JIT, GC", Html.escape(JvmActivityText.of(m)));
        if (m.path("workload").path("deadline").has("summary"))
            JsonFacts.row(
                    kv,
                    "deadline",
                    Html.escape(
                            m.path("workload").path("deadline").path("summary").asText()));
        if (m.has("collector"))
            JsonFacts.row(
                    kv,
                    "collector",
                    Html.escape(m.path("collector").path("name").asText("?")));
        if (m.has("jvm_entry")) JsonFacts.row(kv, "jvm entry", JsonFacts.html(m.path("jvm_entry")));
        if (m.has("gc_load")) JsonFacts.row(kv, "gc load", JsonFacts.html(m.path("gc_load")));
        if (m.has("load")) JsonFacts.row(kv, "system load", JsonFacts.html(m.path("load")));
        page.raw(kv.append("</table>\n").toString());
        page.details("clock: every recorded fact", JsonFacts.rows(clock));
        if (m.path("platform").isObject())
            page.details("platform: every recorded setting", JsonFacts.rows(m.path("platform")));
        JsonNode args = m.path("args");
        page.table(JsonFacts.rows(args), args.size(), "arguments");
    }

    /** {@code median 20 ns, p99 30 ns, max 260 ns (20000 samples)}, or why there is none. */
    private static String noiseFloor(JsonNode nf) {
        if (nf.isMissingNode() || nf.isNull()) return "not recorded";
        if (!nf.isObject()) return nf.asText();
        List<String> parts = new ArrayList<>();
        for (String k : List.of("min", "median", "p99", "max")) {
            if (nf.has(k + "_ns")) parts.add(k + " " + nf.path(k + "_ns").asText() + " ns");
        }
        return String.join(", ", parts)
                + (nf.has("samples") ? " (" + nf.path("samples").asText() + " samples)" : "");
    }

    /**
     * {@code requested 0 µs, held 0 µs, effective 0 µs (held: ...)}: what was asked, what this process held, what was
     * in force.
     */
    private static String pmQos(JsonNode q) {
        String requested = q.path("requested").asText("?");
        return "requested " + ("off".equals(requested) ? "off" : requested + " µs")
                + ", held "
                + (q.path("held").asBoolean(false) ? q.path("held_us").asText("?") + " µs" : "none")
                + ", effective "
                + (q.hasNonNull("effective_us") ? q.path("effective_us").asText() + " µs" : "unreadable")
                + (q.hasNonNull("status") ? " (" + q.path("status").asText() + ")" : "");
    }

    /** The affinity and policy each thread asked for and got. */
    static void threads(HtmlPage page, JsonNode threads) {
        if (!threads.isArray() || threads.isEmpty()) return;
        Table t = new Table(List.of(
                "thread",
                "samples",
                "cpus requested",
                "affinity applied",
                "cpus seen",
                "policy requested",
                "policy applied",
                "priority requested",
                "priority applied",
                "warnings / error"));
        for (JsonNode th : threads) {
            List<String> problems = new ArrayList<>();
            th.path("warnings").forEach(w -> problems.add(w.asText()));
            if (th.hasNonNull("error"))
                problems.add("ERROR: " + th.path("error").asText());
            List<String> seen = new ArrayList<>();
            th.path("cpus_seen").forEach(c -> seen.add(c.asText()));
            t.row(List.of(
                    th.path("name").asText(),
                    th.path("samples").asText(""),
                    th.path("cpus_requested").asText(""),
                    th.path("affinity_applied").asText(""),
                    String.join(",", seen),
                    th.path("policy_requested").asText(""),
                    th.path("policy_applied").asText(""),
                    th.path("priority_requested").asText(""),
                    th.path("priority_applied").asText(""),
                    String.join("; ", problems)));
        }
        page.table(t.toHtml(), t.rows().size(), "threads: placement and policy");
    }

    private static String join(JsonNode n, String... keys) {
        List<String> parts = new ArrayList<>();
        for (String k : keys) if (n.hasNonNull(k)) parts.add(n.path(k).asText());
        return String.join(", ", parts);
    }

    private static String caches(JsonNode caches) {
        List<String> parts = new ArrayList<>();
        for (JsonNode c : caches) {
            String s = "L" + c.path("level").asText() + " " + c.path("type").asText() + " "
                    + (c.path("size_bytes").asLong() >> 10) + " KiB (cpus "
                    + c.path("shared_cpus").asText() + ")";
            if (!parts.contains(s)) parts.add(s);
        }
        return parts.isEmpty() ? "–" : String.join("; ", parts);
    }
}
