package rtjbench.events.cpmd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class CpmdStatsTest {
    @Test
    void aJobsDelayIsItsPassAfterMinusItsOwnHotPassInNanoseconds() {
        long[] hot = {100, 200, 300};
        long[] after = {150, 180, 900, 1000}; // a fourth pass after without its hot pass is not paired
        assertArrayEquals(new double[] {25, -10, 300}, CpmdStats.delaysNanos(hot, after, 0.5), 1e-9);
    }

    @Test
    void summaryOfOneToAHundred() {
        double[] v = new double[100];
        for (int i = 0; i < v.length; i++) v[i] = 100 - i; // order must not matter
        Map<String, Object> s = CpmdStats.summary(v);
        assertEquals(100, s.get("jobs"));
        assertEquals(50.5, s.get("avg"));
        assertEquals(28.9, s.get("std")); // population std of 1..100: sqrt((100^2 - 1) / 12) = 28.866
        assertEquals(1.0, s.get("min"));
        assertEquals(50.0, s.get("p50")); // nearest rank: the 50th of 100
        assertEquals(99.0, s.get("p99")); // the 99th
        assertEquals(100.0, s.get("max"));
    }

    @Test
    void negativeDelaysStayInTheStatisticsAndAreCounted() {
        double[] v = {-30, 10, 20};
        Map<String, Object> s = CpmdStats.summary(v);
        assertEquals(0.0, s.get("avg"));
        assertEquals(-30.0, s.get("min"));
        assertEquals(20.0, s.get("p99"));
        assertEquals(1, CpmdStats.negatives(v));
        assertEquals(1, CpmdStats.summary(new double[0]).size(), "no jobs: only the count");
    }

    @Test
    void theBoundIsEveryLineAMiss() {
        // 4 KB of 64-byte lines at 80 ns a miss: 64 x 80 ns
        assertEquals(5120.0, CpmdStats.boundNanos(4096 / 64, 80.0), 1e-9);
        // the seed's numbers: 10 MB / 64 B x 200 cycles at 3.4 GHz = 9.6 ms
        assertEquals(9.637e6, CpmdStats.boundNanos(10L * 1024 * 1024 / 64, 200 / 3.4), 1e3);
    }
}
