package rtjbench.tools.sched;

import java.util.ArrayList;
import java.util.List;
import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.partitioned.PartitionedTest;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.overhead.Overheads;
import rtjbench.sched.partition.Partition;

/**
 * The tests run on one set, each on the set as the scheduler it analyses is charged ({@link
 * rtjbench.sched.scheduler.Scheduler#charging}): with an overhead model, WCETs are inflated once for partitioned
 * scheduling and once for global (which also pays a cross-CPU wake-up), seed 004 §3.1's rule ({@link Charging}); a
 * test needs to know nothing about overheads.
 */
final class Analysis {
    /** One test's answer on one set, with the partition where the test built one. */
    record Result(SchedulabilityTest test, Verdict verdict, Partition partition) {}

    private Analysis() {}

    /** Every test on {@code set} charged with {@code overheads}, in the tests' order. */
    static List<Result> run(
            TaskSet set, int cpus, List<SchedulabilityTest> tests, Overheads overheads, boolean partitions) {
        TaskArrays partitioned = null;
        TaskArrays global = null;
        List<Result> out = new ArrayList<>(tests.size());
        for (SchedulabilityTest t : tests) {
            TaskArrays a;
            Charging.Migration charging = t.scheduler().charging();
            if (charging == Charging.Migration.ACROSS_CPUS) {
                if (global == null) global = TaskArrays.of(Charging.inflate(set, overheads, charging));
                a = global;
            } else {
                if (partitioned == null) partitioned = TaskArrays.of(Charging.inflate(set, overheads, charging));
                a = partitioned;
            }
            Verdict v;
            try {
                v = t.check(a, cpus);
            } catch (ArithmeticException e) {
                v = Verdict.notApplicable("the arithmetic of " + t.name() + " overflows 64 bits on this set");
            }
            Partition p = partitions && t instanceof PartitionedTest pt ? pt.partition(a, cpus) : null;
            out.add(new Result(t, v, p));
        }
        return out;
    }
}
