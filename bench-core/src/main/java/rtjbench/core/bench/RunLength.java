package rtjbench.core.bench;

import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;

/**
 * How long a run measures ({@code count} iterations, or for a {@code duration}) and how its samples are kept
 * ({@code record}), read from a config in one place, for the harness's checks and the benchmarks' own.
 */
public final class RunLength {
    private RunLength() {}

    /** {@code record=histogram}: per-thread histograms in fixed memory instead of every sample. */
    public static boolean histograms(Config config) {
        return CommonArgs.RECORD_HISTOGRAM.equals(config.getString(CommonArgs.RECORD));
    }

    /** A {@code duration} was given: the loops run until it has passed, whatever {@code count} says. */
    public static boolean forDuration(Config config) {
        return config.getLong(CommonArgs.DURATION) > 0;
    }

    /**
     * How long the measured part lasts, for a benchmark that knows one iteration's time: the duration, or
     * {@code count} iterations of {@code nanosPerIteration}.
     */
    public static long measuredNanos(Config config, long nanosPerIteration) {
        return forDuration(config)
                ? config.getLong(CommonArgs.DURATION)
                : nanosPerIteration * config.getInt(CommonArgs.COUNT);
    }

    /**
     * Heap one thread's histograms take at most: the recorder's two, the thread's spare and the sum in ticks,
     * each 33,792 counts of 8 B (HdrHistogram, 3 significant digits up to 2^42 ticks), and the writer's two in
     * ns (no larger), rounded up. A test checks it against HdrHistogram's own footprint.
     */
    public static final long HISTOGRAM_BYTES_PER_THREAD = 6L * 280 * 1024;
    /** Heap one kept outlier takes: its value, index and time. */
    public static final long BYTES_PER_OUTLIER = 24;

    /**
     * Heap the samples take: {@code threads x count x 8 B} where every sample is kept; with histograms their
     * fixed size and the outliers, whatever the run's length.
     */
    public static long sampleBytes(Config config) {
        long threads = config.getInt(CommonArgs.THREADS);
        if (histograms(config)) {
            return threads * (HISTOGRAM_BYTES_PER_THREAD + BYTES_PER_OUTLIER * config.getInt(CommonArgs.OUTLIERS));
        }
        return threads * config.getInt(CommonArgs.COUNT) * 8L;
    }
}
