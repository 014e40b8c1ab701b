package rtjbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class DeadlineMissesTest {
    @Test
    void countsMissesRunsAndTheWorstFraction() {
        // deadline 100: 101 and 250 miss, 100 itself is on time
        DeadlineMisses d = DeadlineMisses.of(new long[] {10, 101, 250, 100, 150, 20, 300, 301, 302}, 100);
        assertEquals(9, d.samples());
        assertEquals(6, d.misses());
        assertEquals(3, d.longestRun());
        assertEquals(6 / 9.0, d.missRatio(), 1e-12);
        assertEquals(3.02, d.latenessFraction(), 1e-12);
    }

    @Test
    void threadsAddUp() {
        DeadlineMisses a = DeadlineMisses.of(new long[] {200, 200, 1}, 100);
        DeadlineMisses b = DeadlineMisses.of(new long[] {1, 500}, 100);
        a.add(b);
        assertEquals(5, a.samples());
        assertEquals(3, a.misses());
        assertEquals(2, a.longestRun());
        assertEquals(5.0, a.latenessFraction(), 1e-12);
    }

    @Test
    void noMissesAndNoSamples() {
        assertEquals(0, DeadlineMisses.of(new long[] {1, 2, 3}, 100).misses());
        assertEquals(0.0, DeadlineMisses.of(new long[0], 100).missRatio());
        assertThrows(IllegalArgumentException.class, () -> new DeadlineMisses(0));
    }
}
