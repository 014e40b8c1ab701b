package rtjbench.tools.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A deoptimisation as a spike's cause: only in the sample's own thread, only inside its window, and then from the
 * trap to the window's end (the thread ran that code interpreted).
 */
class DeoptCauseTest {
    private static final long T0 = 5_000_000_000L;

    private static Attribution rule(Interval... vm) {
        return new Attribution(List.of(vm), null, new StealGrowths(List.of()));
    }

    private static Interval deopt(String thread, long at) {
        return new Interval("deopt", "Loop.run class_check", at, Long.MAX_VALUE, thread);
    }

    @Test
    void aTrapInTheSamplesThreadCoversTheRestOfTheWindow() {
        Spike s = rule(deopt("thread-0", T0 + 40_000)).explain("thread-0", 7, T0, 100_000, -1, List.of(1));
        assertEquals("deopt", s.main().kind(), s.toString());
        assertEquals("Loop.run class_check", s.main().detail());
        assertEquals(60_000, s.main().durationNanos());
        assertEquals(40_000, s.unexplainedNanos());
    }

    @Test
    void anotherThreadsTrapIsNoCause() {
        Spike s = rule(deopt("thread-1", T0 + 40_000)).explain("thread-0", 7, T0, 100_000, -1, List.of(1));
        assertTrue(s.causes().isEmpty(), s.toString());
        assertNull(s.main());
    }

    @Test
    void aTrapBeforeTheWindowIsNoCauseOfIt() {
        Spike s = rule(deopt("thread-0", T0 - 1)).explain("thread-0", 7, T0, 100_000, -1, List.of(1));
        assertTrue(s.causes().isEmpty(), s.toString());
    }
}
