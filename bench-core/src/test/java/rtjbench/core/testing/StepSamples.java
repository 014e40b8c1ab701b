package rtjbench.core.testing;

import java.util.Random;

/** Latencies planted the way a coarse clock shows them: whole steps of it, for the findings that must say so. */
public final class StepSamples {
    private StepSamples() {}

    /**
     * {@code n} latencies of one or two steps of a 10 ns clock (three or four in a few), as an uncontended lock's;
     * the same {@code seed}, the same latencies.
     */
    public static long[] oneOrTwoSteps(int n, long seed) {
        Random rnd = new Random(seed);
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            int r = rnd.nextInt(10);
            v[i] = r < 6 ? 10 : r < 9 ? 20 : 30 + 10L * rnd.nextInt(2);
        }
        return v;
    }
}
