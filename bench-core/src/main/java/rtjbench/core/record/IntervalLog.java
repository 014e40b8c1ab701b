package rtjbench.core.record;

import java.io.ByteArrayOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.HdrHistogram.HistogramLogWriter;
import rtjbench.core.bench.StopFlag;

/**
 * The writer of {@code record=histogram}: a plain (not real-time) daemon thread that, every tick (a second,
 * or the interval where shorter), takes each measuring thread's interval histogram from its
 * {@link HistogramSink}, converts it to nanoseconds and adds it up; every {@code interval} it appends the
 * sum to the thread's {@code <thread>.hlog} (HdrHistogram's log format, as jHiccup writes it) and forces
 * it to disk. A process killed at any moment leaves every interval written before: only the one being
 * written can be cut, and its line then has no line end.
 * <p>
 * The ticks also keep per-thread totals, which the progress line and the end-of-run summary read, so the
 * test threads do nothing for either. A failed write raises the run's stop flag with the file and error.
 */
public final class IntervalLog {
    /** How often the writer takes interval histograms at most (the progress line's pace). */
    public static final long TICK_NANOS = 1_000_000_000L;

    static final String SUFFIX = ".hlog";

    private final List<ThreadLog> threads = new ArrayList<>();
    private final double nanosPerTick;
    private final long intervalNanos;
    private final StopFlag stop;
    private final long startMillis;
    private final Thread writer;
    private Runnable placement = new Runnable() {
        @Override
        public void run() {}
    };
    private boolean closed;
    private volatile boolean finishing;

    /**
     * Creates every thread's log file (a new file each: an existing one is an error) and writes its header,
     * flushed, so even a run killed before its first interval leaves logs that parse.
     */
    public IntervalLog(
            Path dir,
            List<String> names,
            List<HistogramSink> sinks,
            double nanosPerTick,
            long intervalNanos,
            String comment,
            StopFlag stop)
            throws IOException {
        this.nanosPerTick = nanosPerTick;
        this.intervalNanos = intervalNanos;
        this.stop = stop;
        this.startMillis = System.currentTimeMillis();
        try {
            for (int i = 0; i < names.size(); i++) {
                threads.add(new ThreadLog(
                        dir.resolve(fileName(names.get(i))),
                        sinks.get(i),
                        startMillis,
                        comment + "; " + names.get(i) + "; values in ns"));
            }
        } catch (IOException e) {
            closeAll();
            throw e;
        }
        writer = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        writeUntilClosed();
                    }
                },
                "rtjbench-hlog-writer");
        writer.setDaemon(true);
    }

    /** {@code thread-0} -> {@code thread-0.hlog}. */
    public static String fileName(String threadName) {
        return threadName + SUFFIX;
    }

    /** Starts the writer; it first runs {@code placement} on itself (keeping off the measured CPUs). */
    public void start(Runnable placement) {
        this.placement = placement;
        writer.start();
    }

    private void writeUntilClosed() {
        placement.run();
        long tick = Math.min(TICK_NANOS, intervalNanos);
        long next = System.nanoTime() + tick;
        long nextWrite = System.nanoTime() + intervalNanos;
        while (sleepUntil(next)) {
            next += tick;
            long now = System.nanoTime();
            boolean write = now - nextWrite >= 0;
            if (write) {
                nextWrite += intervalNanos;
            }
            if (!tick(write)) {
                return;
            }
        }
        // finish() ends the writer and takes the last interval itself
    }

    /**
     * Parks until {@code deadline}; false once {@link #finish()} began. Woken by unpark, never interrupted: an
     * interrupt during a write would close the log's channel.
     */
    private boolean sleepUntil(long deadline) {
        long left;
        while (!finishing && (left = deadline - System.nanoTime()) > 0) {
            LockSupport.parkNanos(this, left);
        }
        return !finishing;
    }

    /** One tick under the lock that {@link #finish()} takes too; false once closed or failed. */
    private synchronized boolean tick(boolean write) {
        if (closed) {
            return false;
        }
        for (ThreadLog t : threads) {
            try {
                t.take(nanosPerTick);
                if (write) {
                    t.writePending();
                }
            } catch (IOException e) {
                stop.set("writing " + t.file + " failed: " + describe(e));
                closed = true;
                closeAll();
                return false;
            }
        }
        return true;
    }

    /**
     * Ends the writer and writes what was recorded since the last interval, then closes the logs. Call after
     * the test threads ended (or were told to); later calls do nothing.
     */
    public void finish() {
        finishing = true;
        LockSupport.unpark(writer);
        try {
            writer.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            for (ThreadLog t : threads) {
                try {
                    t.take(nanosPerTick);
                    t.writePending();
                } catch (IOException e) {
                    stop.set("writing " + t.file + " failed: " + describe(e));
                }
            }
            closeAll();
        }
    }

    private static String describe(IOException e) {
        return e.getMessage() != null ? e.getMessage() : e.toString();
    }

    private void closeAll() {
        for (ThreadLog t : threads) {
            t.close();
        }
    }

    /** Every measured sample of thread {@code i} so far, in ns (taken at the last tick). */
    public synchronized Histogram totalNanos(int i) {
        return threads.get(i).total.copy();
    }

    /** The logs' start and base time (ms since the epoch): interval time stamps count from it. */
    public long startMillis() {
        return startMillis;
    }

    /** Thread {@code i}'s log file. */
    public Path file(int i) {
        return threads.get(i).file;
    }

    /** Figures for a progress line, all threads together, as of the last tick; cheap enough to call every second. */
    public synchronized LiveFigures live() {
        long count = 0;
        long min = Long.MAX_VALUE;
        long max = 0;
        double sum = 0;
        for (ThreadLog t : threads) {
            long n = t.total.getTotalCount();
            if (n == 0) {
                continue;
            }
            count += n;
            min = Math.min(min, t.total.getMinValue());
            max = Math.max(max, t.total.getMaxValue());
            sum += t.total.getMean() * n;
        }
        return count == 0 ? LiveFigures.NONE : new LiveFigures(count, min, sum / count, max);
    }

    /** One thread's log: its file, what was taken since the last write, and its total. */
    private static final class ThreadLog {
        final Path file;
        final HistogramSink sink;
        final FileOutputStream out;
        final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        final PrintStream text;
        final HistogramLogWriter log;
        final Histogram pending = new Histogram(HistogramSink.DIGITS);
        final Histogram total = new Histogram(HistogramSink.DIGITS);
        /** Where the next interval starts (ms since the epoch); 0 until the thread measures. */
        long intervalStartMillis;

        ThreadLog(Path file, HistogramSink sink, long startMillis, String comment) throws IOException {
            this.file = file;
            this.sink = sink;
            this.text = new PrintStream(buffer, false, "UTF-8");
            this.log = new HistogramLogWriter(text);
            this.out = new FileOutputStream(file.toFile()); // a new run folder: nothing is overwritten
            log.outputComment(comment);
            log.outputLogFormatVersion();
            log.outputStartTime(startMillis);
            log.setBaseTime(startMillis);
            log.outputBaseTime(startMillis);
            log.outputLegend();
            flush();
        }

        void take(double nanosPerTick) {
            if (!sink.measuring()) {
                return; // still warming up: what it records now is forgotten
            }
            if (intervalStartMillis == 0) {
                intervalStartMillis = sink.measuringSinceMillis();
            }
            Histogram ticks = sink.takeInterval();
            addAsNanos(ticks, nanosPerTick, pending);
            addAsNanos(ticks, nanosPerTick, total);
        }

        /** Each bucket's middle value, in ns, with its count: within the histogram's 0.1%. */
        private static void addAsNanos(Histogram ticks, double nanosPerTick, Histogram into) {
            if (ticks.getTotalCount() == 0) {
                return;
            }
            if (nanosPerTick == 1.0) {
                into.add(ticks);
                return;
            }
            for (HistogramIterationValue v : ticks.recordedValues()) {
                long middle = ticks.medianEquivalentValue(v.getValueIteratedTo());
                into.recordValueWithCount(Math.round(middle * nanosPerTick), v.getCountAtValueIteratedTo());
            }
        }

        /**
         * Appends the interval since the last one as a line (an empty interval too: a thread that recorded
         * nothing for a while shows as such) and forces it to disk. Nothing before the thread measures.
         */
        void writePending() throws IOException {
            if (intervalStartMillis == 0) {
                return;
            }
            long end = Math.max(intervalStartMillis, System.currentTimeMillis());
            pending.setStartTimeStamp(intervalStartMillis);
            pending.setEndTimeStamp(end);
            log.outputIntervalHistogram(pending);
            flush();
            pending.reset();
            intervalStartMillis = end;
        }

        private void flush() throws IOException {
            text.flush();
            out.write(buffer.toByteArray());
            out.getChannel().force(false);
            buffer.reset();
        }

        void close() {
            try {
                out.close();
            } catch (IOException ignored) {
                // every interval was forced to disk when written
            }
        }
    }
}
