package rtjbench.core.clock;

/**
 * Measures what one read of a clock costs here and the smallest step it shows: back-to-back reads, in the
 * calling thread, best of several rounds (the least disturbed).
 */
public final class ReadCost {
    private static final int ROUNDS = 5;
    private static final int READS_PER_ROUND = 200_000;

    private final double nanosPerRead;
    private final double resolutionNanos;

    private ReadCost(double nanosPerRead, double resolutionNanos) {
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
        Clock clock = source.clock();
        long sink = 0;
        for (int i = 0; i < READS_PER_ROUND; i++) { // warm-up: get the reads compiled
            sink += clock.startTicks() + clock.endTicks();
        }
        double best = Double.MAX_VALUE;
        for (int round = 0; round < ROUNDS; round++) {
            long start = System.nanoTime();
            for (int i = 0; i < READS_PER_ROUND; i++) {
                sink += clock.startTicks();
            }
            long elapsed = System.nanoTime() - start;
            best = Math.min(best, (double) elapsed / READS_PER_ROUND);
        }
        long smallest = Long.MAX_VALUE;
        long previous = clock.startTicks();
        for (int i = 0; i < READS_PER_ROUND; i++) {
            long now = clock.startTicks();
            long step = now - previous;
            if (step > 0 && step < smallest) {
                smallest = step;
            }
            previous = now;
        }
        if (sink == 42) {
            System.out.print(""); // keeps the reads alive
        }
        double resolution = smallest == Long.MAX_VALUE ? Double.NaN : smallest * source.nanosPerTick();
        return new ReadCost(best, resolution);
    }
}
