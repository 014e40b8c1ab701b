package rtjbench.sched.overhead;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/**
 * Seed 004 §3.1's charging: "each job incurs a scheduling and context switch overhead twice, a releasing overhead
 * once, and a preemption/migration delay at most once" (after Liu 2000 and Brandenburg and Anderson 2009). Each
 * job's WCET is inflated by
 *
 * <pre>
 *   2 × (schedule(n) + context_switch(n))       the switch to the job and the switch away from it
 * + release(n)                                  the processor time its release costs
 * + release_latency(n)                          how late it can start after its release time
 * + CPMD(wss)                                   once: partitioned, a preemption's; global, a preemption's
 *                                               or a migration's, whichever is larger
 * + cross_cpu_wakeup(n)                         global and clustered only: the CPU that releases it is not
 *                                               always the one that runs it
 * </pre>
 *
 * with n the number of tasks in the set. The two latencies are delays, not processor time; charging them as
 * execution is safe (a job that starts late by d and then runs for C finishes no later than one that runs for
 * C + d from its release: the suspension-oblivious argument) where the papers' tests know no release jitter.
 * No measured quantity is charged twice: a model made from the suite's runs has no {@code release} (a Java thread
 * cannot time a release's own processor time apart from the delay it causes) and no {@code schedule} (its context
 * switch spans the pick), so each is 0 there and spanned by {@code release_latency} and {@code context_switch};
 * their absence is named in the model. The switch to a job is in both its release latency and one of its two
 * context switches: one switch too many, charged on the safe side.
 *
 * <p>A task without a working-set size is charged no CPMD unless a size to assume is given (Gracioli et al.'s weighted
 * schedulability gives every task the same one). The charged set then goes to the ordinary tests: a test needs to
 * know nothing about overheads.
 */
public final class Charging {
    /**
     * Whether a job may be woken from another CPU and migrate: {@code NONE} under partitioned scheduling (and on
     * one CPU), {@code ACROSS_CPUS} under global and clustered scheduling. A scheduler says which applies to it
     * ({@code rtjbench.sched.scheduler.Scheduler#charging}).
     */
    public enum Migration {
        NONE,
        ACROSS_CPUS
    }

    private Charging() {}

    /** The extra time each job of {@code task} is charged in a set of {@code tasks} tasks; no CPMD without a WSS. */
    public static long perJob(Overheads o, Task task, int tasks, Migration migration) {
        return perJob(o, task, tasks, migration, Task.NONE);
    }

    /**
     * The extra time each job of {@code task} is charged in a set of {@code tasks} tasks, a task without a
     * working-set size taken to have {@code assumedWss} bytes ({@link Task#NONE}: charged no CPMD).
     */
    public static long perJob(Overheads o, Task task, int tasks, Migration migration, long assumedWss) {
        long extra = Math.addExact(
                Math.multiplyExact(2, Math.addExact(o.schedule(tasks), o.contextSwitch(tasks))),
                Math.addExact(o.release(tasks), o.releaseLatency(tasks)));
        long wss = task.hasWss() ? task.wss() : assumedWss;
        if (wss != Task.NONE) {
            extra = Math.addExact(extra, migration == Migration.NONE ? o.preemptionDelay(wss) : o.cpmd(wss));
        }
        if (migration == Migration.ACROSS_CPUS) {
            extra = Math.addExact(extra, o.crossCpuWakeup(tasks));
        }
        return extra;
    }

    /**
     * The first task of {@code set} whose working-set size (its own, else {@code assumedWss}) lies past the
     * largest size whose CPMD the model bounds ({@link Overheads#largestWss}), or -1 where the model covers
     * every task. Charging such a task is refused: no measured figure bounds its delay.
     */
    public static int uncovered(TaskSet set, Overheads o, long assumedWss) {
        long largest = o.largestWss();
        for (int i = 0; i < set.size(); i++) {
            Task t = set.get(i);
            long wss = t.hasWss() ? t.wss() : assumedWss;
            if (wss != Task.NONE && wss > largest) {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@code set} with every WCET inflated by {@link #perJob}; the same set where the model is {@link
     * Overheads#NONE}. An {@link ArithmeticException} naming the task where a charged WCET passes 2^63 - 1 ns
     * (a caller reports it as {@code na}).
     */
    public static TaskSet inflate(TaskSet set, Overheads o, Migration migration) {
        return inflate(set, o, migration, Task.NONE);
    }

    /**
     * As {@link #inflate(TaskSet, Overheads, Migration)}, tasks without a working-set size taken to have {@code
     * assumedWss}.
     */
    public static TaskSet inflate(TaskSet set, Overheads o, Migration migration, long assumedWss) {
        if (o == Overheads.NONE) {
            return set;
        }
        List<Task> charged = new ArrayList<>(set.size());
        for (Task t : set.tasks()) {
            long wcet;
            try {
                wcet = Math.addExact(t.wcet(), perJob(o, t, set.size(), migration, assumedWss));
            } catch (ArithmeticException e) {
                throw new ArithmeticException("charging the overheads overflows 64 bits: " + t.name()
                        + "'s WCET plus its overheads passes " + Long.MAX_VALUE + " ns");
            }
            charged.add(t.withWcet(wcet));
        }
        return new TaskSet(set.id(), charged);
    }

    /**
     * What charging {@code set} with {@code o} leaves out, one line each, for the output of a command that
     * charges: the model's missing figures with their reasons, and the tasks charged no CPMD for want of a
     * working-set size. Empty where nothing is left out.
     */
    public static List<String> leftOut(TaskSet set, Overheads o, long assumedWss) {
        List<String> lines = notCharged(o);
        String cpmd = cpmdLeftOut(set, o, assumedWss);
        if (cpmd != null) {
            lines.add(cpmd);
        }
        return lines;
    }

    /** The lines of {@link #leftOut} that name the model's missing figures, each with its reason. */
    public static List<String> notCharged(Overheads o) {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, String> m : o.missing().entrySet()) {
            lines.add(m.getKey() + " not charged (0): " + m.getValue());
        }
        return lines;
    }

    /**
     * The line of {@link #leftOut} that counts the tasks of {@code set} charged no CPMD for want of a working-set
     * size; null where every task is charged its CPMD (or nothing is charged).
     */
    public static String cpmdLeftOut(TaskSet set, Overheads o, long assumedWss) {
        if (assumedWss != Task.NONE || o == Overheads.NONE) {
            return null;
        }
        int without = 0;
        for (Task t : set.tasks()) {
            if (!t.hasWss()) {
                without++;
            }
        }
        return without == 0
                ? null
                : "CPMD not charged to " + without + " of " + set.size()
                        + " tasks: they have no working-set size (give one in the task-set file's wss column)";
    }
}
