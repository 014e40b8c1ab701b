package rtjbench.events.taskset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

class TimelineTest {
    private static final long MS = 1_000_000L;
    private final Task a = Task.implicit("a", 4 * MS, MS);
    private final Task b = Task.implicit("b", 6 * MS, MS);
    private final TaskSet set = TaskSet.of(a, b); // hyperperiod 12 ms

    @Test
    void theMeasuredPartStartsAtAHyperperiodWhereTheWarmupCoversOne() {
        Timeline t = Timeline.of(set, 13 * MS, 24 * MS, false);
        assertTrue(t.synchronousStart());
        assertEquals(24 * MS, t.measuredOffset(), "13 ms of warm-up rounded up to two hyperperiods");
        assertEquals(6, t.warmupJobs(a), "releases at 0, 4, ..., 20 ms");
        assertEquals(4, t.warmupJobs(b));
        assertEquals(6, t.measuredJobs(a), "releases at 24 .. 44 ms");
        assertEquals(4, t.measuredJobs(b));
        assertEquals(6, t.mostMeasuredJobs(set));
    }

    @Test
    void aWarmupShorterThanTheHyperperiodIsNotStretchedToIt() {
        Timeline t = Timeline.of(set, 5 * MS, 24 * MS, false);
        assertFalse(t.synchronousStart());
        assertEquals(5 * MS, t.measuredOffset());
        assertEquals(2, t.warmupJobs(a), "0 and 4 ms");
        assertEquals(1, t.warmupJobs(b), "0 ms");
        assertEquals(6, t.measuredJobs(a), "8, 12, ..., 28 ms: releases in [5, 29) ms");
        assertEquals(4, t.measuredJobs(b), "6, 12, 18, 24 ms");
    }

    @Test
    void countingPeriodsOfTheShortestTaskGivesItExactlyThatManyJobs() {
        for (long warmup = 0; warmup < 9 * MS; warmup += MS / 2) {
            Timeline t = Timeline.of(set, warmup, 10 * 4 * MS, false);
            assertEquals(10, t.measuredJobs(a), "warm-up " + warmup);
            assertTrue(t.measuredJobs(b) <= 10);
        }
    }

    @Test
    void hyperperiodsAreCountedFromASynchronousRelease() {
        Timeline t = Timeline.of(set, 0, 3 * 12 * MS, true);
        assertTrue(t.synchronousStart());
        assertEquals(0, t.measuredOffset());
        assertEquals(9, t.measuredJobs(a));
        assertEquals(6, t.measuredJobs(b));
    }

    @Test
    void theOriginIsTheFirstCallersAndTheSameForEveryThread() {
        Timeline.Origin o = new Timeline.Origin(50 * MS);
        long before = System.nanoTime();
        long first = o.get();
        assertTrue(first - before >= 50 * MS);
        assertEquals(first, o.get());
    }
}
