package rtjbench.tools.stats;

import java.util.ArrayList;
import java.util.List;

/** A table of text cells, written as aligned console text, CSV or an HTML table: one model, three views. */
public final class Table {
    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    public Table(List<String> header) {
        this.header = List.copyOf(header);
    }

    public Table row(List<String> cells) {
        if (cells.size() != header.size()) {
            throw new IllegalArgumentException("row has " + cells.size() + " cells, header " + header.size());
        }
        rows.add(List.copyOf(cells));
        return this;
    }

    public List<String> header() {
        return header;
    }

    public List<List<String>> rows() {
        return rows;
    }

    /** First column left-aligned, the rest right-aligned (numbers). */
    public String toText() {
        int[] w = new int[header.size()];
        for (int c = 0; c < w.length; c++) {
            w[c] = header.get(c).length();
            for (List<String> r : rows) w[c] = Math.max(w[c], r.get(c).length());
        }
        StringBuilder sb = new StringBuilder();
        appendText(sb, header, w);
        for (List<String> r : rows) appendText(sb, r, w);
        return sb.toString();
    }

    private static void appendText(StringBuilder sb, List<String> cells, int[] w) {
        sb.append(' ');
        for (int c = 0; c < cells.size(); c++) {
            String s = cells.get(c);
            sb.append(' ');
            if (c == 0) sb.append(s).append(" ".repeat(w[c] - s.length()));
            else sb.append(" ".repeat(w[c] - s.length())).append(s);
        }
        sb.append('\n');
    }

    public String toCsv() {
        StringBuilder sb = new StringBuilder();
        appendCsv(sb, header);
        for (List<String> r : rows) appendCsv(sb, r);
        return sb.toString();
    }

    private static void appendCsv(StringBuilder sb, List<String> cells) {
        for (int c = 0; c < cells.size(); c++) {
            if (c > 0) sb.append(',');
            sb.append(Csv.field(cells.get(c)));
        }
        sb.append('\n');
    }

    public String toHtml() {
        StringBuilder sb = new StringBuilder("<table>\n<thead><tr>");
        for (String h : header) sb.append("<th>").append(Html.escape(h)).append("</th>");
        sb.append("</tr></thead>\n<tbody>\n");
        for (List<String> r : rows) {
            sb.append("<tr>");
            for (int c = 0; c < r.size(); c++) {
                sb.append(c == 0 ? "<td>" : "<td class=\"n\">")
                        .append(Html.escape(r.get(c)))
                        .append("</td>");
            }
            sb.append("</tr>\n");
        }
        return sb.append("</tbody>\n</table>\n").toString();
    }
}
