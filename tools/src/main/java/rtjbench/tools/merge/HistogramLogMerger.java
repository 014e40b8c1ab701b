package rtjbench.tools.merge;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.HistogramLogWriter;
import rtjbench.tools.results.HistogramLog;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.ThreadFile;

/**
 * merge for a record=histogram run: the threads' {@code .hlog} files into one {@code merged.hlog}, every
 * interval tagged with its thread ({@code Tag=thread-0,...}, HdrHistogram's tagged log, which its log
 * processors filter by tag), interval k of each thread in turn, so the file stays in time order. Streams:
 * one interval a thread in memory.
 */
public final class HistogramLogMerger {
    public static final String FILE = "merged.hlog";
    /** The Interval_Max column in ms, as the runner writes it. */
    private static final double MAX_IN_MS = 1e6;

    private HistogramLogMerger() {}

    /** Writes the merged log of {@code run}; returns the number of intervals written. */
    public static long merge(RunDir run, OutputStream out) throws IOException {
        List<HistogramLog> logs = new ArrayList<>();
        try {
            for (ThreadFile t : run.threads()) logs.add(HistogramLog.open(t.file(), run.complete()));
            List<HistogramLog.Interval> next = new ArrayList<>();
            for (HistogramLog log : logs) next.add(log.next());
            PrintStream text = new PrintStream(out, false, StandardCharsets.UTF_8);
            HistogramLogWriter writer = new HistogramLogWriter(text);
            writer.outputComment("rtjbench merge of " + run.label()
                    + ": every thread's intervals, tagged with the thread; values in ns");
            writer.outputLogFormatVersion();
            long startMillis = startMillis(logs);
            if (startMillis > 0) {
                writer.outputStartTime(startMillis);
                writer.outputBaseTime(startMillis);
            }
            writer.outputLegend();
            long written = 0;
            boolean any = true;
            while (any) {
                any = false;
                for (int i = 0; i < logs.size(); i++) {
                    HistogramLog.Interval in = next.get(i);
                    if (in == null) continue;
                    in.ns().setTag(run.threads().get(i).name());
                    writer.outputIntervalHistogram(in.startS(), in.endS(), in.ns(), MAX_IN_MS);
                    written++;
                    next.set(i, logs.get(i).next());
                    any = true;
                }
            }
            text.flush();
            if (text.checkError()) throw new IOException("writing the merged log failed");
            return written;
        } finally {
            for (HistogramLog log : logs) log.close();
        }
    }

    /** The first thread's log start (all threads' logs share it), ms since the epoch; 0 where none was read. */
    private static long startMillis(List<HistogramLog> logs) {
        for (HistogramLog log : logs) {
            if (log.startTimeSec() > 0) return Math.round(log.startTimeSec() * 1e3);
        }
        return 0;
    }
}
