package rtjbench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The steady-state rule against records worked out by hand, and the rolling median against a plain sort. */
class SteadyStateTest {
    @Test
    void theWorkedExampleOfTheDefinition() {
        long[] events = {900, 400, 150, 105, 100, 120, 100, 110};
        assertArrayEquals(new long[] {400, 150, 105, 105, 100, 110}, SteadyState.rollingMedians(events, 3));
        assertEquals(2, SteadyState.eventsTo(events, 100, 3, 0.10));
    }

    @Test
    void aLateWindowAboveTheBandMovesTheSteadyStateAfterIt() {
        // rolling medians 400 100 100 100 200 200 200 100 100: within from j = 1, but the windows at j = 4..6 are
        // above the band, so the steady state begins at j = 7
        long[] events = {900, 400, 100, 100, 100, 200, 200, 200, 100, 100, 100};
        assertEquals(7, SteadyState.eventsTo(events, 100, 3, 0.10));
    }

    @Test
    void oneLateEventDoesNotMoveTheRollingMedian() {
        long[] events = {100, 100, 5000, 100, 100};
        assertEquals(0, SteadyState.eventsTo(events, 100, 3, 0.10));
    }

    @Test
    void notReachedWhereTheLastWindowIsAboveTheBand() {
        assertEquals(-1, SteadyState.eventsTo(new long[] {500, 400, 300, 200, 150}, 100, 3, 0.10));
    }

    @Test
    void fasterThanTheReferenceIsSteady() {
        assertEquals(0, SteadyState.eventsTo(new long[] {50, 40, 60, 45}, 100, 3, 0.10));
    }

    @Test
    void theBandIsInclusiveAtTenPercent() {
        assertEquals(0, SteadyState.eventsTo(new long[] {110, 110, 110}, 100, 3, 0.10));
        assertEquals(-1, SteadyState.eventsTo(new long[] {111, 111, 111}, 100, 3, 0.10));
    }

    @Test
    void onACoarseClockTheBandIsOneStepWhereTenPercentIsLess() {
        assertEquals(40.0, SteadyState.bound(30, 10), 0.0);
        assertEquals(110.0, SteadyState.bound(100, 10), 1e-9);
        assertEquals(33.0, SteadyState.bound(30, 0), 1e-9);
        long[] oneStepAbove = new long[60];
        Arrays.fill(oneStepAbove, 40);
        assertEquals(0, SteadyState.eventsTo(oneStepAbove, 30, 10));
        assertEquals(-1, SteadyState.eventsTo(oneStepAbove, 30));
        long[] twoStepsAbove = new long[60];
        Arrays.fill(twoStepsAbove, 50);
        assertEquals(-1, SteadyState.eventsTo(twoStepsAbove, 30, 10));
    }

    @Test
    void aRecordShorterThanTheWindowIsOneWindow() {
        assertArrayEquals(
                new long[] {200}, SteadyState.rollingMedians(new long[] {900, 300, 100, 200}, 25)); // lower median
        assertEquals(0, SteadyState.eventsTo(new long[] {900, 100, 100}, 100));
    }

    @Test
    void rollingMediansMatchASortOfEachWindow() {
        Random random = new Random(7);
        long[] events = new long[500];
        for (int i = 0; i < events.length; i++) events[i] = random.nextInt(50); // many ties
        long[] medians = SteadyState.rollingMedians(events, SteadyState.WINDOW);
        assertEquals(events.length - SteadyState.WINDOW + 1, medians.length);
        for (int j = 0; j < medians.length; j++) {
            long[] window = Arrays.copyOfRange(events, j, j + SteadyState.WINDOW);
            Arrays.sort(window);
            assertEquals(window[SteadyState.WINDOW / 2], medians[j], "window at " + j);
        }
    }

    @Test
    void refusesANonPositiveReferenceOrWindow() {
        assertThrows(IllegalArgumentException.class, () -> SteadyState.eventsTo(new long[] {1}, 0));
        assertThrows(IllegalArgumentException.class, () -> SteadyState.rollingMedians(new long[] {1}, 0));
    }
}
