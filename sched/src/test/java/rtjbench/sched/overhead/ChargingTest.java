package rtjbench.sched.overhead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

class ChargingTest {
    private static final long MS = 1_000_000;

    private static Task withWss(String name, long wss) {
        return new Task(name, 10 * MS, 1 * MS, 10 * MS, wss, (int) Task.NONE);
    }

    @Test
    void eachFigureIsChargedAsTheSeedSaysOnce() {
        OverheadModel m = OverheadModelTest.model();
        Task t = withWss("a", 16384);
        // 2 x context switch (n = 3: the figure for 2) + release latency (n = 3: for 1) + preemption CPMD
        assertEquals(2 * 3_000 + 50_000 + 10_000, Charging.perJob(m, t, 3, Charging.Migration.NONE));
        // global: the migration's CPMD where larger, and one cross-CPU wake-up
        assertEquals(2 * 3_000 + 50_000 + 20_000 + 30_000, Charging.perJob(m, t, 3, Charging.Migration.ACROSS_CPUS));
    }

    @Test
    void aTaskWithoutAWorkingSetIsChargedNoCpmdUnlessOneIsAssumed() {
        OverheadModel m = OverheadModelTest.model();
        Task t = Task.implicit("b", 10 * MS, 1 * MS);
        assertEquals(2 * 3_000 + 50_000, Charging.perJob(m, t, 3, Charging.Migration.NONE));
        assertEquals(2 * 3_000 + 50_000 + 10_000, Charging.perJob(m, t, 3, Charging.Migration.NONE, 5000));
        List<String> left = Charging.leftOut(TaskSet.of(t, withWss("a", 4096)), m, Task.NONE);
        assertEquals(3, left.size(), left.toString());
        assertTrue(left.get(0).startsWith("release not charged"), left.toString());
        assertTrue(left.get(2).contains("1 of 2 tasks"), left.toString());
    }

    @Test
    void inflatingChargesEveryTaskWithTheSetsSize() {
        OverheadModel m = OverheadModelTest.model();
        TaskSet set = TaskSet.of(
                withWss("a", 4096), withWss("b", 4096), withWss("c", 4096), withWss("d", 4096), withWss("e", 4096));
        TaskSet charged = Charging.inflate(set, m, Charging.Migration.NONE);
        // n = 5: context switch for 4, release latency for 1
        assertEquals(1 * MS + 2 * 4_000 + 50_000 + 1_000, charged.get(0).wcet());
        assertEquals(set.get(0).period(), charged.get(0).period());
        assertEquals(set.get(0).deadline(), charged.get(0).deadline());
        assertSame(set, Charging.inflate(set, Overheads.NONE, Charging.Migration.ACROSS_CPUS));
    }
}
