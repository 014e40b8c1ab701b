package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** record=histogram runs (interval logs, no sample files) through stats, merge, plot and report. */
class HistogramRunTest {
    @TempDir
    Path tmp;

    @Test
    void statisticsFromTheLogsMatchTheSamplesWithinTheHistogramsPrecision() throws Exception {
        Random rnd = new Random(7);
        long[] t0 = Fixtures.latencies(rnd, 30_000, 2_000);
        long[] t1 = Fixtures.latencies(rnd, 21_111, 3_500);
        Path run = HistogramFixtures.run(tmp.resolve("run"), List.of(t0, t1), 4_000, false);
        Map<String, Map<String, Double>> got = StatsTest.statsInNs(run).rows();
        for (Map.Entry<String, long[]> e :
                Map.of("thread-0", t0, "thread-1", t1).entrySet()) {
            Map<String, Double> want = StatsTest.expected(e.getValue());
            Map<String, Double> have = got.get(e.getKey());
            assertEquals(want.get("count"), have.get("count"), 0.0, e.getKey() + " count");
            assertEquals(want.get("max"), have.get("max"), 0.0, e.getKey() + " max: exact, from the outliers");
            for (String s : List.of("min", "mean", "std", "p50", "p90", "p99", "p99.9")) {
                double w = want.get(s);
                assertEquals(
                        w,
                        have.get(s),
                        w * 0.002 + 1,
                        e.getKey() + " " + s + " within the histogram's 0.1% (and a bucket)");
            }
        }
        assertTrue(Files.readString(run.resolve("histogram.txt")).contains("# Total: 000030000 000021111"));
    }

    @Test
    void aKilledRunIsReadFromTheIntervalsWrittenAndReportedIncomplete() throws Exception {
        long[] t0 = Fixtures.latencies(new Random(1), 5_500, 10_000);
        Path run = HistogramFixtures.run(tmp.resolve("killed"), List.of(t0), 1_000, true);
        Fixtures.Result r = Fixtures.cli("post", run.toString());
        assertEquals(0, r.exit(), r.err() + r.out());
        Map<String, Map<String, Double>> got = StatsTest.readCsv(run.resolve("stats.csv"));
        assertEquals(5_500, got.get("thread-0").get("count"), 0.0, "the six whole intervals; the cut line is skipped");
        assertTrue(r.out().contains("INCOMPLETE"), r.out());
        String report = Files.readString(run.resolve("report.html"));
        assertTrue(
                report.contains("Incomplete: running, or the process ended before the run finished"),
                "the report says so");
        assertTrue(
                Files.readString(run.resolve("merged.hlog")).contains("Tag=thread-0,"),
                "merge tags each thread's intervals");
        assertTrue(Files.exists(run.resolve("plots/trace.svg")), "the trace is max/p99 per interval");
    }

    @Test
    void aCompleteRunWithACutLogIsAnError() throws Exception {
        statsRefuses(
                true,
                "\"complete\": false",
                "\"complete\": true",
                "thread-0.hlog: the last line has no line end (cut short), yet the run says it is complete");
    }

    @Test
    void aLogNamedOutsideTheRunFolderIsRefused() throws Exception {
        statsRefuses(
                false,
                "\"histogram_log\": \"thread-0.hlog\"",
                "\"histogram_log\": \"../../etc/x.hlog\"",
                "thread 0's \"histogram_log\" '../../etc/x.hlog' leads outside");
    }

    /** A fixture run whose metadata has {@code from} replaced by {@code to}: stats fails (exit 1) saying {@code message}. */
    private void statsRefuses(boolean killed, String from, String to, String message) throws Exception {
        Path run = HistogramFixtures.run(tmp.resolve("refused"), List.of(new long[] {1, 2, 3}), 2, killed);
        Path meta = run.resolve("metadata.json");
        Files.writeString(meta, Files.readString(meta).replace(from, to));
        Fixtures.Result r = Fixtures.cli("stats", run.toString());
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains(message), r.err());
    }
}
