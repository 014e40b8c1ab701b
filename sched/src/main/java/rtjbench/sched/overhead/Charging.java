package rtjbench.sched.overhead;

import java.util.ArrayList;
import java.util.List;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/**
 * Seed 004 §3.1's charging: "each job incurs a scheduling and context switch overhead twice, a releasing
 * overhead once, and a preemption/migration delay at most once" (after Liu 2000 and Brandenburg and Anderson
 * 2009). Each WCET is inflated by those, by the release latency (a job that starts late by the timer's latency
 * must still finish by its deadline, so the latency is charged as if it were execution), and under global
 * scheduling by one cross-CPU wake-up (the releasing CPU is not always the one that runs the job). Figures that
 * depend on the number of tasks are taken for the set's size. The charged set is then given to the ordinary
 * tests: a test needs to know nothing about overheads.
 */
public final class Charging {
    /** Whether jobs may be woken from another CPU: global and clustered scheduling pay the cross-CPU wake-up. */
    public enum Placement {
        PARTITIONED,
        GLOBAL
    }

    private Charging() {}

    /** The extra time each job of {@code task} is charged in a set of {@code tasks} tasks. */
    public static long perJob(Overheads o, Task task, int tasks, Placement placement) {
        long extra = 2 * (o.schedule(tasks) + o.contextSwitch(tasks))
                + o.release(tasks)
                + o.releaseLatency(tasks)
                + o.cpmd(task.wss());
        if (placement == Placement.GLOBAL) {
            extra += o.crossCpuWakeup(tasks);
        }
        return extra;
    }

    /** {@code set} with every WCET inflated by {@link #perJob}; the same set where the model is {@link Overheads#NONE}. */
    public static TaskSet inflate(TaskSet set, Overheads o, Placement placement) {
        if (o == Overheads.NONE) {
            return set;
        }
        List<Task> charged = new ArrayList<>(set.size());
        for (Task t : set.tasks()) {
            charged.add(t.withWcet(Math.addExact(t.wcet(), perJob(o, t, set.size(), placement))));
        }
        return new TaskSet(set.id(), charged);
    }
}
