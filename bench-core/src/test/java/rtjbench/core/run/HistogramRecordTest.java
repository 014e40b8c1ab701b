package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.ResultsSchema;

/** record=histogram, duration and the live progress line, through the runner's command line with {@code testop}. */
class HistogramRecordTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private Path args(String extra) throws IOException {
        Path file = dir.resolve("args-" + System.nanoTime() + ".xml");
        String body = "<testapp name=\"testop\">\n"
                + "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>\n"
                + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                + "  <arg name=\"no_of_threads\" value=\"2\"/>\n"
                + "  <arg name=\"warmup\" value=\"100\"/>\n"
                + "  <arg name=\"instr_load\" value=\"100\"/>\n" + extra + "</testapp>\n";
        Files.write(file, body.getBytes(StandardCharsets.UTF_8));
        return file;
    }

    private int run(String... argv) {
        return Main.run(argv, new PrintStream(out, true), new PrintStream(err, true));
    }

    private Path onlyRun() throws IOException {
        try (Stream<Path> s = Files.list(dir.resolve("results"))) {
            List<Path> runs = s.collect(Collectors.toList());
            assertEquals(1, runs.size(), runs.toString());
            return runs.get(0);
        }
    }

    @Test
    void aDurationRunWritesIntervalLogsThatAddUpToItsCountAndShowsProgress() throws Exception {
        assertEquals(
                0,
                run(
                        "--progress",
                        args("  <arg name=\"record\" value=\"histogram\"/>\n"
                                        + "  <arg name=\"duration\" value=\"1500ms\"/>\n  <arg name=\"interval\" value=\"200ms\"/>\n")
                                .toString()),
                err.toString());
        Path run = onlyRun();
        JsonNode meta = new ObjectMapper().readTree(run.resolve("metadata.json").toFile());
        assertTrue(meta.get("complete").asBoolean(), meta.toString());
        assertEquals("histogram", meta.get("record").asText());
        assertFalse(Files.exists(run.resolve("thread-0.txt")), "no sample files");
        ResultsSchema.assertValid(run);
        for (JsonNode t : meta.get("threads")) {
            long samples = t.get("samples").asLong();
            assertTrue(samples > 1000, t.toString());
            long sum = 0;
            int intervals = 0;
            try (HistogramLogReader log = new HistogramLogReader(
                    run.resolve(t.get("histogram_log").asText()).toFile())) {
                EncodableHistogram h;
                while ((h = log.nextIntervalHistogram()) != null) {
                    sum += ((org.HdrHistogram.Histogram) h).getTotalCount();
                    intervals++;
                }
            }
            assertEquals(samples, sum, "the intervals of " + t.get("name") + " add up to its samples");
            assertTrue(intervals >= 6, intervals + " intervals of 200 ms in 1.5 s");
            List<String> outliers =
                    Files.readAllLines(run.resolve(t.get("outliers").asText()));
            assertEquals("rank,index,time_s,value_ns", outliers.get(0));
            assertEquals(101, outliers.size(), "100 outliers by default");
            long first = Long.parseLong(outliers.get(1).split(",")[3]);
            long last = Long.parseLong(outliers.get(100).split(",")[3]);
            assertTrue(first >= last, "largest first");
        }
        String console = err.toString();
        assertTrue(console.contains("testop: 1.0 of 1.5 s measured") || console.contains("s measured ("), console);
        String summary = new String(Files.readAllBytes(run.resolve("summary.txt")), StandardCharsets.UTF_8);
        assertTrue(summary.contains("record=histogram"), "the run's summary says how it recorded: " + summary);
    }

    @Test
    void quietMutesTheProgressLineEvenWhenForced() throws Exception {
        assertEquals(
                0,
                run(
                        "--progress",
                        "--quiet",
                        args("  <arg name=\"record\" value=\"histogram\"/>\n"
                                        + "  <arg name=\"duration\" value=\"1200ms\"/>\n")
                                .toString()),
                err.toString());
        assertFalse(err.toString().contains("s measured ("), err.toString());
    }

    @Test
    void countAndDurationTogetherAreRefusedBeforeAnythingRuns() throws Exception {
        assertEquals(
                2,
                run(args("  <arg name=\"record\" value=\"histogram\"/>\n  <arg name=\"count\" value=\"100\"/>\n"
                                + "  <arg name=\"duration\" value=\"10s\"/>\n")
                        .toString()));
        assertTrue(
                err.toString().contains(":9: testapp 'testop' gives both count=\"100\" (line 8) and duration=\"10s\""),
                err.toString());
        assertFalse(Files.exists(dir.resolve("results")), "nothing written");
    }

    @Test
    void aDurationNeedsHistograms() throws Exception {
        assertEquals(2, run(args("  <arg name=\"duration\" value=\"10s\"/>\n").toString()));
        assertTrue(err.toString().contains("duration=10s needs record=histogram"), err.toString());
        assertFalse(Files.exists(dir.resolve("results")), "nothing written");
    }
}
