package rtjbench.core.wait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PaddedCellsTest {
    @Test
    void cellsAreIndependentAndCountAcrossThreads() throws InterruptedException {
        PaddedCells c = new PaddedCells(2);
        c.publish(0, 41);
        c.set(1, 7);
        assertEquals(41, c.get(0));
        assertEquals(7, c.get(1));
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(() -> {
                for (int k = 0; k < 10_000; k++) {
                    c.incrementAndGet(1);
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        assertEquals(40_007, c.get(1));
        assertEquals(40_006, c.decrementAndGet(1));
        assertEquals(41, c.get(0));
    }

    @Test
    void theCountIsBounded() {
        assertThrows(IllegalArgumentException.class, () -> new PaddedCells(0));
        assertThrows(IllegalArgumentException.class, () -> new PaddedCells(PaddedCells.MAX_CELLS + 1));
    }
}
