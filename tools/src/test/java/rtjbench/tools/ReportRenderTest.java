package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.report.HtmlPage;
import rtjbench.tools.results.JsonFiles;

/**
 * The report leads with the answer and opens in a browser with no network: the headline table comes first,
 * one row per point linking to its details; facts are key–value rows, not JSON; charts are text-as-text SVG.
 * Headless Chromium (Debian package {@code chromium}) loads it at 1280x800, the page's own script counts the
 * inline SVG charts with a non-empty box and drawn content and records where the headline table lies, and the
 * test reads both back from the DOM (and takes a screenshot). Those parts skip where Chromium is absent.
 */
class ReportRenderTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    @TempDir
    Path tmp;

    @Test
    void reportContentIsSelfContained() throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        assertEquals(0, Fixtures.cli("report", "--quiet", suite.toString()).exit());
        String html = Files.readString(suite.resolve("report.html"));
        assertFalse(html.contains("<link"), "no external stylesheet");
        assertFalse(
                Pattern.compile("(src|href)\\s*=\\s*\"(https?:|//)")
                        .matcher(html)
                        .find(),
                "nothing fetched");
        assertTrue(html.contains("default-src 'none'"), "a policy that forbids fetching");
        // What ran and how: VM, clock, applied policy per thread, warnings, the skipped entry with its reason.
        for (String s : List.of(
                "Test VM",
                "nanotime",
                "linux (test)",
                "a test warning",
                "fifo",
                "Skipped scopedalloc: the VM lacks RTSJ",
                "memalloc: sweep over allocsize",
                "memalloc allocsize=16K",
                "timer")) {
            assertTrue(html.contains(s), "report should mention: " + s);
        }
    }

    @Test
    void theReportOpensWithTheHeadlineTableWhoseRowsLinkToTheirDetails() throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        Path oneRun;
        try (var files = Files.walk(suite)) {
            oneRun = files.filter(f -> f.getFileName().toString().equals("metadata.json"))
                    .sorted()
                    .findFirst()
                    .orElseThrow();
        }
        JsonNode meta = JsonFiles.read(oneRun);
        ((ArrayNode) meta.get("warnings")).add("a warning of this run alone");
        Files.writeString(oneRun, meta.toString());
        assertEquals(0, Fixtures.cli("report", "--quiet", suite.toString()).exit());
        String html = Files.readString(suite.resolve("report.html"));
        // What every run shares is said once, above everything; a row keeps what sets its run apart.
        int every = html.indexOf("<div class=\"warn every\">");
        assertTrue(every > 0 && every < html.indexOf("id=\"answer\""), "the warnings of every run come first");
        String box = html.substring(every, html.indexOf("</div>", every));
        assertTrue(box.contains("<li>a test warning</li>"), box);
        assertTrue(box.contains("<li>platform: virtualised (fixture): the host can deschedule a vCPU</li>"), box);
        assertFalse(box.contains("this run alone"), box);
        int headline = html.indexOf("<table class=\"headline\">");
        assertTrue(
                headline > 0 && headline < html.indexOf("id=\"environment\""),
                "the headline table comes before everything else");
        String table = html.substring(headline, html.indexOf("</table>", headline));
        // 3 sweep points, the timer run and the skipped entry.
        List<String> rows = new ArrayList<>();
        Matcher row =
                Pattern.compile("<tr><td><a href=\"#([^\"]+)\">([^<]+)</a>").matcher(table);
        while (row.find()) {
            rows.add(row.group(2));
            assertTrue(html.contains("id=\"" + row.group(1) + "\""), "row " + row.group(2) + " links to its details");
        }
        assertEquals(List.of("memalloc", "memalloc", "memalloc", "timer", "scopedalloc"), rows);
        assertTrue(table.contains("allocsize=16K"), table);
        assertTrue(table.contains("skipped: the VM lacks RTSJ"), table);
        assertFalse(table.contains("a test warning"), "a warning of every run is not repeated in the rows: " + table);
        assertFalse(table.contains("virtualised (fixture)"), table);
        assertEquals(
                1,
                table.split("<li>a warning of this run alone</li>", -1).length - 1,
                "the one run's own warning is in its row: " + table);
        // Key figures in the unit that reads best: the fixture's medians are some hundred ns, its maxima 50..200 us.
        assertTrue(
                Pattern.compile("<td class=\"n\">\\d{3} ns</td>").matcher(table).find(), table);
        assertTrue(
                Pattern.compile("<td class=\"n\">\\d+(\\.\\d+)? µs</td>")
                        .matcher(table)
                        .find(),
                table);
        // Facts are key-value rows: no JSON text anywhere in the page's body.
        String body = html.substring(html.indexOf("<body>"));
        assertFalse(
                body.contains("{&quot;") || body.contains("&quot;:") || body.contains("{\""), "JSON text in the body");
    }

    @Test
    void eachRunShowsItsPmQosOutcomeAndItsPlatformCollapsed() throws Exception {
        Path run = Fixtures.run(tmp.resolve("run"), List.of(new long[] {100, 200, 300}));
        assertEquals(0, Fixtures.cli("report", "--quiet", run.toString()).exit());
        String html = Files.readString(run.resolve("report.html"));
        assertTrue(
                html.contains("<tr><th>PM QoS (cpu_dma_latency)</th><td>requested 0 µs, held 0 µs, effective 0 µs"
                        + " (held: 0 us written to /dev/cpu_dma_latency (fixture))</td></tr>"),
                "the PM QoS row");
        int platform = html.indexOf("<details><summary>platform: every recorded setting</summary>");
        assertTrue(platform > 0, "the platform block, collapsed");
        String block = html.substring(platform, html.indexOf("</details>", platform));
        for (String row : List.of(
                "<tr><th>smt_control</th><td>notsupported</td></tr>",
                "<tr><th>preempt</th><td>full</td></tr>",
                "<tr><th>available</th><td>tsc, kvm-clock</td></tr>",
                "<tr><th>virtualised</th><td>true</td></tr>",
                "<th>latency_us</th>",
                "<tr><th>cpufreq</th><td>–</td></tr>")) {
            assertTrue(block.contains(row), "platform row " + row + " in " + block);
        }
        assertTrue(
                html.contains("<div class=\"warn\">platform: virtualised (fixture)"),
                "the run's details list the platform warning");

        Path off = Fixtures.run(tmp.resolve("off"), List.of(new long[] {100, 200, 300}));
        JsonNode meta = JsonFiles.read(off.resolve("metadata.json"));
        ((ObjectNode) meta.get("pm_qos"))
                .put("requested", "off")
                .put("held", false)
                .putNull("held_us")
                .putNull("effective_us")
                .put("status", "off: no request made");
        Files.writeString(off.resolve("metadata.json"), meta.toString());
        Fixtures.Result r = Fixtures.cli("report", "--quiet", off.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(
                Files.readString(off.resolve("report.html"))
                        .contains("<td>requested off, held none, effective unreadable (off: no request made)</td>"),
                "PM QoS off");
    }

    @Test
    void chartsKeepTheirTextAsTextAndShareOneStyleSheet() throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        assertEquals(0, Fixtures.cli("report", "--quiet", suite.toString()).exit());
        String html = Files.readString(suite.resolve("report.html"));
        // Glyph outlines are quadratic curves; text drawn as text is a <text> element.
        assertFalse(Pattern.compile("<path d='[^']*Q").matcher(html).find(), "a label was drawn as glyph outlines");
        assertTrue(html.contains(">0.1</text>") || html.contains(">1</text>"), "log-axis tick labels are text");
        assertFalse(html.contains(" style='"), "chart styles are classes of the page's style sheet");
        assertTrue(html.contains("viewBox="), "charts scale with the page");
        Matcher figure = Pattern.compile("<figure class=\"plot\">.*?</figure>", Pattern.DOTALL)
                .matcher(html);
        int n = 0;
        long bytes = 0;
        while (figure.find()) {
            n++;
            bytes += figure.group().length();
        }
        assertEquals(17, n);
        assertTrue(
                bytes / n < 20_000,
                "charts average " + bytes / n + " bytes, more than 20 KB (a quick-suite report must stay under 2 MB)");
    }

    /** The fixture suite with its report written, for Chromium to render; skipped where it is not installed. */
    private Path suiteReportForChromium() throws Exception {
        assumeTrue(
                Files.isExecutable(CHROMIUM), "Chromium not installed at " + CHROMIUM + " (apt-get install chromium)");
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        assertEquals(0, Fixtures.cli("report", "--quiet", suite.toString()).exit());
        return suite;
    }

    @Test
    void theFirstScreenShowsEveryHeadlineFigureAndTheOverview() throws Exception {
        Path suite = suiteReportForChromium();
        String dom = dumpDom(suite.resolve("report.html"));
        // A 1280x800 window: its viewport is that less the browser's own bars (Chromium reports 1280x657).
        String[] viewport = attribute(dom, "data-viewport").split("x");
        assertEquals("1280", viewport[0]);
        int height = Integer.parseInt(viewport[1]);
        assertTrue(height >= 600, "viewport " + attribute(dom, "data-viewport"));
        // A headline figure a testapp: memalloc, timer and the skipped scopedalloc.
        String[] cards = attribute(dom, "data-answer-cards").split(" ");
        assertEquals("3", cards[0], "headline figures");
        assertEquals(
                cards[0], cards[1], "the first screen shows all " + cards[0] + " headline figures, not " + cards[1]);
        int overview = Integer.parseInt(attribute(dom, "data-overview-top"));
        assertTrue(overview > 0 && overview < height - 100, "the overview chart starts " + overview + " px down");
        Path shot = tmp.resolve("first-screen.png");
        chromium(suite.resolve("report.html"), "--screenshot=" + shot);
        BufferedImage image = ImageIO.read(shot.toFile());
        assertEquals(1280, image.getWidth());
        assertEquals(800, image.getHeight());
    }

    @Test
    void eachTestappsHeadlineFigureIsItsP50WithTheSpreadAcrossForks() throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        assertEquals(0, Fixtures.cli("report", "--quiet", suite.toString()).exit());
        String html = Files.readString(suite.resolve("report.html"));
        String answer = html.substring(
                html.indexOf("<div class=\"answer\">"), html.indexOf("</div>", html.indexOf("<div class=\"answer\">")));
        List<String> testapps = new ArrayList<>();
        Matcher card = Pattern.compile("<a class=\"card\" href=\"#([^\"]+)\"><span class=\"t\">([^<]+)</span>")
                .matcher(answer);
        while (card.find()) {
            testapps.add(card.group(2));
            assertTrue(html.contains("id=\"" + card.group(1) + "\""), card.group(2) + " links to its details");
        }
        assertEquals(List.of("memalloc", "timer", "scopedalloc"), testapps);
        assertTrue(answer.contains("allocsize=1K (1 of 3 points)"), "a sweep is shown by its first point: " + answer);
        assertTrue(
                Pattern.compile("<span class=\"v\">\\d+ ns</span><span class=\"s\">p50; p99 ")
                        .matcher(answer)
                        .find(),
                answer);
        assertTrue(answer.contains("skipped: the VM lacks RTSJ"), answer);

        Path forks = ForkFixtures.forkedSweep(tmp.resolve("forks"), "Test VM", 0, 0);
        assertEquals(0, Fixtures.cli("report", "--quiet", forks.toString()).exit());
        String forked = Files.readString(forks.resolve("report.html"));
        assertTrue(
                Pattern.compile("<span class=\"s\">p50; \\d+ forks: [^<]+ – [^<]+; p99 ")
                        .matcher(forked)
                        .find(),
                "a forked point's figure carries the spread of its forks' p50s: "
                        + forked.substring(0, Math.min(4000, forked.length())));
    }

    @Test
    void longTablesOpenCollapsed() {
        String table = "<table><tr><td>x</td></tr></table>";
        String shortOne = new HtmlPage("t")
                .table(table, HtmlPage.LONG_TABLE_ROWS, "arguments")
                .render();
        String longOne = new HtmlPage("t")
                .table(table, HtmlPage.LONG_TABLE_ROWS + 1, "arguments")
                .render();
        assertFalse(shortOne.contains("<details>"), shortOne);
        assertTrue(
                longOne.contains("<details><summary>arguments (" + (HtmlPage.LONG_TABLE_ROWS + 1) + " rows)</summary>\n"
                        + table),
                longOne);
    }

    private static String attribute(String dom, String name) {
        Matcher m = Pattern.compile(name + "=\"([^\"]*)\"").matcher(dom);
        assertTrue(m.find(), "the page's script set " + name + ": " + dom.substring(0, Math.min(300, dom.length())));
        return m.group(1);
    }

    @Test
    void chromiumRendersEveryPlot() throws Exception {
        Path suite = suiteReportForChromium();
        // The overview of the headline figures, 3 sweep points and the timer run, 4 charts each, and the sweep's chart.
        int expected = 1 + 4 * 4 + 1;
        String dom = dumpDom(suite.resolve("report.html"));
        Matcher m = Pattern.compile("data-plots=\"(\\d+)\" data-plots-rendered=\"(\\d+)\"")
                .matcher(dom);
        assertTrue(m.find(), "the page's script ran in Chromium: " + dom.substring(0, Math.min(300, dom.length())));
        assertEquals(expected, Integer.parseInt(m.group(1)), "charts in the page");
        assertEquals(expected, Integer.parseInt(m.group(2)), "charts laid out with a size and drawn content");
    }

    private Path profile() throws Exception {
        return Files.createTempDirectory(tmp, "chromium-profile");
    }

    private String dumpDom(Path html) throws Exception {
        return chromium(html, "--dump-dom");
    }

    /** Runs headless Chromium at 1280x800 on the page with one more option; returns what it printed. */
    private String chromium(Path html, String option) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(
                CHROMIUM.toString(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--hide-scrollbars",
                "--window-size=1280,800",
                "--user-data-dir=" + profile(),
                "--virtual-time-budget=10000",
                option,
                html.toUri().toString()));
        Path out = tmp.resolve("chromium.out");
        Process p = new ProcessBuilder(cmd)
                .redirectOutput(out.toFile())
                .redirectError(tmp.resolve("chromium.err").toFile())
                .start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish in 120 s");
        }
        assertEquals(0, p.exitValue(), "chromium: " + Files.readString(tmp.resolve("chromium.err")));
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
