package rtjbench.sched.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.sched.model.Task;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;

class WorkloadRecordTest {
    private static final long MS = 1_000_000L;

    private static WorkloadRecord record(Scheduler s) {
        return new WorkloadRecord(
                s,
                s.partitioned() ? "ffd" : null,
                "2-3",
                Arrays.asList(
                        new WorkloadRecord.TaskRecord(
                                new Task("a", 10 * MS, 2 * MS, 10 * MS, 4096, (int) Task.NONE), "2", 0, 1, 79, -1),
                        new WorkloadRecord.TaskRecord(Task.implicit("b", 5 * MS, MS), "3", 1, 0, 80, -1)),
                3 * MS,
                40 * MS,
                10,
                Arrays.asList(
                        new WorkloadRecord.TaskOutcome("thread-0", 4, 3 * MS, 0),
                        new WorkloadRecord.TaskOutcome("thread-1", 8, -1, 2)));
    }

    @Test
    void whatARecordWritesReadsBackTheSame() throws Exception {
        WorkloadRecord w = record(Scheduler.PARTITIONED_FP.withPriorityOrder(PriorityOrder.RATE_MONOTONIC));
        Map<String, Object> m = w.toMap();
        assertEquals("partitioned-fp", m.get(WorkloadRecord.Keys.SCHEDULER));
        assertEquals("rm", m.get(WorkloadRecord.Keys.PRIORITIES));
        WorkloadRecord back = WorkloadRecord.read(m);
        assertEquals(w.scheduler(), back.scheduler());
        assertEquals("ffd", back.partitioning());
        assertEquals(2, back.cpuCount());
        assertEquals(w.set(), back.set());
        assertEquals(4096, back.set().get(0).wss());
        assertEquals(1, back.tasks().get(1).partitionCpu());
        assertEquals(0, back.tasks().get(1).rank());
        assertEquals(80, back.tasks().get(1).fifoPriority());
        assertEquals(-1, back.tasks().get(0).dlRuntime());
        assertEquals(3 * MS, back.warmup());
        assertEquals(40 * MS, back.measured());
        assertEquals(10, back.overrunMarginPercent());
        assertEquals(-1, back.outcomes().get(1).maxResponse());
        assertEquals(2, back.outcomes().get(1).misses());
        assertEquals(m, back.toMap());
        assertEquals(Arrays.asList("a", "b"), back.expectedJobs().tasks());
    }

    @Test
    void anEdfRunHasNoPriorityOrder() throws Exception {
        Map<String, Object> m = record(Scheduler.GLOBAL_EDF).toMap();
        assertEquals(null, m.get(WorkloadRecord.Keys.PRIORITIES));
        assertEquals(Scheduler.GLOBAL_EDF, WorkloadRecord.read(m).scheduler());
        m.remove(WorkloadRecord.Keys.PRIORITIES);
        m.put(WorkloadRecord.Keys.SCHEDULER, "gfp"); // an alias, no order: the default one
        assertEquals(Scheduler.GLOBAL_FP, WorkloadRecord.read(m).scheduler());
    }

    @Test
    void whatIsMissingOrWrongIsNamedByItsKey() {
        Map<String, Object> m = record(Scheduler.PARTITIONED_FP).toMap();
        m.put(WorkloadRecord.Keys.SCHEDULER, "edf");
        assertEquals(
                "workload.scheduler / priorities: 'edf' is not a scheduler; the schedulers are " + Scheduler.names(),
                refused(m));
        m = record(Scheduler.PARTITIONED_FP).toMap();
        task(m, 1).put(WorkloadRecord.TaskKeys.PARTITION_CPU, 2);
        assertEquals("workload.tasks[1].partition_cpu: 2 is not one of the 2 CPUs under partitioned-fp", refused(m));
        m = record(Scheduler.GLOBAL_FP).toMap();
        task(m, 0).put(WorkloadRecord.TaskKeys.PERIOD_NS, 1.5);
        assertEquals("workload.tasks[0].period_ns: '1.5' is not a whole number", refused(m));
        m = record(Scheduler.GLOBAL_FP).toMap();
        task(m, 0).remove(WorkloadRecord.TaskKeys.WCET_NS);
        assertEquals("workload.tasks[0].wcet_ns: missing", refused(m));
        m = record(Scheduler.GLOBAL_FP).toMap();
        m.put(WorkloadRecord.Keys.CPUS, "two");
        assertEquals("workload.cpus: 'two' is not a CPU list", refused(m));
        m = record(Scheduler.GLOBAL_FP).toMap();
        ((List<?>) m.get(WorkloadRecord.Keys.PER_TASK)).remove(1);
        assertEquals("workload.per_task: 1 entries for 2 tasks", refused(m));
    }

    @Test
    void numbersAsAJsonParserGivesThem() throws Exception {
        Map<String, Object> m = record(Scheduler.GLOBAL_FP).toMap();
        task(m, 0).put(WorkloadRecord.TaskKeys.PERIOD_NS, 10_000_000); // an Integer
        task(m, 0).put(WorkloadRecord.TaskKeys.RANK, 1.0); // a whole Double
        WorkloadRecord w = WorkloadRecord.read(m);
        assertEquals(10 * MS, w.set().get(0).period());
        assertEquals(1, w.tasks().get(0).rank());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> task(Map<String, Object> m, int i) {
        return ((List<Map<String, Object>>) m.get(WorkloadRecord.Keys.TASKS)).get(i);
    }

    private static String refused(Map<String, Object> m) {
        return assertThrows(RunFormatException.class, () -> WorkloadRecord.read(m))
                .getMessage();
    }
}
