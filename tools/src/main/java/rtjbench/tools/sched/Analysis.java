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
import rtjbench.tools.cli.ProgressLine;

/**
 * The tests run on one set, each on the set as the scheduler it analyses is charged ({@link
 * rtjbench.sched.scheduler.Scheduler#charging}): with an overhead model, WCETs are inflated once for partitioned
 * scheduling and once for global (which also pays a cross-CPU wake-up), Gracioli et al. §3.1's rule ({@link Charging});
 * a test needs to know nothing about overheads.
 */
final class Analysis {
    /** One test's answer on one set, with the partition where the test built one. */
    record Result(SchedulabilityTest test, Verdict verdict, Partition partition) {}

    private Analysis() {}

    /** Every test on {@code set} charged with {@code overheads}, in the tests' order. */
    static List<Result> run(
            TaskSet set, int cpus, List<SchedulabilityTest> tests, Overheads overheads, boolean partitions) {
        return run(set, "", cpus, tests, overheads, partitions, null);
    }

    /**
     * As {@link #run(TaskSet, int, List, Overheads, boolean)}, each test's start and end told to {@code progress}
     * (null: nobody) as {@code set NAME TEST}.
     */
    static List<Result> run(
            TaskSet set,
            String setName,
            int cpus,
            List<SchedulabilityTest> tests,
            Overheads overheads,
            boolean partitions,
            ProgressLine progress) {
        TaskArrays partitioned = null;
        TaskArrays global = null;
        String partitionedOverflow = null;
        String globalOverflow = null;
        List<Result> out = new ArrayList<>(tests.size());
        for (SchedulabilityTest t : tests) {
            Charging.Migration charging = t.scheduler().charging();
            boolean isGlobal = charging == Charging.Migration.ACROSS_CPUS;
            if (isGlobal && global == null && globalOverflow == null) {
                try {
                    global = TaskArrays.of(Charging.inflate(set, overheads, charging));
                } catch (ArithmeticException e) {
                    globalOverflow = e.getMessage();
                }
            } else if (!isGlobal && partitioned == null && partitionedOverflow == null) {
                try {
                    partitioned = TaskArrays.of(Charging.inflate(set, overheads, charging));
                } catch (ArithmeticException e) {
                    partitionedOverflow = e.getMessage();
                }
            }
            TaskArrays a = isGlobal ? global : partitioned;
            if (a == null) {
                // The charged set itself does not fit in 64 bits: no test can be asked.
                out.add(new Result(t, Verdict.notApplicable(isGlobal ? globalOverflow : partitionedOverflow), null));
                if (progress != null) progress.finished("set " + setName + " " + t.name(), "na");
                continue;
            }
            String unit = "set " + setName + " " + t.name();
            if (progress != null) progress.started(unit);
            Verdict v;
            Partition p = null;
            try {
                v = t.check(a, cpus);
                p = partitions && t instanceof PartitionedTest pt ? pt.partition(a, cpus) : null;
            } catch (ArithmeticException e) {
                v = Verdict.notApplicable("the arithmetic of " + t.name() + " overflows 64 bits on this set");
            }
            if (progress != null) progress.finished(unit, v.outcome().csv());
            out.add(new Result(t, v, p));
        }
        return out;
    }
}
