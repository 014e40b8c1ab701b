package rtjbench.core.record;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.StopFlag;

/**
 * One run's {@code record=histogram}: a {@link HistogramSink} a test thread, made before the threads, and the
 * {@link IntervalLog} that writes them while they run. At the end it gives each thread's largest samples
 * ({@code <thread>-outliers.csv}, written whole by the results writer) and says, for the metadata, which files
 * hold the thread's samples.
 */
public final class HistogramRecording {
    static final String OUTLIERS_SUFFIX = "-outliers.csv";

    private final List<String> names;
    private final List<HistogramSink> sinks;
    private final IntervalLog log;
    private final double nanosPerTick;
    private boolean finished;

    private HistogramRecording(List<String> names, List<HistogramSink> sinks, IntervalLog log, double nanosPerTick) {
        this.names = names;
        this.sinks = sinks;
        this.log = log;
        this.nanosPerTick = nanosPerTick;
    }

    /** Makes the sinks and creates the logs in {@code dir} (headers written); the writer is not started yet. */
    public static HistogramRecording open(
            Path dir, List<String> threadNames, Config config, double nanosPerTick, String comment, StopFlag stop)
            throws IOException {
        List<HistogramSink> sinks = new ArrayList<>();
        for (int i = 0; i < threadNames.size(); i++) {
            sinks.add(new HistogramSink(config.getInt(CommonArgs.OUTLIERS)));
        }
        IntervalLog log = new IntervalLog(
                dir, threadNames, sinks, nanosPerTick, config.getLong(CommonArgs.INTERVAL), comment, stop);
        return new HistogramRecording(
                Collections.unmodifiableList(new ArrayList<>(threadNames)),
                Collections.unmodifiableList(sinks),
                log,
                nanosPerTick);
    }

    public List<HistogramSink> sinks() {
        return sinks;
    }

    /** Starts the writer, which first runs {@code placement} on itself. */
    public void start(Runnable placement) {
        log.start(placement);
    }

    /** Takes and writes the last interval and closes the logs; later calls do nothing. */
    public synchronized void finish() {
        if (!finished) {
            finished = true;
            log.finish();
        }
    }

    public LiveFigures live() {
        return log.live();
    }

    /** Thread {@code i}'s measured samples in ns (complete after {@link #finish()}). */
    public Histogram totalNanos(int i) {
        return log.totalNanos(i);
    }

    /** The largest sample of thread {@code i} in ns, exactly (the outliers keep it); -1 where none was kept. */
    public long exactMaxNanos(int i) {
        long[][] rows = sinks.get(i).outliers().largestFirst();
        return rows.length == 0 ? -1 : Math.round(rows[0][0] * nanosPerTick);
    }

    /** The metadata of thread {@code i} while the run goes on: where its samples are being written. */
    public Map<String, Object> runningEntry(int i) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("index", i);
        m.put("name", names.get(i));
        m.put("file", null);
        m.put("histogram_log", IntervalLog.fileName(names.get(i)));
        return m;
    }

    /** Thread {@code i}'s outliers file name. */
    public String outliersFile(int i) {
        return names.get(i) + OUTLIERS_SUFFIX;
    }

    /**
     * After {@link #finish()}: thread {@code i}'s largest samples as {@code rank,index,time_s,value_ns},
     * largest first; time in s since the log's start, as its intervals.
     */
    public String outliersCsv(int i) {
        HistogramSink sink = sinks.get(i);
        double measuringSince = (sink.measuringSinceMillis() - log.startMillis()) / 1e3;
        StringBuilder sb = new StringBuilder("rank,index,time_s,value_ns\n");
        long[][] rows = sink.outliers().largestFirst();
        for (int r = 0; r < rows.length; r++) {
            double time = measuringSince + (rows[r][2] - sink.measuringSinceNanos()) / 1e9;
            sb.append(String.format(
                    Locale.ROOT, "%d,%d,%.6f,%d\n", r + 1, rows[r][1], time, Math.round(rows[r][0] * nanosPerTick)));
        }
        return sb.toString();
    }

    /**
     * After {@link #finish()}: what thread {@code i}'s metadata entry says about its samples ({@code file}:
     * none, {@code histogram_log}, {@code outliers}, {@code samples}, and the samples counted at a bound).
     */
    public Map<String, Object> threadEntry(int i) {
        HistogramSink sink = sinks.get(i);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", null);
        m.put("histogram_log", IntervalLog.fileName(names.get(i)));
        m.put("outliers", outliersFile(i));
        m.put("samples", sink.recorded());
        m.put("samples_below_zero", sink.clampedNegative());
        m.put("samples_above_range", sink.clampedHigh());
        return m;
    }

    /** A summary for the metadata: how the samples were kept. */
    public Map<String, Object> describe(Config config) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("mode", CommonArgs.RECORD_HISTOGRAM);
        m.put("interval", config.text(CommonArgs.INTERVAL));
        m.put("outliers_per_thread", config.getInt(CommonArgs.OUTLIERS));
        m.put("significant_digits", HistogramSink.DIGITS);
        m.put("highest_ticks", HistogramSink.HIGHEST_TICKS);
        m.put("log_start_ms", log.startMillis());
        return m;
    }
}
