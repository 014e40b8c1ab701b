package rtjbench.tools.stats;

import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SampleCounts;
import rtjbench.tools.results.SampleReader;
import rtjbench.tools.results.ThreadFile;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** One streaming pass over each thread file of a run: exact moments, HdrHistogram, µs buckets, trace bins. */
public final class Analyzer {
    public static final int DEFAULT_MICROS_BUCKETS = 10_000;

    private Analyzer() {
    }

    public static RunStats analyze(RunDir run, boolean subtractOverhead, boolean withTrace, int microsBuckets) throws IOException {
        Overhead overhead = subtractOverhead ? Overhead.of(run) : null;
        long minus = overhead == null ? 0 : overhead.ns();
        List<ThreadStats> threads = new ArrayList<>();
        ThreadStats all = new ThreadStats("all", microsBuckets, false);
        long clamped = 0;
        for (ThreadFile tf : run.threads()) {
            ThreadStats t = new ThreadStats(tf.name(), microsBuckets, withTrace);
            try (SampleReader r = new SampleReader(tf.file())) {
                long v;
                while ((v = r.next()) != SampleReader.END) {
                    if (minus != 0) {
                        v -= minus;
                        if (v < 0) {
                            v = 0;
                            clamped++;
                        }
                    }
                    t.add(v);
                }
                SampleCounts.check(tf, r.line());
            }
            threads.add(t);
            all.addAll(t);
        }
        return new RunStats(run, List.copyOf(threads), all, overhead, clamped);
    }
}
