package rtjbench.core.run.output;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.bench.ResultFile;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.clock.ClockSource;

/**
 * Writes one run's folder: a sample file per thread (one value in ns per line, as the seed says), the merged
 * CSV (one column a thread, a header naming them) and metadata.json, written last. Every file is written
 * whole or not at all ({@link AtomicFile}); sample files are created new, never overwritten. A sample or CSV
 * file that cannot be written (a full disk) makes the run incomplete, and metadata.json says which file and
 * why; metadata.json itself failing is thrown. See docs/results-format.md.
 */
public final class ResultsWriter {
    public static final String METADATA = "metadata.json";
    static final String MERGED = "merged.csv";
    static final String FORMAT = "rtjbench-run/1";
    static final String STATUS_RUNNING = "running";
    /** What a run's metadata says until the end replaces it: read after a kill, it is why the run is incomplete. */
    static final String RUNNING_REASON = "running, or the process ended before the run finished (killed, or the machine"
            + " stopped): no final metadata was written";

    private ResultsWriter() {}

    /** Writes the run; returns each thread's samples in ns, for the console summary. */
    public static List<long[]> write(Path dir, RunRecord run) throws IOException {
        return write(dir, run, AtomicFile.DISK);
    }

    public static List<long[]> write(Path dir, RunRecord run, AtomicFile.Sink sink) throws IOException {
        if (run.recording != null) {
            writeHistogramRun(dir, run, sink);
            return new ArrayList<>();
        }
        List<long[]> nanos = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Map<String, Object>> threads = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (ThreadReport report : run.threads) {
            long[] ns = toNanos((SampleBuffer) report.samples(), run.clock);
            String file = report.name() + ".txt";
            try {
                sink.create(dir.resolve(file), samples(ns));
            } catch (IOException e) {
                failures.add(e.getMessage());
            }
            nanos.add(ns);
            names.add(report.name());
            threads.add(report.toMetadata(file));
        }
        try {
            sink.create(dir.resolve(MERGED), merged(names, nanos));
        } catch (IOException e) {
            failures.add(e.getMessage());
        }
        writeWorkloadFiles(dir, run, sink, failures);
        if (!failures.isEmpty()) {
            run.markIncomplete(
                    failures.get(0) + (failures.size() == 1 ? "" : " (and " + (failures.size() - 1) + " more files)"));
        }
        sink.replace(dir.resolve(METADATA), json(metadata(run, threads)));
        return nanos;
    }

    /**
     * record=histogram: the writer thread already wrote the logs; the last interval is taken here, then each
     * thread's outliers file and the metadata naming them.
     */
    private static void writeHistogramRun(Path dir, RunRecord run, AtomicFile.Sink sink) throws IOException {
        run.recording.finish();
        List<Map<String, Object>> threads = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (ThreadReport report : run.threads) {
            int i = report.index();
            try {
                sink.create(dir.resolve(run.recording.outliersFile(i)), AtomicFile.text(run.recording.outliersCsv(i)));
            } catch (IOException e) {
                failures.add(e.getMessage());
            }
            Map<String, Object> entry = report.toMetadata(null);
            entry.putAll(run.recording.threadEntry(i));
            Object events = entry.get("samples");
            report.cpu(entry, events instanceof Number ? ((Number) events).longValue() : 0);
            threads.add(entry);
        }
        writeWorkloadFiles(dir, run, sink, failures);
        if (!failures.isEmpty()) {
            run.markIncomplete(
                    failures.get(0) + (failures.size() == 1 ? "" : " (and " + (failures.size() - 1) + " more files)"));
        }
        sink.replace(dir.resolve(METADATA), json(metadata(run, threads)));
    }

    /** The workload's own files ({@link ResultFile}); a name with a folder in it is a failure, not a path. */
    private static void writeWorkloadFiles(Path dir, RunRecord run, AtomicFile.Sink sink, List<String> failures) {
        for (final ResultFile f : run.files) {
            if (!f.name().matches("[A-Za-z0-9._-]+") || f.name().startsWith(".")) {
                failures.add("a workload file is named '" + f.name() + "': a plain file name is needed");
                continue;
            }
            try {
                sink.create(dir.resolve(f.name()), new AtomicFile.Content() {
                    @Override
                    public void writeTo(OutputStream out) throws IOException {
                        f.writeTo(out);
                    }
                });
            } catch (IOException e) {
                failures.add(e.getMessage());
            }
        }
    }

    /**
     * metadata.json at the start of a run, marked running and incomplete: the run's folder says what it is and
     * where its histograms are being written even if the process is killed before the end replaces it.
     */
    public static void writeRunning(Path dir, RunRecord run) throws IOException {
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

    private static AtomicFile.Content samples(final long[] ns) {
        return new AtomicFile.Content() {
            @Override
            public void writeTo(OutputStream out) throws IOException {
                Writer text = new OutputStreamWriter(out, StandardCharsets.UTF_8);
                for (long v : ns) {
                    text.write(Long.toString(v));
                    text.write('\n');
                }
                text.flush();
            }
        };
    }

    private static AtomicFile.Content merged(final List<String> names, final List<long[]> columns) {
        return new AtomicFile.Content() {
            @Override
            public void writeTo(OutputStream out) throws IOException {
                int rows = 0;
                for (long[] c : columns) rows = Math.max(rows, c.length);
                CSVFormat format = CSVFormat.DEFAULT
                        .builder()
                        .setHeader(names.toArray(new String[0]))
                        .setRecordSeparator('\n')
                        .build();
                CSVPrinter csv = new CSVPrinter(new OutputStreamWriter(out, StandardCharsets.UTF_8), format);
                List<String> row = new ArrayList<>(columns.size());
                for (int r = 0; r < rows; r++) {
                    row.clear();
                    for (long[] c : columns) {
                        row.add(r < c.length ? Long.toString(c[r]) : ""); // unequal lengths stay whole
                    }
                    csv.printRecord(row);
                }
                csv.flush();
            }
        };
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
        m.put("start", IsoInstant.format(run.start));
        m.put("end", run.end == null ? null : IsoInstant.format(run.end));
        m.put("unit", "ns");
        m.put(
                "record",
                run.recording != null
                        ? CommonArgs.RECORD_HISTOGRAM
                        : CommonArgs.RECORD_SAMPLES); // a control keeps samples
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
        m.putAll(run.extra); // where it names an environment entry (a lean fork's own VM), in that entry's place
        m.put("warnings", run.warnings);
        cpuPerEvent(m, threads);
        m.put("threads", threads);
        return m;
    }

    /**
     * The run's {@code cpu_ns_per_event}: the CPU time of every test thread and helper over their measured
     * phases, divided by every measured event; null where a thread's figure is unknown or nothing was measured.
     */
    static void cpuPerEvent(Map<String, Object> m, List<Map<String, Object>> threads) {
        double cpu = 0;
        long events = 0;
        boolean known = !threads.isEmpty();
        for (Map<String, Object> t : threads) {
            Object own = t.get("cpu_ns");
            Object samples = t.get("samples");
            if (!(own instanceof Number) || !(samples instanceof Number)) {
                known = false;
                break;
            }
            cpu += ((Number) own).doubleValue();
            events += ((Number) samples).longValue();
            Object helpers = t.get("helper_threads");
            if (helpers instanceof List) {
                for (Object h : (List<?>) helpers) {
                    Object ns = h instanceof Map ? ((Map<?, ?>) h).get("cpu_ns") : null;
                    if (!(ns instanceof Number)) {
                        known = false;
                    } else {
                        cpu += ((Number) ns).doubleValue();
                    }
                }
            }
        }
        m.put("cpu_ns_per_event", known && events > 0 ? cpu / events : null);
    }

    /** Writes JSON whole or not at all: readers never see half a file. */
    static void writeJson(Path file, Object value) throws IOException {
        AtomicFile.replace(file, json(value));
    }

    private static AtomicFile.Content json(final Object value) {
        return new AtomicFile.Content() {
            @Override
            public void writeTo(OutputStream out) throws IOException {
                JsonText.write(value, out);
            }
        };
    }
}
