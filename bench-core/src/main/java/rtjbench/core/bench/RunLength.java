package rtjbench.core.bench;

import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;

/**
 * How long a run measures ({@code count} iterations, or for a {@code duration}) and how its samples are kept
 * ({@code record}), read from a config in one place, for the harness's checks and the benchmarks' own.
 */
public final class RunLength {
    private RunLength() {
    }

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
        return forDuration(config) ? config.getLong(CommonArgs.DURATION)
                : nanosPerIteration * config.getInt(CommonArgs.COUNT);
    }

    /**
     * Heap the samples take: {@code threads x count x 8 B} where every sample is kept; 0 with histograms,
     * whose size (a few hundred KB a thread) does not depend on the run's length.
     */
    public static long sampleBytes(Config config) {
        if (histograms(config)) {
            return 0;
        }
        return (long) config.getInt(CommonArgs.THREADS) * config.getInt(CommonArgs.COUNT) * 8L;
    }
}
