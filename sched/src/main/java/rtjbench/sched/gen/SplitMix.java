package rtjbench.sched.gen;

/**
 * The generators' random numbers: SplitMix64 (Steele, Lea and Flood 2014, the generator behind Java's
 * SplittableRandom), written out here so that a seed gives the same task sets on every JVM and version: the
 * JDK does not promise SplittableRandom's sequence, and its bounded draws changed between releases.
 */
public final class SplitMix {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private long state;

    public SplitMix(long seed) {
        this.state = seed;
    }

    /**
     * The stream for one set: a function of the seed and the set's coordinates (an experiment's cap and the
     * set's number, say), so that sets can be drawn in any order, on any number of threads, and come out the same.
     */
    public static SplitMix forSet(long seed, long... coordinates) {
        long h = mix(seed);
        for (long c : coordinates) {
            h = mix(h + GOLDEN * (c + 1));
        }
        return new SplitMix(h);
    }

    /** The SplitMix64 finaliser (a 64-bit mixing function). */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public long nextLong() {
        state += GOLDEN;
        return mix(state);
    }

    /** Uniform in [0, 1), 53 random bits. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Uniform in [lo, hi]. */
    public double uniform(double lo, double hi) {
        return lo + (hi - lo) * nextDouble();
    }

    /** Uniform among the integers lo..hi, both included (rejection sampling: no modulo bias). */
    public long uniformInt(long lo, long hi) {
        long range = hi - lo + 1;
        if (range <= 0) {
            throw new IllegalArgumentException("empty or too wide range " + lo + ".." + hi);
        }
        long limit = Long.MAX_VALUE - (Long.MAX_VALUE % range);
        long r;
        do {
            r = nextLong() >>> 1;
        } while (r >= limit);
        return lo + r % range;
    }
}
