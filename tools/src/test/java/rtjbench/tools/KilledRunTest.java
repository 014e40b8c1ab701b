package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.ResultsSchema;

/**
 * Nothing lost: the real runner, in a VM of its own, records a 60 s record=histogram run with
 * 200 ms intervals and is killed with SIGKILL after about 1.5 s. Every interval written before the kill
 * parses with HdrHistogram's reader, and the tools read the run from what is there: stats counts exactly
 * those intervals' samples, and the report says the run is incomplete.
 */
class KilledRunTest {
    private static final String RUNNER = "rtjbench.core.run.Main";

    @TempDir
    Path tmp;

    @Test
    void aRunKilledWithSigkillKeepsEveryIntervalWrittenAndReadsAsIncomplete() throws Exception {
        Path args = tmp.resolve("args.xml");
        Files.writeString(
                args,
                "<testapp name=\"testop\">\n"
                        + Fixtures.argLines(
                                "no_of_threads",
                                "2",
                                "record",
                                "histogram",
                                "duration",
                                "60s",
                                "interval",
                                "200ms",
                                "instr_load",
                                "100",
                                "mlockall",
                                "false",
                                "fork",
                                "false",
                                "datadir",
                                tmp.resolve("results").toString())
                        + "</testapp>\n");
        Path runDirFile = tmp.resolve("run-dir");
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process p = new ProcessBuilder(
                        java, "-cp", cp, RUNNER, "--run-dir-file", runDirFile.toString(), args.toString())
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("runner.out").toFile())
                .start();
        Path run;
        try {
            run = waitForIntervals(runDirFile, 7, p); // 1.4 s of 200 ms intervals on thread-0
            p.destroyForcibly(); // SIGKILL on Linux: no hook runs, nothing is saved at the end
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        } finally {
            p.destroyForcibly();
        }
        assertEquals(137, p.exitValue(), "killed by SIGKILL: " + Files.readString(tmp.resolve("runner.out")));

        String meta = Files.readString(run.resolve("metadata.json"));
        assertTrue(meta.contains("\"status\" : \"running\"") && meta.contains("\"complete\" : false"), meta);
        ResultsSchema.assertValid(run); // the metadata a killed run leaves is in the format too
        long[] written = new long[2];
        for (int t = 0; t < 2; t++) written[t] = samplesIn(run.resolve("thread-" + t + ".hlog"));
        assertTrue(written[0] > 0 && written[1] > 0, "samples were written before the kill");

        Fixtures.Result r = Fixtures.cli("post", run.toString());
        assertEquals(0, r.exit(), r.err() + r.out());
        Map<String, Map<String, Double>> stats = StatsTest.readCsv(run.resolve("stats.csv"));
        assertEquals(written[0], stats.get("thread-0").get("count"), 0.0, "stats reads every interval written");
        assertEquals(written[1], stats.get("thread-1").get("count"), 0.0);
        assertTrue(r.out().contains("INCOMPLETE"), r.out());
        assertTrue(
                Files.readString(run.resolve("report.html")).contains("Incomplete: running, or the process ended"),
                "the report says the run is incomplete");
    }

    /** Waits until thread-0's log holds {@code intervals} interval lines; returns the run's folder. */
    private static Path waitForIntervals(Path runDirFile, int intervals, Process runner) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline) {
            assertTrue(runner.isAlive(), "the runner ended before it was killed");
            if (Files.exists(runDirFile)) {
                String text =
                        Files.readString(runDirFile, StandardCharsets.UTF_8).trim();
                Path log = text.isEmpty() ? null : Path.of(text).resolve("thread-0.hlog");
                if (log != null && Files.exists(log) && intervalLines(log) >= intervals) return Path.of(text);
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no " + intervals + " intervals written in 90 s");
    }

    private static long intervalLines(Path log) throws Exception {
        List<String> lines = Files.readAllLines(log);
        return lines.stream().filter(l -> l.contains(",HIST")).count();
    }

    /** Total count of the whole intervals, read with HdrHistogram's reader (a cut last line dropped first). */
    private static long samplesIn(Path log) throws Exception {
        String text = Files.readString(log);
        Path whole = log.resolveSibling("whole-" + log.getFileName());
        Files.writeString(whole, text.substring(0, text.lastIndexOf('\n') + 1));
        long sum = 0;
        try (HistogramLogReader reader = new HistogramLogReader(whole.toFile())) {
            EncodableHistogram h;
            while ((h = reader.nextIntervalHistogram()) != null) sum += ((Histogram) h).getTotalCount();
        } finally {
            Files.delete(whole);
        }
        return sum;
    }
}
