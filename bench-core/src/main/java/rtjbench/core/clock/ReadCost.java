package rtjbench.core.clock;

import java.util.Arrays;

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
    static final int RESOLUTION_SAMPLES = 20_000;

    private final double nanosPerRead;
    private final double resolutionNanos;

    public ReadCost(double nanosPerRead, double resolutionNanos) {
        this.nanosPerRead = nanosPerRead;
        this.resolutionNanos = resolutionNanos;
    }

    public double nanosPerRead() {
        return nanosPerRead;
    }

    /**
     * The clock's step, in ns: the smallest non-zero difference between two back-to-back reads that at least
     * {@link #STEP_SHARE} of the non-zero differences show ({@link #stepTicks}).
     */
    public double resolutionNanos() {
        return resolutionNanos;
    }

    public static ReadCost measure(ClockSource source) {
        return read(source).cost(source.nanosPerTick());
    }

    /**
     * What {@link #measure} reads, before anything is worked out of it: the cheapest round's ns a read, and the
     * back-to-back differences of {@link #RESOLUTION_SAMPLES} empty regions, in ticks. A cold fork takes these
     * after its events and hands them to its runner, which works out the step: sorting them would bring the
     * JDK's method-handle machinery into the fork (JDK 22's Arrays.sort of a primitive array binds its
     * partitioning by lambdas), and with it seconds of compiling under {@code -Xcomp}.
     */
    public static Readings read(ClockSource source) {
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
        SINK.consume(sink); // keeps the reads alive
        return new Readings(best, regions);
    }

    /** A clock's readings as {@link #read} takes them. */
    public static final class Readings {
        public final double nanosPerRead;
        /** Back-to-back differences of empty regions, ticks. */
        public final long[] regionTicks;

        public Readings(double nanosPerRead, long[] regionTicks) {
            this.nanosPerRead = nanosPerRead;
            this.regionTicks = regionTicks;
        }

        /** The read cost and the step these readings show, on a clock of {@code nanosPerTick}. */
        public ReadCost cost(double nanosPerTick) {
            long step = stepTicks(regionTicks, regionTicks.length);
            return new ReadCost(nanosPerRead, step < 0 ? Double.NaN : step * nanosPerTick);
        }
    }

    /** The share of the non-zero back-to-back differences that must show a step for it to be the clock's. */
    static final double STEP_SHARE = 0.01;

    /**
     * The smallest non-zero difference, in ticks, that at least {@link #STEP_SHARE} of the non-zero differences
     * among the first {@code count} show; -1 where none is non-zero. Not the smallest seen: the TSC of a KVM guest
     * moves in steps of about 10 ns but now and then two reads differ by one tick (0.39 ns on a 2.55 GHz TSC), and
     * a resolution read off that rare difference moved between 0.39 and 10 ns from run to run. Read off at most
     * {@link #RESOLUTION_SAMPLES} of them, spread evenly over the {@code count}: a sorted copy of them all would
     * double what the timer testapp's regions take of its fixed heap.
     */
    public static long stepTicks(long[] regions, int count) {
        int taken = Math.min(count, RESOLUTION_SAMPLES);
        long[] sorted = new long[taken];
        for (int i = 0; i < taken; i++) {
            sorted[i] = regions[(int) ((long) i * count / taken)];
        }
        Arrays.sort(sorted);
        int firstNonZero = 0;
        while (firstNonZero < sorted.length && sorted[firstNonZero] <= 0) {
            firstNonZero++;
        }
        int nonZero = sorted.length - firstNonZero;
        if (nonZero == 0) {
            return -1;
        }
        long needed = Math.max(1, (long) Math.ceil(nonZero * STEP_SHARE));
        int i = firstNonZero;
        while (i < sorted.length) {
            int j = i;
            while (j < sorted.length && sorted[j] == sorted[i]) {
                j++;
            }
            if (j - i >= needed) {
                return sorted[i];
            }
            i = j;
        }
        return sorted[firstNonZero]; // no one difference that common: differences spread out, the smallest it is
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
