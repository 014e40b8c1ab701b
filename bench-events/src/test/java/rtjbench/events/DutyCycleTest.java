package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DutyCycleTest {
    @Test
    void otherPoliciesNeverRest() throws Exception {
        DutyCycle d = new DutyCycle(false);
        d.start();
        Thread.sleep(DutyCycle.BUSY_NANOS / 1_000_000 + 5);
        assertFalse(d.due());
    }

    @Test
    void realTimeRestsAfterItsBusyTimeAndCountsTheRests() throws Exception {
        DutyCycle d = new DutyCycle(true);
        d.start();
        assertFalse(d.due(), "not due at the start");
        Thread.sleep(DutyCycle.BUSY_NANOS / 1_000_000 + 5);
        assertTrue(d.due());
        long start = System.nanoTime();
        d.rest();
        assertTrue(System.nanoTime() - start >= DutyCycle.REST_NANOS, "slept the whole rest");
        assertFalse(d.due(), "busy time counts anew");
        assertEquals(1, d.rests());
    }
}
