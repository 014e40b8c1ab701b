package rtjbench.tools.report;

import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import rtjbench.tools.stats.Html;

/**
 * A self-contained HTML page: styles and charts inline (SVG elements), no external resource, and a content
 * security policy that forbids fetching any (so it opens the same with no network). Charts scale to the page's
 * width and share one style sheet ({@link SvgStyles}); tables longer than {@link #LONG_TABLE_ROWS} rows are
 * collapsed. A small inline script marks on {@code <body>} how many charts the browser laid out with a
 * non-empty size, how many of the headline figures and of the table's rows the first screen shows, and where the
 * overview chart starts; the rendering test reads them back from headless Chromium.
 */
public final class HtmlPage {
    /** A table with more rows than this opens collapsed, so the page reads as an outline. */
    public static final int LONG_TABLE_ROWS = 8;

    private static final String STYLE = """
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:1em auto;max-width:1200px;\
            color:#222;padding:0 1em}
            h1{font-size:1.5em;margin:.2em 0}h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:2em}\
            h3{margin-top:1.5em}
            table{border-collapse:collapse;margin:.6em 0;font-size:.9em}td,th{border:1px solid #ddd;padding:.2em .5em;\
            vertical-align:top}
            th{background:#f3f3f3;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums;\
            white-space:nowrap}
            table.kv{font-size:.88em}table.kv th{font-weight:normal;color:#444;white-space:nowrap}table.kv \
            td{overflow-wrap:anywhere}
            table.kv table.kv{margin:0;font-size:1em}
            table.headline td,table.headline th{padding:.15em .45em}table.headline{font-size:.88em;width:100%}
            .ok{color:#1a7f37}.bad-text{color:#b42318;font-weight:600}.skip{color:#777}
            .warn{background:#fff4e0;border-left:4px solid #e89a00;padding:.4em .8em;margin:.5em 0}
            .bad{background:#fde8e8;border-left:4px solid #c33;padding:.4em .8em;margin:.5em 0}
            details{margin:.4em 0}summary{cursor:pointer;color:#335}
            figure{margin:1em 0;max-width:900px}figure svg{display:block;width:100%;height:auto;border:1px solid #eee}
            figcaption{font-size:.85em;color:#555}code{font-size:.9em}.muted{color:#777;font-size:.85em;margin:.2em 0}
            ul.w{margin:0;padding-left:1.1em}
            .warn.every{font-size:.88em}h2#answer{margin-top:.8em}
            .answer{display:grid;grid-template-columns:repeat(auto-fill,minmax(175px,1fr));gap:.45em;margin:.6em 0}
            .answer .card{display:flex;flex-direction:column;border:1px solid #ddd;border-radius:4px;padding:.35em \
            .6em;text-decoration:none;color:#222}
            .answer .card:hover{border-color:#88a}.answer .t{font-size:.85em;color:#335;font-weight:600}
            .answer .v{font-size:1.35em;font-variant-numeric:tabular-nums}.answer .v.none{color:#999}
            .answer .s{font-size:.75em;color:#666;overflow-wrap:anywhere}.answer .s.bad-text{color:#b42318;\
            font-weight:normal}.answer .s.f{color:#335}figure.overview{max-width:1000px}
            table.verdict td{min-width:12em;max-width:28em}table.verdict td b{display:block;font-size:1.1em}
            table.verdict td.meets{background:#e6f4ea}table.verdict td.at-risk{background:#fff4e0}table.verdict \
            td.misses{background:#fde8e8}
            table.verdict td span{font-size:.85em;color:#333}
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
              var cards = document.querySelectorAll('.answer .card'), shown = 0;
              for (var k = 0; k < cards.length; k++) if (cards[k].getBoundingClientRect().bottom <= \
            window.innerHeight) shown++;
              document.body.setAttribute('data-answer-cards', cards.length + ' ' + shown);
              var overview = document.querySelector('figure.overview');
              if (overview) document.body.setAttribute('data-overview-top', \
            String(Math.round(overview.getBoundingClientRect().top)));
              var head = document.querySelector('table.headline');
              if (head) {
                var rows = head.querySelectorAll('tbody tr'), seen = 0;
                for (var j = 0; j < rows.length; j++) if (rows[j].getBoundingClientRect().bottom <= \
            window.innerHeight) seen++;
                document.body.setAttribute('data-headline-top', String(Math.round(head.getBoundingClientRect().top)));
                document.body.setAttribute('data-headline-rows', rows.length + ' ' + seen);
                document.body.setAttribute('data-viewport', window.innerWidth + 'x' + window.innerHeight);
              }
            });
            """;

    private final StringBuilder body = new StringBuilder();
    private final SvgStyles chartStyles = new SvgStyles();
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
        body.append("<h")
                .append(level)
                .append(id == null ? "" : " id=\"" + Html.escape(id) + "\"")
                .append('>')
                .append(Html.escape(text))
                .append("</h")
                .append(level)
                .append(">\n");
        return this;
    }

    public HtmlPage para(String text) {
        body.append("<p>").append(Html.escape(text)).append("</p>\n");
        return this;
    }

    public HtmlPage muted(String text) {
        body.append("<p class=\"muted\">").append(Html.escape(text)).append("</p>\n");
        return this;
    }

    public HtmlPage note(String cssClass, String text) {
        body.append("<div class=\"")
                .append(cssClass)
                .append("\">")
                .append(Html.escape(text))
                .append("</div>\n");
        return this;
    }

    /** A table of {@code rows} rows, collapsed under {@code summary} where it is long. */
    public HtmlPage table(String tableHtml, int rows, String summary) {
        return rows > LONG_TABLE_ROWS ? details(summary + " (" + rows + " rows)", tableHtml) : raw(tableHtml);
    }

    /** Collapsed content under a one-line summary. */
    public HtmlPage details(String summary, String html) {
        body.append("<details><summary>")
                .append(Html.escape(summary))
                .append("</summary>\n")
                .append(html)
                .append("</details>\n");
        return this;
    }

    public HtmlPage figure(String svg, String caption) {
        return figure(svg, caption, null);
    }

    /** A chart with an extra class on its {@code <figure>} ({@code overview}: the report's opening chart). */
    public HtmlPage figure(String svg, String caption, String cssClass) {
        figures++;
        body.append(cssClass == null ? "<figure class=\"plot\">\n" : "<figure class=\"plot " + cssClass + "\">\n")
                .append(chartStyles.compact(svg))
                .append("\n<figcaption>")
                .append(Html.escape(caption))
                .append("</figcaption></figure>\n");
        return this;
    }

    public int figures() {
        return figures;
    }

    public String render() {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src "
                + "'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + Html.escape(title) + "</title>\n<style>" + STYLE + chartStyles.css()
                + "</style>\n<script>" + SCRIPT + "</script>\n"
                + "</head>\n<body>\n<h1>" + Html.escape(title) + "</h1>\n"
                + "<p class=\"muted\">written by rtjbench tools at "
                + ZonedDateTime.now(ZoneId.systemDefault()).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME) + "</p>\n"
                + body + "</body></html>\n";
    }
}
