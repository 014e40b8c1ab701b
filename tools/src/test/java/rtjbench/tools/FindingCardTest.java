package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.StepSamples;
import rtjbench.stats.Finding;

/**
 * The report's headline card shows a testapp's finding as its runs' metadata declares it, worked out from the
 * points' statistics (the very p50s stats writes); a results folder without a declaration keeps its p50 card.
 */
class FindingCardTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    void theCardOfASweepThatDeclaresAFindingShowsIt() throws Exception {
        Path sweep = Fixtures.sweep(tmp.resolve("sweep"), "memalloc", List.of("1K", "4K", "16K"), 7);
        Map<String, Long> bytes = Map.of("1K", 1024L, "4K", 4096L, "16K", 16384L);
        for (Map.Entry<String, Long> e : bytes.entrySet()) {
            Path meta = sweep.resolve("allocsize=" + e.getKey()).resolve("metadata.json");
            ObjectNode m = (ObjectNode) JSON.readTree(meta.toFile());
            ObjectNode finding =
                    JSON.valueToTree(Finding.slope("growth of new per KB allocated", "p50", "allocsize", "KB", 1024)
                            .toMap());
            finding.put("arg_value", (double) e.getValue());
            m.set("finding", finding);
            JSON.writeValue(meta.toFile(), m);
        }
        assertEquals(0, Fixtures.cli("stats", "--unit", "ns", sweep.toString()).exit());
        Fixtures.Result report = Fixtures.cli("report", "--quiet", sweep.toString());
        assertEquals(0, report.exit(), report.err());
        String html = Files.readString(sweep.resolve("report.html"));

        double low = p50(sweep.resolve("allocsize=1K/stats.csv"));
        double high = p50(sweep.resolve("allocsize=16K/stats.csv"));
        double perKb = (high - low) / 15;
        String headline = new java.math.BigDecimal(perKb)
                        .round(new java.math.MathContext(3))
                        .stripTrailingZeros()
                        .toPlainString()
                + " ns per KB";
        String cards = html.substring(
                html.indexOf("<div class=\"answer\">"), html.indexOf("</div>", html.indexOf("<div class=\"answer\">")));
        assertTrue(cards.contains("<span class=\"v\">" + headline + "</span>"), headline + " in " + cards);
        assertTrue(cards.contains("growth of new per KB allocated"), cards);
        assertTrue(cards.contains("at allocsize=1K") && cards.contains("at allocsize=16K"), cards);
    }

    @Test
    void withoutADeclarationTheCardShowsTheFirstPointsP50() throws Exception {
        Path sweep = Fixtures.sweep(tmp.resolve("plain"), "memalloc", List.of("1K", "4K"), 7);
        assertEquals(0, Fixtures.cli("report", "--quiet", sweep.toString()).exit());
        String html = Files.readString(sweep.resolve("report.html"));
        String cards = html.substring(
                html.indexOf("<div class=\"answer\">"), html.indexOf("</div>", html.indexOf("<div class=\"answer\">")));
        assertTrue(cards.contains("p50") && cards.contains("allocsize=1K (1 of 2 points)"), cards);
    }

    @Test
    void aCardBetweenFiguresWithinOneClockStepSaysTheClockDoesNotResolveThem() throws Exception {
        Path sweep = tmp.resolve("spinlock");
        List<String> locks = List.of("tas", "mcs");
        for (String lock : locks) {
            Path point = Fixtures.run(
                    sweep.resolve("lock=" + lock),
                    "spinlock",
                    Map.of("lock", lock),
                    List.of(
                            StepSamples.oneOrTwoSteps(1000, lock.hashCode()),
                            StepSamples.oneOrTwoSteps(1000, lock.hashCode() + 1)),
                    "Test VM",
                    null);
            Path meta = point.resolve("metadata.json");
            ObjectNode m = (ObjectNode) JSON.readTree(meta.toFile());
            m.set(
                    "finding",
                    JSON.valueToTree(Finding.extremes("worst vs best lock", "p50", "lock")
                            .toMap()));
            JSON.writeValue(meta.toFile(), m);
        }
        Fixtures.sweepIndex(sweep, "spinlock", "lock", locks, "");
        Fixtures.Result report = Fixtures.cli("report", "--quiet", sweep.toString());
        assertEquals(0, report.exit(), report.err());
        String cards = cards(Files.readString(sweep.resolve("report.html")));
        assertTrue(cards.contains("<span class=\"v\">not resolved by this clock</span>"), cards);
        assertTrue(
                cards.contains("p50 10 ns at lock=mcs and 10 ns at lock=tas: within one step of this clock, 10 ns"),
                cards);
        assertFalse(cards.contains("1.00x"), cards);
    }

    @Test
    void aP50CardOfAFewClockStepsSaysTheStep() throws Exception {
        Path run = Fixtures.run(
                tmp.resolve("timer"), "timer", Map.of(), List.of(StepSamples.oneOrTwoSteps(1000, 11)), "Test VM", null);
        assertEquals(0, Fixtures.cli("report", "--quiet", run.toString()).exit());
        String cards = cards(Files.readString(run.resolve("report.html")));
        assertTrue(
                cards.contains("<span class=\"v\">10 ns</span><span class=\"s\">p50 (the clock&#39;s step here);"),
                cards);
    }

    private static String cards(String html) {
        int at = html.indexOf("<div class=\"answer\">");
        return html.substring(at, html.indexOf("</div>", at));
    }

    private static double p50(Path statsCsv) throws Exception {
        List<String> lines = Files.readAllLines(statsCsv);
        List<String> header = List.of(lines.get(0).split(","));
        for (String line : lines) {
            if (line.startsWith("all,")) {
                return Double.parseDouble(line.split(",")[header.indexOf("p50_ns")]);
            }
        }
        throw new AssertionError("no all row in " + statsCsv + String.format(Locale.ROOT, "%n") + lines);
    }
}
