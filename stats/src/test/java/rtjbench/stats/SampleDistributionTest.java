package rtjbench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SampleDistributionTest {

    @Test
    void smallSetWorkedByHand() {
        SampleDistribution d = SampleDistribution.of(new long[] {4, 1, 3, 2});
        assertEquals(4, d.count());
        assertEquals(1, d.min());
        assertEquals(4, d.max());
        assertEquals(2.5, d.mean(), 0.0);
        // Population: mean squared distance (2.25 + 0.25 + 0.25 + 2.25) / 4 = 1.25.
        assertEquals(Math.sqrt(1.25), d.std(), 1e-15);
        assertEquals(1, d.percentile(0));
        assertEquals(1, d.percentile(25));
        assertEquals(2, d.percentile(25.1));
        assertEquals(2, d.percentile(50), "the lower median: rank ceil(0.5 * 4) = 2");
        assertEquals(3, d.percentile(75));
        assertEquals(4, d.percentile(99));
        assertEquals(4, d.percentile(100));
    }

    @Test
    void oneSampleHasNoSpread() {
        SampleDistribution d = SampleDistribution.of(new long[] {42});
        assertEquals(0.0, d.std(), 0.0);
        assertEquals(42, d.percentile(50));
        assertEquals(42, d.percentile(99.99));
    }

    @Test
    void percentileRankIsExactDecimal() {
        // 99.9% of 50,000 in doubles is 49950.000000000004, whose ceiling would be a rank too far.
        assertEquals(49_950, SampleDistribution.rank(99.9, 50_000));
        assertEquals(9_999, SampleDistribution.rank(99.99, 10_000));
        assertEquals(1, SampleDistribution.rank(0.001, 10));
        long[] ramp = new long[50_000];
        for (int i = 0; i < ramp.length; i++) ramp[i] = i + 1;
        assertEquals(49_950, SampleDistribution.of(ramp).percentile(99.9));
    }

    @Test
    void agreesWithSortingAndIntegerRanks() {
        Random rnd = new Random(7);
        long[] samples = new long[30_011];
        for (int i = 0; i < samples.length; i++) {
            // Latency-like: a dense body, a tail, rare outliers; many repeated values.
            samples[i] = 200
                    + rnd.nextInt(50)
                    + (rnd.nextInt(100) == 0 ? rnd.nextInt(20_000) : 0)
                    + (i % 5000 == 0 ? 3_000_000 : 0);
        }
        long[] sorted = samples.clone();
        Arrays.sort(sorted);
        SampleDistribution d = SampleDistribution.of(samples);
        // p as numerator / denominator: rank = ceil(num * n / den) in integers.
        long[][] ps = {{50, 100}, {90, 100}, {99, 100}, {999, 1000}, {9999, 10000}};
        double[] asDouble = {50, 90, 99, 99.9, 99.99};
        for (int i = 0; i < ps.length; i++) {
            long n = sorted.length;
            long rank = (ps[i][0] * n + ps[i][1] - 1) / ps[i][1];
            assertEquals(sorted[(int) rank - 1], d.percentile(asDouble[i]), "p" + asDouble[i]);
        }
        double sum = 0;
        for (long v : samples) sum += v;
        double mean = sum / samples.length;
        double sq = 0;
        for (long v : samples) sq += (v - mean) * (v - mean);
        assertEquals(mean, d.mean(), 1e-9 * mean);
        assertEquals(Math.sqrt(sq / samples.length), d.std(), 1e-9 * d.std());
        assertEquals(sorted[0], d.min());
        assertEquals(sorted[sorted.length - 1], d.max());
    }

    @Test
    void streamingInAnyOrderGivesTheSameBits() {
        Random rnd = new Random(11);
        long[] a = new long[20_000];
        long[] b = new long[7_777];
        for (int i = 0; i < a.length; i++) a[i] = rnd.nextInt(100_000);
        for (int i = 0; i < b.length; i++) b[i] = 50_000 + rnd.nextInt(1_000_000);
        long[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);

        SampleDistribution.Builder ba = new SampleDistribution.Builder();
        for (int i = a.length - 1; i >= 0; i--) ba.add(a[i]);
        SampleDistribution.Builder bb = new SampleDistribution.Builder();
        for (long v : b) bb.add(v);
        SampleDistribution streamed =
                new SampleDistribution.Builder().addAll(bb).addAll(ba).build();
        SampleDistribution inMemory = SampleDistribution.of(all);

        assertEquals(inMemory.count(), streamed.count());
        assertEquals(Double.doubleToLongBits(inMemory.mean()), Double.doubleToLongBits(streamed.mean()));
        assertEquals(Double.doubleToLongBits(inMemory.std()), Double.doubleToLongBits(streamed.std()));
        assertArrayEquals(inMemory.distinctValues(), streamed.distinctValues());
        assertArrayEquals(inMemory.counts(), streamed.counts());
        for (double p : new double[] {0, 1, 50, 90, 99, 99.9, 99.99, 100}) {
            assertEquals(inMemory.percentile(p), streamed.percentile(p), "p" + p);
        }
    }

    @Test
    void extremeAndNegativeValuesAreCounted() {
        SampleDistribution.Builder b = new SampleDistribution.Builder();
        long[] odd = {Long.MIN_VALUE, -1, 0, 0, Long.MAX_VALUE, -1, 0};
        for (long v : odd) b.add(v);
        SampleDistribution d = b.build();
        assertArrayEquals(new long[] {Long.MIN_VALUE, -1, 0, Long.MAX_VALUE}, d.distinctValues());
        assertArrayEquals(new long[] {1, 2, 3, 1}, d.counts());
        assertEquals(7, d.count());
        assertEquals(0, d.percentile(50));
    }

    @Test
    void noSamplesAndBadPercentilesAreRefused() {
        SampleDistribution none = new SampleDistribution.Builder().build();
        assertEquals(0, none.count());
        assertTrue(none.isEmpty());
        assertTrue(Double.isNaN(none.mean()));
        assertTrue(Double.isNaN(none.std()));
        assertThrows(IllegalStateException.class, none::min);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> none.percentile(50));
        assertEquals("p50.0 of no samples", e.getMessage());
        SampleDistribution one = SampleDistribution.of(new long[] {1});
        for (double bad : new double[] {-0.1, 100.5, Double.NaN}) {
            IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, () -> one.percentile(bad));
            assertTrue(ex.getMessage().contains("outside 0..100"), ex.getMessage());
        }
    }
}
