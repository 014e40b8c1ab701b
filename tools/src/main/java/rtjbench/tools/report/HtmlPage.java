package rtjbench.tools.report;

import rtjbench.tools.stats.Html;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

/**
 * A self-contained HTML page: styles and charts inline (SVG elements), no external resource, and a content
 * security policy that forbids fetching any (so it opens the same with no network). A small inline script
 * marks on {@code <body>} how many charts the browser laid out with a non-empty size; the rendering test
 * reads that back from headless Chromium.
 */
public final class HtmlPage {
    private static final String STYLE = """
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:1.5em auto;max-width:1000px;color:#222;padding:0 1em}
            h1{font-size:1.6em}h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:2em}h3{margin-top:1.5em}
            table{border-collapse:collapse;margin:.6em 0;font-size:.9em}td,th{border:1px solid #ddd;padding:.2em .5em;vertical-align:top}
            th{background:#f3f3f3;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}
            table.kv th{width:14em}.warn{background:#fff4e0;border-left:4px solid #e89a00;padding:.4em .8em;margin:.5em 0}
            .bad{background:#fde8e8;border-left:4px solid #c33;padding:.4em .8em;margin:.5em 0}
            figure{margin:1em 0}figure svg{max-width:100%;height:auto;border:1px solid #eee}figcaption{font-size:.85em;color:#555}
            table.kv td{text-align:left}nav ul{list-style:none;padding-left:0}code{font-size:.9em}.muted{color:#777;font-size:.85em}
            """;
    private static final String SCRIPT = """
            window.addEventListener('load', function () {
              var figs = document.querySelectorAll('figure.plot svg'), ok = 0;
              for (var i = 0; i < figs.length; i++) {
                var b = figs[i].getBoundingClientRect();
                if (b.width > 0 && b.height > 0 && figs[i].querySelectorAll('path,line,rect,polyline').length > 0) ok++;
              }
              document.body.setAttribute('data-plots', String(figs.length));
              document.body.setAttribute('data-plots-rendered', String(ok));
            });
            """;

    private final StringBuilder body = new StringBuilder();
    /** Level-2 and level-3 headings with an id: the page's table of contents. */
    private final StringBuilder toc = new StringBuilder();
    private final String title;
    private int figures;

    public HtmlPage(String title) {
        this.title = title;
    }

    public HtmlPage raw(String html) {
        body.append(html);
        return this;
    }

    public HtmlPage heading(int level, String text, String id) {
        if (id != null && level <= 3) {
            toc.append("<li").append(level == 3 ? " style=\"margin-left:1.5em\"" : "").append("><a href=\"#").append(Html.escape(id))
                    .append("\">").append(Html.escape(text)).append("</a></li>\n");
        }
        body.append("<h").append(level).append(id == null ? "" : " id=\"" + Html.escape(id) + "\"").append('>')
                .append(Html.escape(text)).append("</h").append(level).append(">\n");
        return this;
    }

    public HtmlPage para(String text) {
        body.append("<p>").append(Html.escape(text)).append("</p>\n");
        return this;
    }

    public HtmlPage note(String cssClass, String text) {
        body.append("<div class=\"").append(cssClass).append("\">").append(Html.escape(text)).append("</div>\n");
        return this;
    }

    public HtmlPage figure(String svg, String caption) {
        figures++;
        body.append("<figure class=\"plot\">\n").append(svg).append("\n<figcaption>").append(Html.escape(caption))
                .append("</figcaption></figure>\n");
        return this;
    }

    public int figures() {
        return figures;
    }

    public String render() {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
                + "script-src 'unsafe-inline'; img-src data:\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + Html.escape(title) + "</title>\n<style>" + STYLE + "</style>\n<script>" + SCRIPT + "</script>\n"
                + "</head>\n<body>\n<h1>" + Html.escape(title) + "</h1>\n"
                + "<p class=\"muted\">written by rtjbench tools at "
                + ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME) + "</p>\n"
                + (toc.length() == 0 ? "" : "<nav><ul>\n" + toc + "</ul></nav>\n")
                + body + "</body></html>\n";
    }
}
