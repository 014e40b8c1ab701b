package rtjbench.tools.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.tools.stats.Html;

/**
 * Metadata as a reader wants it, never as JSON text: an object becomes key–value rows (nested objects nested
 * rows), a list of plain values a comma list, a list of objects a table with a column per key, null a dash.
 */
final class JsonFacts {
    private static final String NONE = "–";

    private JsonFacts() {}

    /** The value as HTML for a table cell. */
    static String html(JsonNode n) {
        if (n == null || n.isNull() || n.isMissingNode()) return NONE;
        if (n.isObject()) return n.isEmpty() ? NONE : rows(n);
        if (n.isArray()) return list(n);
        return Html.escape(n.asText());
    }

    /** An object as a key–value table. */
    static String rows(JsonNode object) {
        StringBuilder sb = new StringBuilder("<table class=\"kv\">\n");
        for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            row(sb, e.getKey(), html(e.getValue()));
        }
        return sb.append("</table>\n").toString();
    }

    /** One key–value row; {@code valueHtml} is already HTML. */
    static void row(StringBuilder sb, String key, String valueHtml) {
        sb.append("<tr><th>")
                .append(Html.escape(key))
                .append("</th><td>")
                .append(valueHtml)
                .append("</td></tr>\n");
    }

    private static String list(JsonNode array) {
        if (array.isEmpty()) return NONE;
        boolean objects = true;
        for (JsonNode e : array) objects &= e.isObject();
        if (objects) return table(array);
        List<String> parts = new ArrayList<>();
        for (JsonNode e : array) parts.add(html(e));
        return String.join(", ", parts);
    }

    /** A list of objects: a column per key any of them has, in first-seen order. */
    private static String table(JsonNode array) {
        Set<String> keys = new LinkedHashSet<>();
        for (JsonNode e : array) e.fieldNames().forEachRemaining(keys::add);
        StringBuilder sb = new StringBuilder("<table class=\"kv\"><tr>");
        for (String k : keys) sb.append("<th>").append(Html.escape(k)).append("</th>");
        sb.append("</tr>\n");
        for (JsonNode e : array) {
            sb.append("<tr>");
            for (String k : keys) sb.append("<td>").append(html(e.get(k))).append("</td>");
            sb.append("</tr>\n");
        }
        return sb.append("</table>\n").toString();
    }
}
