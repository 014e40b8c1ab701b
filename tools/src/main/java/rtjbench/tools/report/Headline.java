package rtjbench.tools.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import rtjbench.tools.results.ForksDir;
import rtjbench.tools.results.ResultNode;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SuiteDir;
import rtjbench.tools.results.SweepDir;
import rtjbench.tools.stats.Html;
import rtjbench.tools.stats.RunStats;
import rtjbench.tools.stats.Summary;

/**
 * The table a report opens with, the answer before the evidence: a row per testapp and point with its key
 * figures (p50, p99 and max over all its threads, each in the unit that reads best), whether it completed,
 * and its warnings. Each row links to the details further down.
 */
final class Headline {
    /** Up to this many warnings are listed in the row; more are collapsed under their count. */
    private static final int WARNINGS_SHOWN = 2;

    private static final String NONE = "–";

    private final Map<Path, RunStats> byRun;
    private final Anchors anchors;
    private final List<String> everyRun;
    private final StringBuilder rows = new StringBuilder();

    private Headline(Map<Path, RunStats> byRun, Anchors anchors, List<String> everyRun) {
        this.byRun = byRun;
        this.anchors = anchors;
        this.everyRun = everyRun;
    }

    /**
     * The table for {@code root}; a row links to {@code anchors.of(run.dir())} (or of the entry, the sweep). A
     * warning of {@code everyRun} is said once above the table, so a row lists only the warnings that set its run
     * apart.
     */
    static String html(ResultNode root, Map<Path, RunStats> byRun, Anchors anchors, List<String> everyRun) {
        Headline h = new Headline(byRun, anchors, everyRun);
        if (root instanceof SuiteDir s) {
            for (SuiteDir.Entry e : s.entries()) h.entry(e);
        } else if (root instanceof SweepDir s) {
            h.sweep(s);
        } else if (root instanceof ForksDir f) {
            h.forks(f, "");
        } else {
            h.run((RunDir) root, "");
        }
        return "<table class=\"headline\">\n<thead><tr><th>testapp</th><th>point</th><th>threads</th><th>samples</th>"
                + "<th>p50</th><th>p99</th><th>max</th><th>status</th><th>warnings</th></tr></thead>\n<tbody>\n"
                + h.rows + "</tbody>\n</table>\n";
    }

    private void entry(SuiteDir.Entry e) {
        if (e.node() instanceof SweepDir s) {
            sweep(s);
        } else if (e.node() instanceof ForksDir f) {
            forks(f, "");
        } else if (e.node() instanceof RunDir r) {
            run(r, "");
        } else {
            String status = e.status() + (e.reason() == null ? "" : ": " + e.reason());
            row(
                    e.testappName(),
                    "",
                    anchors.of(e),
                    null,
                    cell("skipped".equals(e.status()) ? "skip" : "bad-text", status),
                    List.of());
        }
    }

    private void sweep(SweepDir s) {
        for (SweepDir.Point p : s.points()) {
            if (p.run() != null) {
                run(p.run(), p.label());
            } else if (p.forks() != null) {
                forks(p.forks(), p.label());
            } else {
                row(
                        s.testappName(),
                        p.label(),
                        anchors.of(s.dir()),
                        null,
                        cell("bad-text", p.status() + ": no results"),
                        List.of());
            }
        }
    }

    /** A row a fork: the point and which fork. */
    private void forks(ForksDir f, String point) {
        for (ForksDir.Fork fork : f.forks()) {
            String label = (point.isEmpty() ? "" : point + ", ") + fork.dirName();
            if (fork.run() != null) {
                run(fork.run(), label);
            } else {
                row(
                        f.index().path("testapp_name").asText(f.label()),
                        label,
                        anchors.of(f.dir()),
                        null,
                        cell("bad-text", fork.status() + ": " + (fork.reason() == null ? "no results" : fork.reason())),
                        List.of());
            }
        }
    }

    private void run(RunDir r, String point) {
        String status = r.complete() ? cell("ok", "complete") : cell("bad-text", "incomplete: " + r.incompleteReason());
        List<String> own = new ArrayList<>(r.warnings());
        own.removeAll(everyRun);
        row(r.testappName(), point, anchors.of(r.dir()), byRun.get(r.dir()), status, own);
    }

    private void row(
            String testapp, String point, String anchor, RunStats rs, String statusHtml, List<String> warnings) {
        String link = "<a href=\"#" + Html.escape(anchor) + "\">";
        rows.append("<tr><td>")
                .append(link)
                .append(Html.escape(testapp))
                .append("</a></td><td>")
                .append(point.isEmpty() ? "" : link + Html.escape(point) + "</a>")
                .append("</td>");
        if (rs == null) {
            for (int i = 0; i < 5; i++) rows.append(number(NONE)); // threads, samples, p50, p99, max
        } else {
            Summary all = rs.all().summary();
            boolean any = all.count() > 0;
            rows.append(number(Integer.toString(rs.threads().size())))
                    .append(number(Long.toString(all.count())))
                    .append(number(any ? Durations.readable(all.p50()) : NONE))
                    .append(number(any ? Durations.readable(all.p99()) : NONE))
                    .append(number(any ? Durations.readable(all.max()) : NONE));
        }
        rows.append("<td>")
                .append(statusHtml)
                .append("</td><td>")
                .append(warnings(warnings))
                .append("</td></tr>\n");
    }

    private static String number(String text) {
        return "<td class=\"n\">" + Html.escape(text) + "</td>";
    }

    private static String cell(String cssClass, String text) {
        return "<span class=\"" + cssClass + "\">" + Html.escape(text) + "</span>";
    }

    private static String warnings(List<String> warnings) {
        if (warnings.isEmpty()) return "";
        StringBuilder list = new StringBuilder("<ul class=\"w\">");
        for (String w : warnings) list.append("<li>").append(Html.escape(w)).append("</li>");
        list.append("</ul>");
        if (warnings.size() <= WARNINGS_SHOWN) return list.toString();
        return "<details><summary>" + warnings.size() + " warnings</summary>" + list + "</details>";
    }
}
