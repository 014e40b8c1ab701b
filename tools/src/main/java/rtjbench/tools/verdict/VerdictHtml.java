package rtjbench.tools.verdict;

import java.util.List;
import java.util.Map;
import rtjbench.tools.stats.Html;

/** The report's verdict table: a row a VM entry, a column a scheduler, each cell coloured by its verdict. */
public final class VerdictHtml {
    private VerdictHtml() {}

    public static String table(Verdicts v) {
        List<String> schedulers = VerdictOutput.schedulers(v.rows());
        StringBuilder sb = new StringBuilder("<table class=\"verdict\"><thead><tr><th>VM entry</th>");
        for (String s : schedulers) sb.append("<th>").append(Html.escape(s)).append("</th>");
        sb.append("</tr></thead><tbody>\n");
        for (Map.Entry<String, Map<String, VerdictRow>> e :
                VerdictOutput.byJvm(v.rows()).entrySet()) {
            sb.append("<tr><th>").append(Html.escape(e.getKey())).append("</th>");
            for (String s : schedulers) {
                VerdictRow r = e.getValue().get(s);
                if (r == null) {
                    sb.append("<td>-</td>");
                    continue;
                }
                sb.append("<td class=\"")
                        .append(r.verdict().text())
                        .append("\"><b>")
                        .append(r.verdict().text())
                        .append("</b><span>")
                        .append(Html.escape(r.reason()))
                        .append("</span></td>");
            }
            sb.append("</tr>\n");
        }
        return sb.append("</tbody></table>\n").toString();
    }

    /** Per VM entry and scheduler, the largest utilisation at which sets like the user's are schedulable. */
    public static String headroom(Verdicts v) {
        List<String> schedulers = VerdictOutput.schedulers(v.rows());
        StringBuilder sb = new StringBuilder("<table><thead><tr><th>VM entry</th>");
        for (String s : schedulers) sb.append("<th>").append(Html.escape(s)).append("</th>");
        sb.append("</tr></thead><tbody>\n");
        for (Map.Entry<String, Map<String, Double>> e : v.headroom().entrySet()) {
            sb.append("<tr><th>").append(Html.escape(e.getKey())).append("</th>");
            for (String s : schedulers) {
                Double u = e.getValue().get(s);
                sb.append("<td class=\"n\">")
                        .append(u == null || u.isNaN() ? "none" : String.format(java.util.Locale.ROOT, "%.2f", u))
                        .append("</td>");
            }
            sb.append("</tr>\n");
        }
        return sb.append("</tbody></table>\n").toString();
    }
}
