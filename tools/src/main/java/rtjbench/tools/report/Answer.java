package rtjbench.tools.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import rtjbench.stats.Finding;
import rtjbench.stats.ForkSpread;
import rtjbench.tools.plot.Charts;
import rtjbench.tools.results.ForksDir;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SuiteDir;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.stats.Html;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Summary;
import rtjbench.tools.stats.Unit;

/**
 * What a report opens with: one headline a testapp, the answer its docs call the finding where it declares one
 * (its runs' metadata carries the declaration: {@link Findings}), such as priority inheritance against none as
 * a ratio with both figures, else the number a user quotes (the median over all its threads, p50) with its
 * spread across forks where the point ran in several VMs; and one chart of them all (p50 and p99 a testapp on a
 * log axis, the first point of each). Every point is in the table below. Each card links to its details.
 */
final class Answer {
    /**
     * One testapp's headline; {@code p50} and {@code p99} are NaN where it has no samples; {@code step} the clock's
     * step its latencies show (1: none), with which a p50 of a few steps is shown; {@code finding} null where it
     * declares none, or its points do not hold it.
     */
    record Figure(
            String testapp,
            String point,
            String anchor,
            double p50,
            double p99,
            double step,
            String spread,
            String status,
            Finding.Result finding) {
        boolean measured() {
            return !Double.isNaN(p50);
        }
    }

    /** How a finding's figures read on a card: the unit that reads best, three digits. */
    private static final Finding.TimeFormat READABLE = Durations::readable;

    /** The most characters of a point or a reason a card shows. */
    private static final int CARD_TEXT = 72;

    private final Map<Path, RunStats> byRun;
    private final Anchors anchors;
    private final List<Figure> figures = new ArrayList<>();

    private Answer(Map<Path, RunStats> byRun, Anchors anchors) {
        this.byRun = byRun;
        this.anchors = anchors;
    }

    /** The headline figures of {@code root}, a testapp each, in the order the run made them. */
    static List<Figure> figures(ResultNode root, Map<Path, RunStats> byRun, Anchors anchors) {
        Answer a = new Answer(byRun, anchors);
        if (root instanceof SuiteDir s) {
            for (SuiteDir.Entry e : s.entries()) a.entry(e);
        } else {
            a.node(root);
        }
        return a.figures;
    }

    private void entry(SuiteDir.Entry e) {
        if (e.node() != null) {
            node(e.node());
        } else {
            figures.add(new Figure(
                    e.testappName(),
                    "",
                    anchors.of(e),
                    Double.NaN,
                    Double.NaN,
                    1,
                    null,
                    e.status() + (e.reason() == null ? "" : ": " + e.reason()),
                    null));
        }
    }

    private void node(ResultNode node) {
        int before = figures.size();
        headlineOf(node);
        Finding.Result finding = Findings.of(node, byRun);
        if (finding != null && figures.size() == before + 1) {
            Figure f = figures.remove(before);
            figures.add(new Figure(
                    f.testapp(), f.point(), f.anchor(), f.p50(), f.p99(), f.step(), f.spread(), f.status(), finding));
        }
    }

    /** The first point's p50 and p99 (the chart's, and the card's where no finding is declared). */
    private void headlineOf(ResultNode node) {
        if (node instanceof SweepDir s) {
            for (SweepDir.Point p : s.points()) {
                if (p.run() != null || p.forks() != null) {
                    String more = s.points().size() > 1 ? " (1 of " + s.points().size() + " points)" : "";
                    if (p.forks() != null) forks(p.forks(), s.testappName(), p.label() + more);
                    else run(p.run(), s.testappName(), p.label() + more);
                    return;
                }
            }
            figures.add(new Figure(
                    s.testappName(), "", anchors.of(s.dir()), Double.NaN, Double.NaN, 1, null, "no results", null));
        } else if (node instanceof ForksDir f) {
            forks(f, f.index().path("testapp_name").asText(f.label()), "");
        } else if (node instanceof RunDir r) {
            run(r, r.testappName(), "");
        }
    }

    private void run(RunDir r, String testapp, String point) {
        RunStats rs = byRun.get(r.dir());
        Summary all = rs == null ? null : rs.all().summary();
        boolean any = all != null && all.count() > 0;
        figures.add(new Figure(
                testapp,
                point,
                anchors.of(r.dir()),
                any ? all.p50() : Double.NaN,
                any ? all.p99() : Double.NaN,
                any ? Findings.step(rs) : 1,
                null,
                r.complete() ? "complete" : "incomplete",
                null));
    }

    /** The median of the forks' p50s, and their smallest and largest. */
    private void forks(ForksDir f, String testapp, String point) {
        List<Double> p50s = new ArrayList<>();
        List<Double> p99s = new ArrayList<>();
        double step = 1;
        boolean complete = true;
        for (ForksDir.Fork fork : f.forks()) {
            RunStats rs = fork.run() == null ? null : byRun.get(fork.run().dir());
            complete &= "complete".equals(fork.status());
            if (rs == null || rs.all().summary().count() == 0 || !"complete".equals(fork.status())) continue;
            p50s.add((double) rs.all().summary().p50());
            p99s.add((double) rs.all().summary().p99());
            step = Math.max(step, Findings.step(rs));
        }
        String status = complete ? "complete" : "incomplete";
        if (p50s.isEmpty()) {
            figures.add(new Figure(testapp, point, anchors.of(f.dir()), Double.NaN, Double.NaN, 1, null, status, null));
            return;
        }
        ForkSpread p50 = ForkSpread.of(values(p50s));
        ForkSpread p99 = ForkSpread.of(values(p99s));
        String spread = p50.n == 1
                ? "1 fork"
                : p50.n + " forks: " + Durations.readable(p50.min) + " – " + Durations.readable(p50.max);
        figures.add(
                new Figure(testapp, point, anchors.of(f.dir()), p50.median, p99.median, step, spread, status, null));
    }

    private static double[] values(List<Double> list) {
        double[] v = new double[list.size()];
        for (int i = 0; i < v.length; i++) v[i] = list.get(i);
        return v;
    }

    /** The figures as a grid of cards, each a link to its testapp's details. */
    static String cards(List<Figure> figures) {
        StringBuilder sb = new StringBuilder("<div class=\"answer\">\n");
        for (Figure f : figures) {
            sb.append("<a class=\"card\" href=\"#")
                    .append(Html.escape(f.anchor()))
                    .append("\"><span class=\"t\">")
                    .append(Html.escape(f.testapp()))
                    .append("</span>");
            if (f.finding() != null) {
                String details = f.finding().details(READABLE);
                sb.append("<span class=\"v\">")
                        .append(Html.escape(f.finding().headline()))
                        .append("</span><span class=\"s f\">")
                        .append(Html.escape(f.finding().finding().title()))
                        .append("</span><span class=\"s\" title=\"")
                        .append(Html.escape(details))
                        .append("\">")
                        .append(Html.escape(shortened(details)))
                        .append("</span>");
            } else if (f.measured()) {
                String p50 = Finding.withStep(READABLE, f.p50(), f.step());
                String value = Durations.readable(f.p50());
                sb.append("<span class=\"v\">")
                        .append(Html.escape(value))
                        .append("</span><span class=\"s\">p50")
                        .append(Html.escape(p50.substring(value.length())))
                        .append(f.spread() == null ? "" : "; " + Html.escape(f.spread()))
                        .append("; p99 ")
                        .append(Html.escape(Durations.readable(f.p99())))
                        .append("</span>");
            } else {
                sb.append("<span class=\"v none\">–</span>");
            }
            String point = f.finding() != null ? "" : f.point();
            String under = point + ("complete".equals(f.status()) ? "" : (point.isEmpty() ? "" : "; ") + f.status());
            if (!under.isEmpty()) {
                sb.append("<span class=\"s")
                        .append("complete".equals(f.status()) ? "" : " bad-text")
                        .append("\" title=\"")
                        .append(Html.escape(under))
                        .append("\">")
                        .append(Html.escape(shortened(under)))
                        .append("</span>");
            }
            sb.append("</a>\n");
        }
        return sb.append("</div>\n").toString();
    }

    /** A card's line kept to three short lines; the whole text is its tooltip and in the table below. */
    private static String shortened(String text) {
        return text.length() <= CARD_TEXT
                ? text
                : text.substring(0, CARD_TEXT - 1).trim() + "…";
    }

    /** p50 and p99 of every measured testapp on one log axis, or null where none has samples. */
    static JFreeChart chart(List<Figure> figures, Unit unit) {
        List<String> names = new ArrayList<>();
        List<double[]> values = new ArrayList<>();
        for (Figure f : figures) {
            if (!f.measured()) continue;
            String name =
                    f.testapp() + (f.point().isEmpty() ? "" : " " + f.point().replaceAll(" \\(.*\\)$", ""));
            String distinct = name;
            for (int n = 2; names.contains(distinct); n++) distinct = name + " (" + n + ")";
            names.add(distinct);
            values.add(new double[] {unit.of(f.p50()), unit.of(f.p99())});
        }
        if (names.isEmpty()) return null;
        double[] p50 = new double[names.size()];
        double[] p99 = new double[names.size()];
        for (int i = 0; i < p50.length; i++) {
            p50[i] = values.get(i)[0];
            p99[i] = values.get(i)[1];
        }
        return Charts.overview(
                "p50 and p99 of each testapp", names, p50, p99, "latency [" + unit.label() + "], log scale");
    }
}
