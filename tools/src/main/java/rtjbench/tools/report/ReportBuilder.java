package rtjbench.tools.report;

import rtjbench.tools.results.Json;
import rtjbench.tools.plot.ChartFiles;
import rtjbench.tools.plot.Charts;
import rtjbench.tools.plot.NamedChart;
import rtjbench.tools.plot.SweepCharts;
import rtjbench.tools.results.ForksDir;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SuiteDir;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.stats.ForkTables;
import rtjbench.tools.stats.Html;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.StatsTables;
import rtjbench.tools.stats.Table;
import rtjbench.tools.stats.Unit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The report of a run, sweep or suite: what ran and on what (VM, OS, machine, clock, applied affinity and
 * policy of every thread), what went wrong (warnings, incomplete and skipped entries), the summary tables,
 * and every chart inline as SVG.
 */
public final class ReportBuilder {
    private final Unit unit;
    private final Map<Path, RunStats> byRun;
    private final HtmlPage page;
    private int ids;

    private ReportBuilder(String title, Unit unit, Map<Path, RunStats> byRun) {
        this.unit = unit;
        this.byRun = byRun;
        this.page = new HtmlPage(title);
    }

    public static String build(ResultNode root, Unit unit, Map<Path, RunStats> byRun) {
        String title;
        if (root instanceof SuiteDir s) title = "rtjbench suite " + s.name();
        else if (root instanceof SweepDir s) title = "rtjbench " + s.testapp() + " sweep over " + String.join(", ", s.swept());
        else if (root instanceof ForksDir f) title = "rtjbench " + f.label() + " in " + f.forks().size() + " forks";
        else title = "rtjbench " + ((RunDir) root).label();
        ReportBuilder b = new ReportBuilder(title, unit, byRun);
        b.page.para("Folder: " + root.dir().toAbsolutePath().normalize());
        b.environment(root);
        if (root instanceof SuiteDir s) b.suite(s);
        else if (root instanceof SweepDir s) b.sweep(s, 2);
        else if (root instanceof ForksDir f) b.forks(f, 2);
        else b.run((RunDir) root, 2);
        return b.page.render();
    }

    private void environment(ResultNode root) {
        List<RunDir> runs = root.runs();
        if (runs.isEmpty()) {
            page.note("bad", "No run in this folder has results.");
            return;
        }
        Json m = runs.get(0).metadata();
        page.heading(2, "Environment", "environment");
        Json jvm = m.path("jvm");
        Json os = m.path("os");
        Json machine = m.path("machine");
        Table t = new Table(List.of("what", "value"));
        t.row(List.of("VM", join(jvm, "vm_name", "vm_vendor", "vm_version")));
        t.row(List.of("Java", join(jvm, "version", "home")));
        t.row(List.of("max heap", jvm.has("max_heap_bytes") ? (jvm.path("max_heap_bytes").asLong() >> 20) + " MiB" : ""));
        t.row(List.of("OS", join(os, "name", "kernel", "arch") + (os.has("clocksource") ? ", clocksource " + os.path("clocksource").asText() : "")));
        t.row(List.of("CPU", join(machine, "cpu_model") + "; online " + machine.path("online_cpus").asText("?")
                + ", allowed " + machine.path("allowed_cpus").asText("?")));
        t.row(List.of("caches", caches(machine.path("caches"))));
        t.row(List.of("thread control", m.path("thread_control").asText("")));
        t.row(List.of("memory lock", m.path("memory_lock").asText("")));
        if (m.has("rtsj")) t.row(List.of("RTSJ", compact(m.path("rtsj"))));
        page.raw(t.toHtml().replace("<table>", "<table class=\"kv\">"));
        for (RunDir r : runs) {
            if (!r.metadata().path("jvm").equals(jvm) || !r.metadata().path("machine").path("cpu_model").equals(machine.path("cpu_model"))) {
                page.note("warn", "Not every run here ran on this VM and machine (" + r.label() + " differs); see each run's details.");
                break;
            }
        }
    }

    private void suite(SuiteDir s) {
        page.heading(2, "Entries", "entries");
        Table t = new Table(List.of("testapp", "folder", "kind", "status", "reason"));
        for (SuiteDir.Entry e : s.entries()) {
            t.row(List.of(e.testapp(), e.dirName() == null ? "" : e.dirName(), e.kind(), e.status(), e.reason() == null ? "" : e.reason()));
        }
        page.raw(t.toHtml());
        for (SuiteDir.Entry e : s.entries()) {
            if ("skipped".equals(e.status())) {
                page.note("warn", "Skipped " + e.testapp() + ": " + (e.reason() == null ? "no reason recorded" : e.reason()));
            } else if (!"complete".equals(e.status())) {
                page.note("bad", e.testapp() + " is " + e.status() + (e.reason() == null ? "" : ": " + e.reason()));
            }
        }
        for (SuiteDir.Entry e : s.entries()) {
            if (e.node() instanceof SweepDir sw) sweep(sw, 2);
            else if (e.node() instanceof ForksDir f) forks(f, 2);
            else if (e.node() instanceof RunDir r) run(r, 2);
        }
    }

    private void sweep(SweepDir s, int level) {
        page.heading(level, s.testapp() + ": sweep over " + String.join(", ", s.swept()), anchor());
        boolean minus = byRun.values().stream().anyMatch(r -> r.overhead() != null);
        page.para("All threads of each point together, in " + unit.label() + (minus ? ", recorded timer overhead subtracted" : "") + ".");
        page.raw(StatsTables.sweep(s, byRun, unit, minus).toHtml());
        for (SweepDir.Point p : s.points()) {
            if (!"complete".equals(p.status())) page.note("bad", "Point " + p.dirName() + " is " + p.status());
        }
        for (NamedChart c : SweepCharts.forSweep(s, byRun, unit)) figure(c, "statistics against the swept argument");
        for (SweepDir.Point p : s.points()) {
            if (p.run() != null) run(p.run(), level + 1);
            else if (p.forks() != null) forks(p.forks(), level + 1);
        }
    }

    /** A point run in several VMs: each fork's figures and their spread, then each fork as a run. */
    private void forks(ForksDir f, int level) {
        page.heading(level, f.label() + ": " + f.forks().size() + " forks", anchor());
        page.para("Each fork's statistics over all its threads and their spread across the complete forks, in " + unit.label()
                + " (" + ForkTables.note(f) + ").");
        page.raw(ForkTables.spread(f, unit).toHtml());
        for (ForksDir.Fork fork : f.forks()) {
            if (!"complete".equals(fork.status())) {
                page.note("bad", fork.dirName() + " is " + fork.status() + (fork.reason() == null ? "" : ": " + fork.reason()));
            }
        }
        for (ForksDir.Fork fork : f.forks()) if (fork.run() != null) run(fork.run(), level + 1);
    }

    private void run(RunDir r, int level) {
        RunStats rs = byRun.get(r.dir());
        Json m = r.metadata();
        page.heading(level, r.label(), anchor());
        page.raw("<p class=\"muted\">" + Html.escape(r.dir().toString()) + "; " + Html.escape(m.path("start").asText(""))
                + " to " + Html.escape(m.path("end").asText("")) + "</p>\n");
        if (!r.complete()) page.note("bad", "Incomplete: " + m.path("incomplete_reason").asText("no reason recorded"));
        Json clock = m.path("clock");
        Table kv = new Table(List.of("what", "value"));
        kv.row(List.of("clock", clock.path("name").asText("?") + (clock.has("source") ? " (" + clock.path("source").asText() + ")" : "")));
        kv.row(List.of("clock read cost / resolution", clock.path("read_cost_ns").asText("?") + " ns / " + clock.path("resolution_ns").asText("?") + " ns"));
        if (clock.has("calibration")) kv.row(List.of("calibration", compact(clock.path("calibration"))));
        if (clock.has("chosen_by")) kv.row(List.of("chosen by", clock.path("chosen_by").asText()));
        kv.row(List.of("noise floor", clock.has("noise_floor") ? compact(clock.path("noise_floor")) : "not recorded"));
        kv.row(List.of("arguments", args(m.path("args"))));
        if (m.has("workload")) kv.row(List.of("workload", compact(m.path("workload"))));
        kv.row(List.of("warm-up, JIT, GC", JvmActivityText.of(m)));
        page.raw(kv.toHtml().replace("<table>", "<table class=\"kv\">"));
        for (Json w : m.path("warnings")) page.note("warn", w.asText());
        threads(m.path("threads"));
        if (rs == null) return;
        String note = StatsTables.overheadNote(rs);
        if (note != null) page.note("warn", note);
        page.raw(StatsTables.run(rs, unit, rs.overhead() != null).toHtml());
        for (NamedChart c : Charts.forRun(rs, unit)) figure(c, r.label() + ": " + c.name());
    }

    private void threads(Json threads) {
        if (!threads.isArray() || threads.isEmpty()) return;
        Table t = new Table(List.of("thread", "samples", "cpus requested", "affinity applied", "cpus seen",
                "policy requested", "policy applied", "priority requested", "priority applied", "warnings / error"));
        for (Json th : threads) {
            List<String> problems = new ArrayList<>();
            th.path("warnings").forEach(w -> problems.add(w.asText()));
            if (th.hasNonNull("error")) problems.add("ERROR: " + th.path("error").asText());
            t.row(List.of(th.path("name").asText(), th.path("samples").asText(""), th.path("cpus_requested").asText(""),
                    th.path("affinity_applied").asText(""), compact(th.path("cpus_seen")), th.path("policy_requested").asText(""),
                    th.path("policy_applied").asText(""), th.path("priority_requested").asText(""),
                    th.path("priority_applied").asText(""), String.join("; ", problems)));
        }
        page.raw(t.toHtml());
    }

    private void figure(NamedChart c, String caption) {
        page.figure(ChartFiles.svg(c.chart()), caption);
    }

    private String anchor() {
        return "s" + (++ids);
    }

    private static String join(Json n, String... keys) {
        List<String> parts = new ArrayList<>();
        for (String k : keys) if (n.hasNonNull(k)) parts.add(n.path(k).asText());
        return String.join(", ", parts);
    }

    private static String caches(Json caches) {
        List<String> parts = new ArrayList<>();
        for (Json c : caches) {
            String s = "L" + c.path("level").asText() + " " + c.path("type").asText() + " " + (c.path("size_bytes").asLong() >> 10)
                    + " KiB (cpus " + c.path("shared_cpus").asText() + ")";
            if (!parts.contains(s)) parts.add(s);
        }
        return String.join("; ", parts);
    }

    private static String args(Json args) {
        List<String> parts = new ArrayList<>();
        Iterator<Map.Entry<String, Json>> it = args.fields();
        while (it.hasNext()) {
            Map.Entry<String, Json> e = it.next();
            parts.add(e.getKey() + "=" + e.getValue().asText());
        }
        return String.join(", ", parts);
    }

    private static String compact(Json n) {
        if (n == null || n.isMissingNode() || n.isNull()) return "";
        return n.isValueNode() ? n.asText() : n.toString();
    }
}
