package rtjbench.core.clock;

/**
 * What one read of a clock costs here and the smallest step it shows, measured the way the C reference
 * (bench-core/src/test/c/clockref.c) measures: a batch of back-to-back reads timed by
 * {@code System.nanoTime()} (CLOCK_MONOTONIC), best of several rounds (the least disturbed), after a
 * warm-up that gets the loop compiled. Clocks implementing {@link ClockLoops} are read in their own loop;
 * others through a shared one here.
 */
public final class ReadCost {
    private static final rtjbench.core.support.Sink SINK = new rtjbench.core.support.Sink();

    /** Many short calls rather than one long one: the JIT compiles the loop method itself, not only an OSR copy. */
    static final int WARMUP_ROUNDS = 40;

    static final int WARMUP_READS = 10_000;
    static final int ROUNDS = 5;
    static final int READS_PER_ROUND = 200_000;
    private static final int RESOLUTION_SAMPLES = 20_000;

    private final double nanosPerRead;
    private final double resolutionNanos;

    public ReadCost(double nanosPerRead, double resolutionNanos) {
        this.nanosPerRead = nanosPerRead;
        this.resolutionNanos = resolutionNanos;
    }

    public double nanosPerRead() {
        return nanosPerRead;
    }

    /** The smallest non-zero difference between two back-to-back reads, in ns. */
    public double resolutionNanos() {
        return resolutionNanos;
    }

    public static ReadCost measure(ClockSource source) {
        ClockLoops loops =
                source.clock() instanceof ClockLoops ? (ClockLoops) source.clock() : new SharedLoops(source.clock());
        long sink = 0;
        long[] regions = new long[RESOLUTION_SAMPLES];
        for (int round = 0; round < WARMUP_ROUNDS; round++) {
            sink += loops.readBatch(WARMUP_READS);
            loops.emptyRegions(regions, WARMUP_READS / 2);
        }
        double best = Double.MAX_VALUE;
        for (int round = 0; round < ROUNDS; round++) {
            long start = System.nanoTime();
            sink += loops.readBatch(READS_PER_ROUND);
            long elapsed = System.nanoTime() - start;
            best = Math.min(best, (double) elapsed / READS_PER_ROUND);
        }
        loops.emptyRegions(regions, regions.length);
        long smallest = Long.MAX_VALUE;
        for (long step : regions) {
            if (step > 0 && step < smallest) {
                smallest = step;
            }
        }
        SINK.consume(sink); // keeps the reads alive
        double resolution = smallest == Long.MAX_VALUE ? Double.NaN : smallest * source.nanosPerTick();
        return new ReadCost(best, resolution);
    }

    /** For clocks from elsewhere (tests' fakes): one loop for all of them, so dispatch is included. */
    private static final class SharedLoops implements ClockLoops {
        private final Clock clock;

        SharedLoops(Clock clock) {
            this.clock = clock;
        }

        @Override
        public long readBatch(int reads) {
            long sum = 0;
            for (int i = 0; i < reads; i++) {
                sum += clock.startTicks();
            }
            return sum;
        }

        @Override
        public void emptyRegions(long[] ticks, int n) {
            for (int i = 0; i < n; i++) {
                long start = clock.startTicks();
                ticks[i] = clock.endTicks() - start;
            }
        }
    }
}
