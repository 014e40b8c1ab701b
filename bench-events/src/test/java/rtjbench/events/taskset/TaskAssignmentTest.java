package rtjbench.events.taskset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.os.CpuList;
import rtjbench.core.support.ConfigException;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;

class TaskAssignmentTest {
    private static final long MS = 1_000_000L;
    // a constrained deadline: rate and deadline monotonic disagree on c
    private final TaskSet set = TaskSet.of(
            new Task("a", 10 * MS, 2 * MS, 10 * MS, Task.NONE, (int) Task.NONE),
            new Task("b", 5 * MS, MS, 5 * MS, Task.NONE, (int) Task.NONE),
            new Task("c", 20 * MS, 2 * MS, 4 * MS, Task.NONE, (int) Task.NONE));

    private static final Scheduler RM = Scheduler.GLOBAL_FP.withPriorityOrder(PriorityOrder.RATE_MONOTONIC);

    @Test
    void rateMonotonicRanksByPeriodAndDeadlineMonotonicByDeadline() throws ConfigException {
        TaskAssignment rm = TaskAssignment.of(set, RM, "ffd", CpuList.of(0, 1), 80, 10, 100_000L);
        assertEquals(1, rm.rank(0));
        assertEquals(0, rm.rank(1));
        assertEquals(2, rm.rank(2));
        assertEquals(78, rm.fifoPriority(2));
        TaskAssignment dm = TaskAssignment.of(set, Scheduler.GLOBAL_FP, "ffd", CpuList.of(0, 1), 80, 10, 100_000L);
        assertEquals(0, dm.rank(2), "deadline 4 ms is the shortest");
        assertEquals(80, dm.fifoPriority(2));
    }

    @Test
    void globalTasksMayRunOnEveryCpuAndPartitionedOnesOnOne() throws ConfigException {
        TaskAssignment global = TaskAssignment.of(set, Scheduler.GLOBAL_EDF, "ffd", CpuList.of(0, 1), 80, 10, 100_000L);
        assertEquals(CpuList.of(0, 1), global.cpusOf(0));
        assertEquals(2_300_000L, global.runtime(0), "WCET + 10% + 100 us");
        TaskAssignment part =
                TaskAssignment.of(set, Scheduler.PARTITIONED_FP, "ffd", CpuList.of(2, 3), 80, 10, 100_000L);
        for (int i = 0; i < set.size(); i++) {
            assertEquals(1, part.cpusOf(i).size());
            assertTrue(CpuList.of(2, 3).containsAll(part.cpusOf(i)), "CPU indices map to the cpus given");
        }
    }

    @Test
    void aSetThatFitsNoPartitionIsRefusedNamingTheTask() {
        TaskSet heavy = TaskSet.of(
                Task.implicit("h1", 10 * MS, 7 * MS),
                Task.implicit("h2", 10 * MS, 7 * MS),
                Task.implicit("h3", 10 * MS, 7 * MS));
        ConfigException e = assertThrows(
                ConfigException.class,
                () -> TaskAssignment.of(heavy, Scheduler.PARTITIONED_FP, "ffd", CpuList.of(0, 1), 80, 10, 100_000L));
        assertTrue(e.getMessage().contains("does not fit 2 CPUs"), e.getMessage());
        assertTrue(e.getMessage().contains("task h3 fits on no CPU"), e.getMessage());
    }

    @Test
    void theMetadataNamesThePartitionAndEachTasksPriority() throws ConfigException {
        TaskAssignment p = TaskAssignment.of(
                set,
                Scheduler.PARTITIONED_FP.withPriorityOrder(PriorityOrder.RATE_MONOTONIC),
                "ffd",
                CpuList.of(0),
                50,
                10,
                100_000L);
        Map<String, Object> m = p.toMetadata(true);
        assertEquals("partitioned-fp", m.get("scheduler"));
        assertEquals(java.util.Arrays.asList("a", "b", "c"), ((Map<?, ?>) m.get("partition")).get("0"));
        Map<?, ?> b = (Map<?, ?>) ((List<?>) m.get("tasks")).get(1);
        assertEquals(50, b.get("fifo_priority"));
        assertEquals(null, b.get("dl_runtime_ns"));
        assertEquals("rm", m.get("priorities"));
    }

    @Test
    void aCpuColumnOutsideTheRunsCpusIsRefusedNamingTheTask() throws ConfigException {
        TaskSet pinned = TaskSet.of(
                new Task("a", 10 * MS, 2 * MS, 10 * MS, Task.NONE, 1),
                new Task("z", 10 * MS, 2 * MS, 10 * MS, Task.NONE, 2));
        for (Scheduler s : Scheduler.onLinux()) {
            ConfigException e = assertThrows(
                    ConfigException.class, () -> TaskAssignment.of(pinned, s, "ffd", CpuList.of(4, 5), 80, 10, 0));
            assertEquals(
                    "task z: its cpu column is 2, but the run has 2 CPUs (cpus=4-5; the cpu column is an index into"
                            + " them, 0..1)",
                    e.getMessage(),
                    s.name());
        }
        TaskAssignment.of(pinned, Scheduler.GLOBAL_FP, "ffd", CpuList.of(4, 5, 6), 80, 10, 0); // 0..2: accepted
    }
}
