package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * post does in one pass what stats, plot and report do on their own, and writes the same; it prints where the
 * report is, and with --verbose the statistics tables stats prints (not the chart files: the report links them).
 */
class PostTest {
    @TempDir
    Path tmp;

    @Test
    void postWritesWhatStatsPlotAndReportDoOnTheirOwnAndPrintsTheTablesWhenVerbose() throws Exception {
        Path apart = Fixtures.suite(tmp.resolve("apart"));
        Path post = Fixtures.suite(tmp.resolve("post"));
        Fixtures.Result stats = Fixtures.cli("stats", apart.toString());
        Fixtures.Result plot = Fixtures.cli("plot", apart.toString());
        assertEquals(0, stats.exit(), stats.err());
        assertEquals(0, plot.exit(), plot.err());
        assertEquals(0, Fixtures.cli("report", "--quiet", apart.toString()).exit());
        Fixtures.Result r = Fixtures.cli("post", "--verbose", post.toString());
        assertEquals(0, r.exit(), r.err());

        String expected = stats.out() + "report: " + apart.resolve("report.html") + "\n";
        assertEquals(expected.replace(apart.toString(), post.toString()), r.out());
        assertTrue(plot.out().contains("charts"), "plot lists its charts on its own: " + plot.out());
        List<Path> statistics;
        try (Stream<Path> files = Files.walk(apart)) {
            statistics = files.filter(f -> f.toString().matches(".*(stats\\.csv|\\.hgrm|histogram\\.txt)$"))
                    .toList();
        }
        assertEquals(4 * 1 + 4 * 3 - 3, statistics.size(), statistics.toString()); // 4 runs x 3 files + a sweep's
        for (Path f : statistics) {
            Path same = post.resolve(apart.relativize(f));
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(same), same.toString());
        }
    }

    @Test
    void byDefaultPostPrintsOnlyWhereTheReportIs() throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("plain"));
        Fixtures.Result r = Fixtures.cli("post", suite.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("report: " + suite.resolve("report.html") + "\n", r.out());
    }

    @Test
    void theReportInlinesTheSvgOfTheChartFilesInsteadOfDrawingAgain() throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        assertEquals(0, Fixtures.cli("post", "--quiet", suite.toString()).exit());
        String report = Files.readString(suite.resolve("report.html"));
        List<Path> svgs;
        try (Stream<Path> files = Files.walk(suite)) {
            svgs = files.filter(f -> f.toString().endsWith(".svg")).toList();
        }
        assertTrue(svgs.size() >= 4 * 4 + 1, svgs.toString());
        // Every drawing of a chart gets ids of its own (c<N>_clip...): the report has the files' ids, so their
        // drawings, where the report made of its own drawings would have others.
        Pattern ids = Pattern.compile("id='(c[0-9]+_)");
        int withIds = 0;
        for (Path svg : svgs) {
            Matcher m = ids.matcher(Files.readString(svg));
            if (!m.find()) continue; // a chart with nothing clipped
            withIds++;
            assertTrue(
                    Pattern.compile("[^0-9]" + m.group(1)).matcher(report).find(),
                    svg + ": the report does not hold this drawing of it");
        }
        assertTrue(withIds >= svgs.size() / 2, withIds + " of " + svgs.size() + " charts have ids");
    }
}
