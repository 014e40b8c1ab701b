package rtjbench.core.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.clock.ClockSource;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes one run's folder: a sample file per thread (one value in ns per line, as the seed says), the merged
 * CSV (one column a thread, a header naming them) and metadata.json, written last and atomically so a
 * metadata file is never half there. Files are created new; nothing existing is overwritten.
 * See docs/results-format.md.
 */
final class ResultsWriter {
    static final String METADATA = "metadata.json";
    static final String MERGED = "merged.csv";
    static final String FORMAT = "rtjbench-run/1";
    static final String STATUS_RUNNING = "running";
    /** What a run's metadata says until the end replaces it: read after a kill, it is why the run is incomplete. */
    static final String RUNNING_REASON = "running, or the process ended before the run finished (killed, or the machine"
            + " stopped): no final metadata was written";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ResultsWriter() {
    }

    /**
     * Writes the run; returns each thread's samples in ns, for the console summary (none with record=histogram,
     * whose logs the writer thread already wrote: the last interval is taken here and the outliers written).
     */
    static List<long[]> write(Path dir, RunRecord run) throws IOException {
        if (run.recording != null) {
            writeHistogramRun(dir, run);
            return new ArrayList<>();
        }
        List<long[]> nanos = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Map<String, Object>> threads = new ArrayList<>();
        for (ThreadReport report : run.threads) {
            long[] ns = toNanos((SampleBuffer) report.samples(), run.clock);
            String file = report.name() + ".txt";
            writeSamples(dir.resolve(file), ns);
            nanos.add(ns);
            names.add(report.name());
            threads.add(report.toMetadata(file));
        }
        writeMerged(dir.resolve(MERGED), names, nanos);
        writeJson(dir.resolve(METADATA), metadata(run, threads));
        return nanos;
    }

    private static void writeHistogramRun(Path dir, RunRecord run) throws IOException {
        run.recording.finish();
        List<Map<String, Object>> threads = new ArrayList<>();
        for (ThreadReport report : run.threads) {
            Map<String, Object> entry = report.toMetadata(null);
            entry.putAll(run.recording.writeThread(dir, report.index()));
            threads.add(entry);
        }
        writeJson(dir.resolve(METADATA), metadata(run, threads));
    }

    /**
     * metadata.json at the start of a run, marked incomplete: the run's folder says what it is and where its
     * histograms are being written even if the process is killed before the end replaces it.
     */
    static void writeRunning(Path dir, RunRecord run) throws IOException {
        List<Map<String, Object>> threads = new ArrayList<>();
        if (run.recording != null) {
            for (int i = 0; i < run.config.getInt(CommonArgs.THREADS); i++) {
                threads.add(run.recording.runningEntry(i));
            }
        }
        Map<String, Object> m = metadata(run, threads);
        m.put("status", STATUS_RUNNING);
        m.put("complete", false);
        m.put("incomplete_reason", RUNNING_REASON);
        writeJson(dir.resolve(METADATA), m);
    }

    private static long[] toNanos(SampleBuffer samples, ClockSource clock) {
        int n = samples.size();
        long[] ns = new long[n];
        for (int i = 0; i < n; i++) {
            ns[i] = clock.toNanos(samples.get(i));
        }
        return ns;
    }

    private static void writeSamples(Path file, long[] ns) throws IOException {
        try (Writer out = newWriter(file)) {
            for (long v : ns) {
                out.write(Long.toString(v));
                out.write('\n');
            }
        }
    }

    private static void writeMerged(Path file, List<String> names, List<long[]> columns) throws IOException {
        int rows = 0;
        for (long[] c : columns) rows = Math.max(rows, c.length);
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader(names.toArray(new String[0])).setRecordSeparator('\n').build();
        try (CSVPrinter csv = new CSVPrinter(newWriter(file), format)) {
            List<String> row = new ArrayList<>(columns.size());
            for (int r = 0; r < rows; r++) {
                row.clear();
                for (long[] c : columns) {
                    row.add(r < c.length ? Long.toString(c[r]) : ""); // unequal lengths stay whole
                }
                csv.printRecord(row);
            }
        }
    }

    private static Map<String, Object> metadata(RunRecord run, List<Map<String, Object>> threads) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("testapp", run.config.benchmarkName());
        m.put("testapp_name", run.config.testAppName());
        m.put("swept", run.config.sweptValues());
        m.put("args", run.config.asText());
        m.put("status", run.complete() ? "complete" : "incomplete");
        m.put("complete", run.complete());
        m.put("incomplete_reason", run.incompleteReason);
        m.put("start", run.start.toString());
        m.put("end", run.end == null ? null : run.end.toString());
        m.put("unit", "ns");
        m.put("record", run.recording != null ? CommonArgs.RECORD_HISTOGRAM : CommonArgs.RECORD_SAMPLES); // a control keeps samples
        if (run.recording != null) {
            m.put("recording", run.recording.describe(run.config));
        }
        m.putAll(run.environment);
        Map<String, Object> clock = new LinkedHashMap<>();
        if (run.clock != null) {
            clock.put("name", run.clock.name());
            clock.put("ns_per_tick", run.clock.nanosPerTick());
            clock.putAll(run.clock.details());
        }
        m.put("clock", clock);
        m.put("workload", run.workloadFacts);
        m.putAll(run.extra);
        m.put("warnings", run.warnings);
        m.put("threads", threads);
        return m;
    }

    /** Writes JSON to a temporary file, then moves it into place: readers never see half a file. */
    static void writeJson(Path file, Object value) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        JSON.writeValue(tmp.toFile(), value);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static BufferedWriter newWriter(Path file) throws IOException {
        return Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    }
}
