package rtjbench.events.cpmd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class LineWalkTest {
    @Test
    void aPassVisitsEveryLineExactlyOnceAndEndsWhereItBegan() {
        for (long bytes : new long[] {128, 4096, 64 * 1024 + 100, 1 << 20}) {
            LineWalk walk = new LineWalk(bytes, 64);
            int[] order = walk.visitOrder();
            assertEquals(bytes / 64, order.length);
            assertEquals(0, order[0], "the walk starts at line 0");
            boolean[] seen = new boolean[order.length];
            for (int line : order) {
                assertFalse(seen[line], "line " + line + " visited twice in " + bytes + " bytes");
                seen[line] = true;
            }
            assertEquals(0, walk.pass(), "after every line once the walk is back at line 0");
            assertEquals(bytes / 64 * 64, walk.bytes());
        }
    }

    @Test
    void theOrderIsNotTheMemoryOrder() {
        int[] order = new LineWalk(1 << 20, 64).visitOrder();
        int sequentialSteps = 0;
        for (int i = 1; i < order.length; i++) {
            if (Math.abs(order[i] - order[i - 1]) == 1) sequentialSteps++;
        }
        // A shuffled order of 16384 lines has a neighbour step about twice in 16384 (2/n per step).
        assertTrue(sequentialSteps < 20, sequentialSteps + " steps to a neighbouring line: a prefetcher would follow");
    }

    @Test
    void theOrderIsFixedBySeed() {
        assertArrayEquals(new LineWalk(64 * 1024, 64).visitOrder(), new LineWalk(64 * 1024, 64).visitOrder());
        assertFalse(Arrays.equals(
                new LineWalk(64 * 1024, 64, 1).visitOrder(), new LineWalk(64 * 1024, 64, 2).visitOrder()));
    }

    @Test
    void otherLineSizesStepByTheirLine() {
        LineWalk walk = new LineWalk(4096, 128);
        assertEquals(32, walk.lines());
        int[] sorted = walk.visitOrder().clone();
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) assertEquals(i, sorted[i]);
    }

    @Test
    void fewerThanTwoLinesOrOddLinesAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new LineWalk(100, 64));
        assertTrue(e.getMessage().contains("fewer than two 64-byte lines"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new LineWalk(4096, 6));
    }
}
