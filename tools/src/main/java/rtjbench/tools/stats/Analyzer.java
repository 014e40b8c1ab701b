package rtjbench.tools.stats;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import rtjbench.tools.results.HistogramLog;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SampleCounts;
import rtjbench.tools.results.SampleReader;
import rtjbench.tools.results.ThreadFile;

/**
 * One streaming pass over each thread file of a run: exact moments, HdrHistogram, µs buckets, trace bins; or,
 * for a record=histogram run, over its interval logs ({@link HistogramAnalyzer}).
 */
public final class Analyzer {
    public static final int DEFAULT_MICROS_BUCKETS = 10_000;

    private Analyzer() {}

    public static RunStats analyze(RunDir run, boolean subtractOverhead, boolean withTrace, int microsBuckets)
            throws IOException {
        if (HistogramLog.recorded(run)) {
            return HistogramAnalyzer.analyze(run, subtractOverhead, microsBuckets);
        }
        Overhead overhead = subtractOverhead ? Overhead.of(run) : null;
        long minus = overhead == null ? 0 : overhead.ns();
        List<ThreadFile> files = run.threads();
        ThreadStats[] threads = new ThreadStats[files.size()];
        long[] clamped = new long[files.size()];
        // Threads are independent: analyse them in parallel, one file per core at a time.
        int workers = Math.min(files.size(), Math.max(1, Runtime.getRuntime().availableProcessors()));
        if (workers <= 1) {
            for (int i = 0; i < files.size(); i++)
                threads[i] = analyzeThread(files.get(i), minus, withTrace, microsBuckets, clamped, i);
        } else {
            ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
                Thread t = new Thread(r, "stats");
                t.setDaemon(true);
                return t;
            });
            try {
                List<Future<ThreadStats>> futures = new ArrayList<>();
                for (int i = 0; i < files.size(); i++) {
                    int index = i;
                    futures.add(pool.submit(
                            () -> analyzeThread(files.get(index), minus, withTrace, microsBuckets, clamped, index)));
                }
                for (int i = 0; i < files.size(); i++) threads[i] = join(futures.get(i));
            } finally {
                pool.shutdownNow();
            }
        }
        ThreadStats all = new ThreadStats("all", microsBuckets, false);
        long clampedTotal = 0;
        for (int i = 0; i < threads.length; i++) {
            all.addAll(threads[i]);
            clampedTotal += clamped[i];
        }
        return new RunStats(run, List.of(threads), all, overhead, clampedTotal);
    }

    private static ThreadStats join(Future<ThreadStats> f) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("stats interrupted");
        } catch (ExecutionException e) {
            // The first failing file in thread order: its message names the file and line.
            Throwable c = e.getCause();
            if (c instanceof IOException io) throw io;
            if (c instanceof RuntimeException re) throw re;
            if (c instanceof Error err) throw err;
            throw new IOException(c);
        }
    }

    private static ThreadStats analyzeThread(
            ThreadFile tf, long minus, boolean withTrace, int microsBuckets, long[] clamped, int index)
            throws IOException {
        ThreadStats t = new ThreadStats(tf.name(), microsBuckets, withTrace);
        long below = 0;
        try (SampleReader r = new SampleReader(tf.file())) {
            long v;
            while ((v = r.next()) != SampleReader.END) {
                if (minus != 0) {
                    v -= minus;
                    if (v < 0) {
                        v = 0;
                        below++;
                    }
                }
                t.add(v);
            }
            SampleCounts.check(tf, r.line());
        }
        clamped[index] = below;
        return t;
    }
}
