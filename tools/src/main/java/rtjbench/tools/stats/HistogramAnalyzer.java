package rtjbench.tools.stats;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.HistogramLog;
import rtjbench.tools.results.IndexKind;
import rtjbench.tools.results.InsideFolder;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.ThreadFile;

/**
 * The statistics of a {@code record=histogram} run, from its threads' interval logs instead of sample
 * files: the same {@link RunStats}, with min, mean and std within HdrHistogram's 0.1%, the max exact where
 * the thread's outliers file has it, and a per-interval series in place of the sample trace. An incomplete
 * run (killed) gives what its logs hold.
 */
final class HistogramAnalyzer {
    private HistogramAnalyzer() {}

    static RunStats analyze(RunDir run, boolean subtractOverhead, int microsBuckets) throws IOException {
        Overhead overhead = subtractOverhead ? Overhead.of(run) : null;
        long minus = overhead == null ? 0 : overhead.ns();
        List<ThreadStats> threads = new ArrayList<>();
        ThreadStats all = new ThreadStats("all", microsBuckets, false);
        long[] clamped = new long[1];
        for (ThreadFile tf : run.threads()) {
            ThreadStats t = new ThreadStats(tf.name(), microsBuckets, false);
            HistogramLog.read(
                    tf.file(),
                    run.complete(),
                    (start, end, ns) -> t.addInterval(start, end, shifted(ns, minus, clamped)));
            if (run.complete()
                    && tf.expectedSamples() >= 0
                    && tf.expectedSamples() != t.distribution().count()) {
                throw ToolException.data(
                        tf.file() + ": its intervals hold " + t.distribution().count()
                                + " samples but metadata.json says " + tf.expectedSamples() + " for " + tf.name());
            }
            long max = exactMax(run, tf);
            if (max >= 0 && minus == 0) t.exactMax(max);
            threads.add(t);
            all.addAll(t);
        }
        return new RunStats(run, List.copyOf(threads), all, overhead, clamped[0]);
    }

    /** The histogram less the timer overhead, values below 0 counted as 0 (and counted in {@code clamped}). */
    private static Histogram shifted(Histogram ns, long minus, long[] clamped) {
        if (minus == 0) return ns;
        Histogram out = new Histogram(ThreadStats.HDR_DIGITS);
        for (HistogramIterationValue v : ns.recordedValues()) {
            long value = ns.medianEquivalentValue(v.getValueIteratedTo()) - minus;
            if (value < 0) {
                clamped[0] += v.getCountAtValueIteratedTo();
                value = 0;
            }
            out.recordValueWithCount(value, v.getCountAtValueIteratedTo());
        }
        out.setStartTimeStamp(ns.getStartTimeStamp());
        out.setEndTimeStamp(ns.getEndTimeStamp());
        return out;
    }

    /**
     * The largest sample from the thread's outliers file ({@code rank,index,time_s,value_ns}), or -1 where there is
     * none.
     */
    private static long exactMax(RunDir run, ThreadFile tf) throws IOException {
        String name = null;
        for (var t : run.metadata().path("threads")) {
            if (tf.name().equals(t.path("name").asText(null)))
                name = t.path("outliers").asText(null);
        }
        if (name == null) return -1;
        Path file = InsideFolder.resolve(
                run.dir(), name, run.dir().resolve(IndexKind.RUN.fileName()), tf.name() + "'s \"outliers\"");
        if (!Files.isRegularFile(file)) return -1;
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            r.readLine(); // header
            String first = r.readLine();
            if (first == null) return -1;
            String[] cells = first.split(",");
            try {
                return Long.parseLong(cells[cells.length - 1].trim());
            } catch (NumberFormatException e) {
                throw ToolException.data(file + ":2: not a number of ns in the last column: '" + first + "'");
            }
        }
    }
}
