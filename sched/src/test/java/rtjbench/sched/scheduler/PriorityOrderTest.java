package rtjbench.sched.scheduler;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.uni.Priorities;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

class PriorityOrderTest {
    /** (T, D): a (10, 10), b (5, 8), c (5, 4), d (10, 4), e (5, 8). */
    private static final TaskSet SET = TaskSet.of(
            new Task("a", 10, 1, 10, Task.NONE, (int) Task.NONE),
            new Task("b", 5, 1, 8, Task.NONE, (int) Task.NONE),
            new Task("c", 5, 1, 4, Task.NONE, (int) Task.NONE),
            new Task("d", 10, 1, 4, Task.NONE, (int) Task.NONE),
            new Task("e", 5, 1, 8, Task.NONE, (int) Task.NONE));

    @Test
    void eachOrderHighestFirstTiesInFileOrder() {
        assertArrayEquals(new int[] {1, 2, 4, 0, 3}, PriorityOrder.RATE_MONOTONIC.order(SET));
        assertArrayEquals(new int[] {2, 3, 1, 4, 0}, PriorityOrder.DEADLINE_MONOTONIC.order(SET));
        assertArrayEquals(new int[] {0, 1, 2, 3, 4}, PriorityOrder.FILE.order(SET));
        assertArrayEquals(new int[] {4, 2, 0, 1, 3}, PriorityOrder.DEADLINE_MONOTONIC.ranks(SET));
    }

    /** The analysis orders tasks as the schedulers do, or a bound would be of another schedule. */
    @Test
    void theOrdersAreTheAnalysisOrders() {
        Random r = new Random(5);
        for (int s = 0; s < 500; s++) {
            int n = 1 + r.nextInt(8);
            Task[] tasks = new Task[n];
            for (int i = 0; i < n; i++) {
                long t = 2 + r.nextInt(6);
                tasks[i] = new Task("t" + i, t, 1, 1 + r.nextInt((int) t), Task.NONE, (int) Task.NONE);
            }
            TaskSet set = TaskSet.of(tasks);
            TaskArrays a = TaskArrays.of(set);
            assertArrayEquals(Priorities.rateMonotonic(a), PriorityOrder.RATE_MONOTONIC.order(set), set.toString());
            assertArrayEquals(
                    Priorities.deadlineMonotonic(a), PriorityOrder.DEADLINE_MONOTONIC.order(set), set.toString());
        }
    }

    @Test
    void namedByItsShortNameInAnyCase() {
        assertEquals(PriorityOrder.RATE_MONOTONIC, PriorityOrder.named("RM"));
        assertEquals(PriorityOrder.DEADLINE_MONOTONIC, PriorityOrder.named(" dm"));
        assertEquals(PriorityOrder.FILE, PriorityOrder.named("file"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PriorityOrder.named("edf"));
        assertEquals("'edf' is not a priority order; the orders are rm, dm or file", e.getMessage());
    }
}
