package rtjbench.core.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class OutliersTest {
    @Test
    void keepsTheLargestWithTheirIndexes() {
        Random random = new Random(42);
        long[] values = new long[10_000];
        Outliers o = new Outliers(25);
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextInt(1_000_000);
            o.offer(values[i], i);
        }
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        long[][] kept = o.largestFirst();
        assertEquals(25, kept.length);
        for (int r = 0; r < kept.length; r++) {
            assertEquals(sorted[sorted.length - 1 - r], kept[r][0], "rank " + (r + 1));
            assertEquals(values[(int) kept[r][1]], kept[r][0], "the index names the sample");
            assertTrue(kept[r][2] > 0, "a time is recorded");
        }
    }

    @Test
    void fewerSamplesThanPlacesKeepsThemAll() {
        Outliers o = new Outliers(100);
        o.offer(5, 0);
        o.offer(7, 1);
        o.offer(3, 2);
        long[][] kept = o.largestFirst();
        assertArrayEquals(new long[] {7, 5, 3}, new long[] {kept[0][0], kept[1][0], kept[2][0]});
        assertArrayEquals(new long[] {1, 0, 2}, new long[] {kept[0][1], kept[1][1], kept[2][1]});
    }

    @Test
    void zeroPlacesKeepNothingAndClearForgets() {
        Outliers none = new Outliers(0);
        none.offer(Long.MAX_VALUE, 0);
        assertEquals(0, none.largestFirst().length);
        Outliers o = new Outliers(2);
        o.offer(9, 0);
        o.clear();
        o.offer(1, 0);
        assertEquals(1, o.largestFirst().length);
        assertEquals(1, o.largestFirst()[0][0]);
    }
}
