package rtjbench.core.run.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The count of warm-ups still running: a waiter wakes when the last ends, and the moment is kept. */
class WarmedUpTest {
    @Test
    void theLastCountDownReleasesTheWaitersAndStampsTheMoment() throws Exception {
        final WarmedUp w = new WarmedUp(2);
        assertFalse(w.await(1));
        assertEquals(0, w.allAtNanos());
        w.countDown();
        assertFalse(w.await(1), "one warm-up still runs");
        Thread last = new Thread(w::countDown);
        long before = System.nanoTime();
        last.start();
        assertTrue(w.await(10_000));
        last.join();
        assertTrue(w.allAtNanos() >= before);
        w.countDown(); // past zero: nothing changes
        assertTrue(w.await(0));
    }
}
