package rtjbench.tools.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import rtjbench.sched.supply.MmuCurve;
import rtjbench.stats.SteadyState;
import rtjbench.tools.coldstart.ColdStart;
import rtjbench.tools.explain.Explanation;
import rtjbench.tools.matrix.Matrix;
import rtjbench.tools.plot.ChartFiles;
import rtjbench.tools.plot.Charts;
import rtjbench.tools.plot.DrawnCharts;
import rtjbench.tools.plot.PlotFiles;
import rtjbench.tools.plot.SweepCharts;
import rtjbench.tools.plot.WarmupCharts;
import rtjbench.tools.results.ColdPointDir;
import rtjbench.tools.results.ForksDir;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SuiteDir;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.sched.MmuCurves;
import rtjbench.tools.stats.ForkTables;
import rtjbench.tools.stats.Html;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.StatsTables;
import rtjbench.tools.stats.Table;
import rtjbench.tools.stats.Unit;
import rtjbench.tools.verdict.Headroom;
import rtjbench.tools.verdict.VerdictHtml;
import rtjbench.tools.verdict.Verdicts;

/**
 * The report of a run, sweep or suite, answer first: the warnings that hold for every run, said once; one
 * headline figure a testapp with its spread across forks, and one chart of them all; the table of every run
 * (each testapp and point, its key figures, complete or not, the warnings that set it apart), then what ran
 * on what (VM, OS, machine), then each run's details:
 * its facts as key–value rows (clock, noise floor, PM QoS, workload, platform settings, arguments), the affinity
 * and policy each thread
 * asked for and got, the summary table and every chart inline as SVG.
 */
public final class ReportBuilder {
    private final Unit unit;
    private final Map<Path, RunStats> byRun;
    private final DrawnCharts drawn;
    private final HtmlPage page;
    private final Anchors anchors = new Anchors();

    private final List<String> everyRun;

    private ReportBuilder(
            String title, Unit unit, Map<Path, RunStats> byRun, DrawnCharts drawn, List<String> everyRun) {
        this.unit = unit;
        this.byRun = byRun;
        this.drawn = drawn;
        this.everyRun = everyRun;
        this.page = new HtmlPage(title);
    }

    /** The page; each run's and sweep's charts as {@code drawn} holds them, or drawn here where it holds none. */
    public static String build(
            ResultNode root, Unit unit, Map<Path, RunStats> byRun, DrawnCharts drawn, Verdicts verdicts) {
        String title;
        if (root instanceof SuiteDir s) title = "rtjbench suite " + s.name();
        else if (root instanceof SweepDir s)
            title = "rtjbench " + s.testapp() + " sweep over " + String.join(", ", s.swept());
        else if (root instanceof ForksDir f)
            title = "rtjbench " + f.label() + " in " + f.forks().size() + " forks";
        else title = "rtjbench " + ((RunDir) root).label();
        ReportBuilder b = new ReportBuilder(title, unit, byRun, drawn, everyRun(root.runs()));
        // The page's sections, in order: the answer first (the first screen), then the evidence. A new section
        // is one more call here and a method that writes it through the page.
        b.page.muted(
                "Folder: " + root.dir().toAbsolutePath().normalize() + "; " + FactSections.machineLine(root) + ".");
        b.warningsForEveryRun();
        if (verdicts != null) b.verdict(verdicts);
        b.answer(root);
        b.matrix(root);
        b.collector(root);
        b.coldStart(root);
        b.page.heading(2, "Every run", "runs");
        b.page.muted("Each row: all threads of a run together; the testapp or point leads to its details"
                + (b.everyRun.isEmpty() ? "." : "; a row lists only the warnings that set it apart."));
        b.page.raw(Headline.html(root, byRun, b.anchors, b.everyRun));
        FactSections.environment(b.page, root);
        b.page.heading(2, "Details", "details");
        if (root instanceof SuiteDir s) b.suite(s);
        else if (root instanceof SweepDir s) b.sweep(s, 3);
        else if (root instanceof ForksDir f) b.forks(f, 3);
        else b.run((RunDir) root, 3);
        return b.page.render();
    }

    /**
     * The warnings every run shares (the platform's, usually: a hypervisor, a governor), where there is more than
     * one run: said once, above everything, instead of in every row and every run's details.
     */
    static List<String> everyRun(List<RunDir> runs) {
        if (runs.size() < 2) return List.of();
        List<String> common = new ArrayList<>(new LinkedHashSet<>(runs.get(0).warnings()));
        for (RunDir r : runs.subList(1, runs.size())) common.retainAll(r.warnings());
        return common;
    }

    private void warningsForEveryRun() {
        if (everyRun.isEmpty()) return;
        StringBuilder sb = new StringBuilder("<div class=\"warn every\"><b>For every run here:</b><ul class=\"w\">");
        for (String w : everyRun) sb.append("<li>").append(Html.escape(w)).append("</li>");
        page.raw(sb.append("</ul></div>\n").toString());
    }

    /** Where a verdict element planned the folder: its table, the first screen (verdict.csv, docs/verdict.md). */
    private void verdict(Verdicts v) {
        page.heading(2, "Verdict: will the task set meet its deadlines here?", "verdict");
        page.muted("A row a VM entry, a column a scheduler (verdict.csv): meets — the analysis with this run's own"
                + " overheads and collector shows the set schedulable and every job kept its bound (or each one"
                + " beyond it has a recorded cause); at-risk — no deadline missed, but the analysis cannot show it,"
                + " or a WCET did not hold, or a job beyond its bound has no cause; misses — a deadline was"
                + " missed. Each cell names its first cause.");
        page.raw(VerdictHtml.table(v));
        page.heading(3, "Headroom", "headroom");
        page.muted(String.format(
                java.util.Locale.ROOT,
                "The largest total utilisation at which %d%% of %d random sets like this one (its %d tasks,"
                        + " periods, deadline ratios and working sets; UUniFast utilisations) are shown"
                        + " schedulable with each VM entry's overheads (and, partitioned, its collector's MMU);"
                        + " this set's is %.2f.",
                Math.round(Headroom.SHARE * 100),
                Headroom.SETS,
                v.set().size(),
                v.set().utilization()));
        page.raw(VerdictHtml.headroom(v));
    }

    /** One headline figure a testapp, then all of them on one chart. */
    private void answer(ResultNode root) {
        List<Answer.Figure> figures = Answer.figures(root, byRun, anchors);
        page.heading(2, "Headline figures", "answer");
        page.raw(Answer.cards(figures));
        JFreeChart chart = Answer.chart(figures, unit);
        if (chart != null) {
            int rows = (int) figures.stream().filter(Answer.Figure::measured).count();
            page.figure(
                    ChartFiles.svg(chart, ChartFiles.WIDTH, 70 + 22 * rows),
                    "The headline figures on one log axis: p50 (dot) and p99 (square) over all threads of each"
                            + " testapp's first point.",
                    "overview");
        }
    }

    /** Where the folder ran over VM entries or loads: the matrix table, its failures and its CCDF. */
    private void matrix(ResultNode root) {
        if (!Matrix.applies(root)) return;
        try {
            Matrix m = Matrix.of(root, byRun);
            page.heading(2, "VM x load matrix", "matrix");
            page.muted("One row per VM entry and load level (matrix.csv); all threads of a point together; GC pauses"
                    + " of the measured phase, as the run recorded them (microseconds from the VM's GC log, whole"
                    + " milliseconds from the GC notifications).");
            page.raw(m.table(unit).toHtml());
            for (String f : m.failures()) page.note("warn", f);
            page.figure(ChartFiles.svg(m.ccdf(root.dir().getFileName().toString(), unit)), "CCDF, a line per row");
        } catch (java.io.IOException e) {
            page.note("warn", "matrix: " + e.getMessage());
        }
    }

    /** Where runs ran under an allocation load: the collector's MMU curve of each (docs/schedulability.md). */
    private void collector(ResultNode root) {
        Map<String, MmuCurve> curves = MmuCurves.loadedRuns(root);
        if (curves.isEmpty()) return;
        page.heading(2, "Collector: minimum mutator utilisation", "mmu");
        page.muted("For each run under gc_load, the least share of any window the stop-the-world pauses of its measured"
                + " phase leave to the program (sched mmu; concurrent collector work not counted).");
        page.figure(ChartFiles.svg(MmuCurves.chart(curves)), "MMU against the window, a line a run");
    }

    /** Where the folder has cold points: their table, a warm-up chart a testapp, and each point's, folded. */
    private void coldStart(ResultNode root) {
        ColdStart c = ColdStart.of(root);
        if (c.points().isEmpty()) return;
        page.heading(2, "Cold start and warm-up", "cold-start");
        page.muted("A row a testapp and VM (cold-start.csv): the first event after the VM started, over the cold"
                + " starts (forks); the events and milliseconds from the first event until the rolling median of "
                + SteadyState.WINDOW + " events stays within " + Math.round(SteadyState.TOLERANCE * 100)
                + "% (or one step of the clock, where that is more) of the steady state, the p50 the same VM gives"
                + " warmed up (its warm reference fork);"
                + " docs/cold-start.md.");
        page.raw(c.table(unit).toHtml());
        for (Map.Entry<String, List<ColdPointDir>> e : c.byTestapp().entrySet()) {
            page.figure(
                    ChartFiles.svg(WarmupCharts.byTestapp(e.getKey(), e.getValue(), unit)),
                    e.getKey() + ": latency against event index, a line a VM (median solid, p90 dashed).");
        }
        for (ColdPointDir p : c.points()) {
            page.details(
                    p.testapp() + " on " + p.label() + ": the curve with the VM's JIT and class-loading events",
                    ChartFiles.svg(WarmupCharts.point(p, unit)));
        }
    }

    private void suite(SuiteDir s) {
        for (SuiteDir.Entry e : s.entries()) {
            if (e.node() instanceof SweepDir sw) {
                sweep(sw, 3);
            } else if (e.node() instanceof ForksDir f) {
                forks(f, 3);
            } else if (e.node() instanceof RunDir r) {
                run(r, 3);
            } else {
                page.heading(3, e.testappName(), anchors.of(e));
                if ("skipped".equals(e.status())) {
                    page.note(
                            "warn",
                            "Skipped " + e.testapp() + ": " + (e.reason() == null ? "no reason recorded" : e.reason()));
                } else {
                    page.note("bad", e.testapp() + " is " + e.status() + (e.reason() == null ? "" : ": " + e.reason()));
                }
            }
        }
    }

    private void sweep(SweepDir s, int level) {
        page.heading(level, s.testapp() + ": sweep over " + String.join(", ", s.swept()), anchors.of(s.dir()));
        boolean minus = byRun.values().stream().anyMatch(r -> r.overhead() != null);
        page.para("All threads of each point together, in " + unit.label()
                + (minus ? ", recorded timer overhead subtracted" : "") + ".");
        page.table(StatsTables.sweep(s, byRun, unit, minus).toHtml(), s.points().size(), "statistics by point");
        for (SweepDir.Point p : s.points()) {
            if (!"complete".equals(p.status())) page.note("bad", "Point " + p.dirName() + " is " + p.status());
        }
        for (DrawnCharts.Svg c :
                drawn.in(s.dir().resolve(PlotFiles.FOLDER), () -> SweepCharts.forSweep(s, byRun, unit)))
            page.figure(c.element(), "statistics against the swept argument");
        for (SweepDir.Point p : s.points()) {
            if (p.run() != null) run(p.run(), level + 1);
            else if (p.forks() != null) forks(p.forks(), level + 1);
        }
    }

    /** A point run in several VMs: each fork's figures and their spread, then each fork as a run. */
    private void forks(ForksDir f, int level) {
        page.heading(level, f.label() + ": " + f.forks().size() + " forks", anchors.of(f.dir()));
        page.para("Each fork's statistics over all its threads and their spread across the complete forks, in "
                + unit.label() + " (" + ForkTables.note(f) + ").");
        Table spread = ForkTables.spread(f, unit);
        page.table(spread.toHtml(), spread.rows().size(), "spread across forks");
        for (ForksDir.Fork fork : f.forks()) {
            if (!"complete".equals(fork.status())) {
                page.note(
                        "bad",
                        fork.dirName() + " is " + fork.status() + (fork.reason() == null ? "" : ": " + fork.reason()));
            }
        }
        for (ForksDir.Fork fork : f.forks()) if (fork.run() != null) run(fork.run(), level + 1);
    }

    private void run(RunDir r, int level) {
        RunStats rs = byRun.get(r.dir());
        JsonNode m = r.metadata();
        page.heading(level, r.label(), anchors.of(r.dir()));
        page.muted(r.dir() + "; " + m.path("start").asText("") + " to "
                + m.path("end").asText(""));
        if (!r.complete()) page.note("bad", "Incomplete: " + r.incompleteReason());
        for (String w : r.warnings()) if (!everyRun.contains(w)) page.note("warn", w);
        FactSections.facts(page, m);
        FactSections.threads(page, m.path("threads"));
        if (rs == null) return;
        String note = StatsTables.overheadNote(rs);
        if (note != null) page.note("warn", note);
        Table stats = StatsTables.run(rs, unit, rs.overhead() != null);
        page.table(stats.toHtml(), stats.rows().size(), "statistics by thread");
        String spikes = Explanation.line(r);
        if (spikes != null)
            page.note("warn", "Spikes (" + Explanation.FILE + ", marked on the sample trace): " + spikes);
        for (DrawnCharts.Svg c : drawn.in(r.dir().resolve(PlotFiles.FOLDER), () -> Charts.forRun(rs, unit)))
            page.figure(c.element(), r.label() + ": " + c.name());
    }
}
