package rtjbench.tools.history;

import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import rtjbench.tools.db.Store;
import rtjbench.tools.stats.Html;
import rtjbench.tools.stats.Unit;

/**
 * One HTML page over a results database ({@code report --db URL}): for each testapp, a row per point, machine,
 * VM and collector with its latest figures, a sparkline of its p99 history, and the verdict of the latest gate
 * of that run on that point. Every text from the database is escaped; the sparklines are drawn from numbers
 * only. The page loads nothing from the network.
 */
public final class LabReport {
    static final List<String> FIGURES = List.of("mean", "p50", "p99", "max");

    /** The page's head and style: nothing is loaded from the network. */
    private static final String HEAD = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>rtjbench results</title>
            <style>
            body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse;margin-bottom:2em}
            th,td{border:1px solid #ccc;padding:3px 8px;text-align:left}td.n{text-align:right;font-family:monospace}
            .regression{background:#fdd}.improvement{background:#dfd}.unlike{background:#eee}
            </style></head><body>
            """;

    private LabReport() {}

    public static String build(Store store, Store.Filter filter, Unit unit, String dbName) throws SQLException {
        Map<String, Map<String, List<Store.Entry>>> byStat = new LinkedHashMap<>();
        for (String s : FIGURES) byStat.put(s, Series.byName(store.series(filter, s)));
        Map<String, List<Store.Entry>> p99 = byStat.get("p99");
        Map<String, List<String>> byTestapp = new TreeMap<>();
        for (Map.Entry<String, List<Store.Entry>> e : p99.entrySet()) {
            byTestapp
                    .computeIfAbsent(e.getValue().get(0).testapp(), k -> new ArrayList<>())
                    .add(e.getKey());
        }
        Page page = new Page(store, unit, byStat);
        page.head(dbName);
        if (byTestapp.isEmpty()) page.sb.append("<p>No stored figures match.</p>\n");
        for (Map.Entry<String, List<String>> t : byTestapp.entrySet()) page.table(t.getKey(), t.getValue());
        page.sb.append("</body></html>\n");
        return page.sb.toString();
    }

    /** The page being written: the figures by statistic and series, and each run's latest gate, read once. */
    private static final class Page {
        private final Store store;
        private final Unit unit;
        private final Map<String, Map<String, List<Store.Entry>>> byStat;
        private final Map<String, Store.Gate> gates = new HashMap<>();
        private final StringBuilder sb = new StringBuilder();

        Page(Store store, Unit unit, Map<String, Map<String, List<Store.Entry>>> byStat) {
            this.store = store;
            this.unit = unit;
            this.byStat = byStat;
        }

        void head(String dbName) {
            sb.append(HEAD);
            sb.append("<h1>rtjbench results</h1>\n<p>Database ")
                    .append(Html.escape(dbName))
                    .append(", ")
                    .append(byStat.get("p99").size())
                    .append(" series; written ")
                    .append(Html.escape(Instant.now().toString()))
                    .append(". Figures in ")
                    .append(unit.label())
                    .append(", every sample of the latest run (all forks together); ")
                    .append("the line is the p99 over time.</p>\n");
        }

        /** A testapp's table: a row a series. */
        void table(String testapp, List<String> series) {
            sb.append("<h2>")
                    .append(Html.escape(testapp))
                    .append("</h2>\n<table>\n<tr><th>point</th><th>machine</th>"
                            + "<th>VM</th><th>collector</th><th>latest run</th>");
            for (String s : FIGURES) sb.append("<th>").append(s).append("</th>");
            sb.append("<th>p99 history</th><th>latest gate</th></tr>\n");
            for (String s : series) row(s);
            sb.append("</table>\n");
        }

        /** A series' row: where its latest run was made, that run's figures, the p99 history, the gate's verdict. */
        private void row(String series) {
            List<Store.Entry> hist = byStat.get("p99").get(series);
            Store.Entry last = hist.get(hist.size() - 1);
            String verdict = worst(latestGate(last.runId()), last.point());
            sb.append("<tr class=\"").append(verdictClass(verdict)).append("\">");
            for (String text : List.of(last.point(), last.machine(), last.vm(), last.collector())) {
                sb.append("<td>").append(Html.escape(text)).append("</td>");
            }
            sb.append("<td>")
                    .append(Html.escape(last.runId()))
                    .append("<br>")
                    .append(Html.escape(last.started()))
                    .append("</td>");
            for (String s : FIGURES) {
                List<Store.Entry> l = byStat.get(s).get(series);
                Store.Entry e = l == null ? null : l.get(l.size() - 1);
                sb.append("<td class=\"n\">")
                        .append(e == null || !e.runId().equals(last.runId()) ? "" : unit.format(e.figure(), true))
                        .append("</td>");
            }
            sb.append("<td>")
                    .append(sparkline(hist))
                    .append("</td><td>")
                    .append(Html.escape(verdict))
                    .append("</td></tr>\n");
        }

        private Store.Gate latestGate(String runId) {
            return gates.computeIfAbsent(runId, id -> {
                try {
                    return store.latestGate(id);
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
    }

    /** The row's style: regression, improvement, unlike (a "not ..." verdict) or none. */
    static String verdictClass(String verdict) {
        if (verdict.startsWith("regression")) return "regression";
        if (verdict.startsWith("improvement")) return "improvement";
        return verdict.startsWith("not ") ? "unlike" : "";
    }

    /** The gravest verdict of {@code point} in {@code gate}: regression, improvement, not ..., no change. */
    static String worst(Store.Gate gate, String point) {
        String out = gate.gateId() == null ? "no gate" : "";
        int rank = -1;
        for (Store.Verdict v : gate.verdicts()) {
            if (!v.point().equals(point)) continue;
            int r = switch (v.verdict()) {
                case "regression" -> 3;
                case "improvement" -> 2;
                case "no significant change" -> 0;
                default -> 1;
            };
            if (r > rank) {
                rank = r;
                out = v.verdict() + (v.statistic().equals("*") ? "" : " (" + v.statistic() + ")");
            }
        }
        return out.isEmpty() ? "not gated" : out;
    }

    /** A 120 x 24 inline SVG polyline of the figures, oldest left. */
    static String sparkline(List<Store.Entry> hist) {
        int w = 120;
        int h = 24;
        double lo = Double.MAX_VALUE;
        double hi = -Double.MAX_VALUE;
        for (Store.Entry e : hist) {
            lo = Math.min(lo, e.figure());
            hi = Math.max(hi, e.figure());
        }
        StringBuilder pts = new StringBuilder();
        int n = hist.size();
        for (int i = 0; i < n; i++) {
            double x = n == 1 ? w / 2.0 : 2 + (w - 4) * i / (double) (n - 1);
            double y = hi == lo ? h / 2.0 : h - 2 - (h - 4) * (hist.get(i).figure() - lo) / (hi - lo);
            pts.append(String.format(Locale.ROOT, "%s%.1f,%.1f", i == 0 ? "" : " ", x, y));
        }
        return "<svg width=\"" + w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h + "\">"
                + (n == 1
                        ? "<circle cx=\"" + w / 2 + "\" cy=\"" + h / 2 + "\" r=\"2\" fill=\"#1f77b4\"/>"
                        : "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.5\" points=\"" + pts + "\"/>")
                + "</svg>";
    }
}
