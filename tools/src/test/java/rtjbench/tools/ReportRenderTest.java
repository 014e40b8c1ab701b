package rtjbench.tools;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The report opens in a browser with no network and lays out every chart: headless Chromium (Debian
 * package {@code chromium}) loads it, the page's own script counts the inline SVG charts with a non-empty
 * box and drawn content, and the test reads that count back from the DOM. Skipped where Chromium is absent.
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
        assertFalse(Pattern.compile("(src|href)\\s*=\\s*\"(https?:|//)").matcher(html).find(), "nothing fetched");
        assertTrue(html.contains("default-src 'none'"), "a policy that forbids fetching");
        // What ran and how: VM, clock, applied policy per thread, warnings, the skipped entry with its reason.
        for (String s : List.of("Test VM", "nanotime", "linux (test)", "a test warning", "fifo",
                "Skipped scopedalloc: the VM lacks RTSJ", "memalloc: sweep over allocsize", "memalloc allocsize=16K", "timer")) {
            assertTrue(html.contains(s), "report should mention: " + s);
        }
    }

    @Test
    void chromiumRendersEveryPlot() throws Exception {
        assumeTrue(Files.isExecutable(CHROMIUM), "Chromium not installed at " + CHROMIUM + " (apt-get install chromium)");
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        assertEquals(0, Fixtures.cli("report", "--quiet", suite.toString()).exit());
        // 3 sweep points and the timer run, 4 charts each, and the sweep's chart.
        int expected = 4 * 4 + 1;
        String dom = dumpDom(suite.resolve("report.html"));
        Matcher m = Pattern.compile("data-plots=\"(\\d+)\" data-plots-rendered=\"(\\d+)\"").matcher(dom);
        assertTrue(m.find(), "the page's script ran in Chromium: " + dom.substring(0, Math.min(300, dom.length())));
        assertEquals(expected, Integer.parseInt(m.group(1)), "charts in the page");
        assertEquals(expected, Integer.parseInt(m.group(2)), "charts laid out with a size and drawn content");
    }

    private Path profile() throws Exception {
        return Files.createTempDirectory(tmp, "chromium-profile");
    }

    private String dumpDom(Path html) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile(), "--virtual-time-budget=10000", "--dump-dom", html.toUri().toString()));
        Path out = tmp.resolve("dom.html");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(tmp.resolve("chromium.err").toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish in 120 s");
        }
        assertEquals(0, p.exitValue(), "chromium: " + Files.readString(tmp.resolve("chromium.err")));
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
