package rtjbench.core.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The allocation load's token bucket on a scripted clock: the rate it holds, how it parks, what it catches up. */
class AllocationBudgetTest {
    private static final long RATE = 20L << 20; // bytes a second: one thread of a 40 MB/s load of two
    private static final long OBJECT = 2_048;
    private static final long ALLOCATION_NANOS = 1_000; // what one allocation takes on the scripted clock
    private static final long SECOND = 1_000_000_000L;

    /** A thread that gets the CPU whenever it wants it, except from {@code stallFrom} for {@code stallNanos}. */
    private static long bytesIn(long nanos, long stallFrom, long stallNanos) {
        AllocationBudget budget = new AllocationBudget(RATE, 0);
        long now = 0;
        long bytes = 0;
        boolean stalled = false;
        while (now < nanos) {
            if (!stalled && now >= stallFrom) {
                now += stallNanos; // descheduled: the clock goes on, the thread does nothing
                stalled = true;
                continue;
            }
            long park = budget.parkNanos(now);
            if (park > 0) {
                assertTrue(park >= GcLoad.MIN_PARK_NANOS, "parks at least the shortest park: " + park);
                now += park;
                continue;
            }
            budget.spend(OBJECT);
            bytes += OBJECT;
            now += ALLOCATION_NANOS;
        }
        return bytes;
    }

    @Test
    void holdsTheRateToWithinAnObject() {
        assertEquals(RATE, bytesIn(SECOND, Long.MAX_VALUE, 0), OBJECT);
    }

    @Test
    void aStallShorterThanTheDebtLimitIsCaughtUp() {
        long stall = GcLoad.MAX_DEBT_NANOS * 4 / 5;
        assertEquals(RATE, bytesIn(SECOND, SECOND / 4, stall), OBJECT);
    }

    @Test
    void aLongerStallIsForgottenNotBurst() {
        long stall = 200_000_000L;
        long bytes = bytesIn(SECOND, SECOND / 4, stall);
        // the budget starts afresh when the thread runs again: the stall's share is never allocated
        assertEquals(RATE * (SECOND - stall) / SECOND, bytes, OBJECT);
    }

    @Test
    void aheadOfTheBudgetItParksForTheDifference() {
        AllocationBudget budget = new AllocationBudget(RATE, 0);
        assertEquals(0, budget.parkNanos(0), "an empty budget at its start allocates");
        budget.spend(RATE / 10); // a tenth of a second's bytes at once
        assertEquals(SECOND / 10, budget.parkNanos(0), 1);
        assertEquals(SECOND / 20, budget.parkNanos(SECOND / 20), 1);
        assertEquals(
                GcLoad.MIN_PARK_NANOS, budget.parkNanos(SECOND / 10 - 1_000), "never a park shorter than the least");
        assertEquals(0, budget.parkNanos(SECOND / 10), "level with the budget: allocates");
    }
}
