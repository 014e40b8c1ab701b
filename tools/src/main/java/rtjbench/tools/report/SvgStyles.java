package rtjbench.tools.report;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One style sheet for all the charts of a page. JFreeSVG writes every element's style inline
 * ({@code style='stroke-width:0.5;stroke:rgb(128,128,128);...'}): a page of a hundred charts repeats some 30
 * distinct styles ten thousand times, a third of its size. Each distinct style becomes a class once, and the
 * elements name the class. The charts' own .svg files keep their inline styles (they stand alone).
 */
final class SvgStyles {
    /** JFreeSVG quotes attributes with single quotes and never puts one inside a style. */
    private static final Pattern STYLE = Pattern.compile("style='([^']*)'");

    private final Map<String, String> classOf = new LinkedHashMap<>();

    /** The SVG element with each inline style replaced by its class. */
    String compact(String svg) {
        Matcher m = STYLE.matcher(svg);
        StringBuilder sb = new StringBuilder(svg.length() / 2);
        while (m.find()) {
            String cls = classOf.computeIfAbsent(m.group(1), k -> "cs" + classOf.size());
            m.appendReplacement(sb, "class='" + cls + "'");
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** The rules for every class handed out, for the page's {@code <style>}. */
    String css() {
        StringBuilder sb = new StringBuilder();
        classOf.forEach((style, cls) ->
                sb.append('.').append(cls).append('{').append(style).append("}\n"));
        return sb.toString();
    }
}
