package rtjbench.tools.results;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import rtjbench.tools.cli.ToolException;

/**
 * A thread's {@code <thread>.hlog} of a {@code record=histogram} run (docs/results-format.md): HdrHistogram's
 * interval log, values in ns, one line an interval, read with HdrHistogram's own {@link HistogramLogReader}.
 * A run killed while writing can leave its last line without a line end: in an incomplete run that line is
 * skipped (the intervals before it are whole); in a complete run it is an error, as is any line the reader
 * cannot decode.
 */
public final class HistogramLog implements java.io.Closeable {
    /** One interval: seconds since the log's start time, and its histogram (ns). */
    public record Interval(double startS, double endS, Histogram ns) {}

    /** What {@link #read} hands each interval to. */
    public interface Visitor {
        void interval(double startS, double endS, Histogram ns) throws IOException;
    }

    private final Path file;
    private final HistogramLogReader reader;
    private final boolean cut;
    private int read;

    private HistogramLog(Path file, HistogramLogReader reader, boolean cut) {
        this.file = file;
        this.reader = reader;
        this.cut = cut;
    }

    /** Whether the run kept per-thread histogram logs ({@code "record": "histogram"}) instead of sample files. */
    public static boolean recorded(RunDir run) {
        return "histogram".equals(run.metadata().path("record").asText("samples"));
    }

    /** Opens a log for reading its whole intervals in order (see the class comment for a cut last line). */
    public static HistogramLog open(Path file, boolean runComplete) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw ToolException.data(file + ": missing histogram log");
        }
        long whole = wholeLinesLength(file);
        boolean cut = whole < Files.size(file);
        if (cut && runComplete) {
            throw ToolException.data(
                    file + ": the last line has no line end (cut short), yet the run says it is complete");
        }
        return new HistogramLog(file, new HistogramLogReader(new Prefix(Files.newInputStream(file), whole)), cut);
    }

    /** Reads every whole interval of {@code file}, in order; returns how many cut lines were skipped (0 or 1). */
    public static int read(Path file, boolean runComplete, Visitor visitor) throws IOException {
        try (HistogramLog log = open(file, runComplete)) {
            Interval i;
            while ((i = log.next()) != null) {
                visitor.interval(i.startS(), i.endS(), i.ns());
            }
            return log.cut ? 1 : 0;
        }
    }

    /** The next interval, or null after the last. */
    public Interval next() {
        EncodableHistogram h;
        try {
            h = reader.nextIntervalHistogram();
        } catch (RuntimeException e) {
            throw ToolException.data(
                    file + ": interval " + (read + 1) + " is not a readable HdrHistogram log line: " + e);
        }
        if (h == null) {
            return null;
        }
        if (!(h instanceof Histogram histogram)) {
            throw ToolException.data(file + ": interval " + (read + 1) + " holds a "
                    + h.getClass().getSimpleName() + ", not an integer histogram of ns");
        }
        read++;
        double start = reader.getStartTimeSec();
        return new Interval(h.getStartTimeStamp() / 1e3 - start, h.getEndTimeStamp() / 1e3 - start, histogram);
    }

    /** The log's start time, s since the epoch (known once an interval was read). */
    public double startTimeSec() {
        return reader.getStartTimeSec();
    }

    @Override
    public void close() {
        reader.close();
    }

    /** Bytes up to and including the last line end. */
    private static long wholeLinesLength(Path file) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
            byte[] buf = new byte[8192];
            long end = f.length();
            while (end > 0) {
                int n = (int) Math.min(buf.length, end);
                f.seek(end - n);
                f.readFully(buf, 0, n);
                for (int i = n - 1; i >= 0; i--) {
                    if (buf[i] == '\n') return end - n + i + 1;
                }
                end -= n;
            }
            return 0;
        } catch (java.io.FileNotFoundException e) {
            throw ToolException.data(file + ": missing histogram log");
        }
    }

    /** The first {@code limit} bytes of a stream. */
    private static final class Prefix extends FilterInputStream {
        private long left;

        Prefix(InputStream in, long limit) {
            super(in);
            this.left = limit;
        }

        @Override
        public int read() throws IOException {
            if (left <= 0) return -1;
            int b = super.read();
            if (b >= 0) left--;
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left <= 0) return -1;
            int n = super.read(b, off, (int) Math.min(len, left));
            if (n > 0) left -= n;
            return n;
        }
    }
}
