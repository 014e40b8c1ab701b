package rtjbench.tools;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * record=histogram run folders written by hand in the format of docs/results-format.md: per thread a
 * {@code .hlog} of intervals (HdrHistogram's own writer) and an outliers file, and a metadata.json that is
 * either the final one or the one a killed run leaves (running, incomplete, no sample counts).
 */
final class HistogramFixtures {
    static final long START_MS = 1_700_000_000_000L;

    private HistogramFixtures() {}

    /**
     * {@code perInterval} samples an interval of 1 s; {@code killed}: the metadata of a run killed mid-way, and
     * each log ends with half a line (the interval being written when the process died).
     */
    static Path run(Path dir, List<long[]> threads, int perInterval, boolean killed) throws IOException {
        Files.createDirectories(dir);
        StringBuilder th = new StringBuilder();
        for (int i = 0; i < threads.size(); i++) {
            long[] samples = threads.get(i);
            writeLog(dir.resolve("thread-" + i + ".hlog"), samples, perInterval, killed);
            if (!killed) writeOutliers(dir.resolve("thread-" + i + "-outliers.csv"), samples);
            th.append(i == 0 ? "" : ",")
                    .append(killed ? """
                      {"index": %d, "name": "thread-%d", "file": null, "histogram_log": "thread-%d.hlog"}
                      """.formatted(i, i, i) : """
                      {"index": %d, "name": "thread-%d", "file": null, "histogram_log": "thread-%d.hlog",
                       "outliers": "thread-%d-outliers.csv", "samples": %d, "cpus_requested": "0", "warnings": [], "error": null}
                      """.formatted(i, i, i, i, samples.length));
        }
        String meta = """
                {
                  "format": "rtjbench-run/1",
                  "testapp": "periodic",
                  "testapp_name": "periodic",
                  "swept": {},
                  "args": {"no_of_threads": "%d", "record": "histogram", "duration": "60s", "interval": "1s"},
                  "status": "%s",
                  "complete": %s,
                  "incomplete_reason": %s,
                  "start": "2026-01-01T00:00:00Z",
                  "end": null,
                  "unit": "ns",
                  "record": "histogram",
                  "clock": {"name": "nanotime", "ns_per_tick": 1.0, "read_cost_ns": 25.0, "resolution_ns": 20.0},
                  "warnings": [],
                  "threads": [%s]
                }
                """.formatted(
                        threads.size(),
                        killed ? "running" : "complete",
                        !killed,
                        killed ? "\"running, or the process ended before the run finished\"" : "null",
                        th);
        Files.writeString(dir.resolve("metadata.json"), meta);
        return dir;
    }

    private static void writeLog(Path file, long[] samples, int perInterval, boolean killed) throws IOException {
        try (PrintStream out = new PrintStream(Files.newOutputStream(file), false, StandardCharsets.UTF_8)) {
            HistogramLogWriter log = new HistogramLogWriter(out);
            log.outputLogFormatVersion();
            log.outputStartTime(START_MS);
            log.setBaseTime(START_MS);
            log.outputBaseTime(START_MS);
            log.outputLegend();
            Histogram h = new Histogram(3);
            for (int from = 0, k = 0; from < samples.length; from += perInterval, k++) {
                h.reset();
                for (int j = from; j < Math.min(samples.length, from + perInterval); j++) h.recordValue(samples[j]);
                h.setStartTimeStamp(START_MS + 1000L * k);
                h.setEndTimeStamp(START_MS + 1000L * (k + 1));
                log.outputIntervalHistogram(h);
            }
            if (killed) out.print("12.000,1.000,0.917,HISTFAAAAEV42pJpYeBgYGBg"); // the write the kill cut short
        }
    }

    private static void writeOutliers(Path file, long[] samples) throws IOException {
        long[] sorted = samples.clone();
        Arrays.sort(sorted);
        StringBuilder sb = new StringBuilder("rank,index,time_s,value_ns\n");
        for (int r = 0; r < Math.min(10, sorted.length); r++) {
            sb.append(r + 1)
                    .append(",0,0.0,")
                    .append(sorted[sorted.length - 1 - r])
                    .append('\n');
        }
        Files.writeString(file, sb.toString());
    }
}
