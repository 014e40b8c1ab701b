package rtjbench.tools.verdict;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.sched.analysis.SchedulabilityTest;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.analysis.global.GedfRta;
import rtjbench.sched.analysis.global.GfpRta;
import rtjbench.sched.analysis.partitioned.PartitionedTest;
import rtjbench.sched.gen.SplitMix;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.overhead.Charging;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.scheduler.Scheduler;

/**
 * How much more a set like the user's could hold here: for each scheduler, the largest utilisation at which at least
 * {@link #SHARE} of random sets like it are shown schedulable by the scheduler's analysis with the VM entry's
 * overhead model (and, for the partitioned schedulers, its collector's MMU). "Like it": the same task count,
 * periods, deadline-to-period ratios and working-set sizes; the utilisations drawn by UUniFast (Bini and Buttazzo
 * 2005) for each total, a task's no more than 1, from a fixed seed, so the same folder gives the same figures.
 */
public final class Headroom {
    /** The share of sets that must be schedulable at a utilisation for it to count. */
    public static final double SHARE = 0.95;
    /** Sets drawn at each utilisation. */
    public static final int SETS = 100;
    /** The utilisation steps, as a fraction of the CPU count. */
    static final int STEPS = 40;

    private static final long SEED = 0x5EED_4EADL;

    private Headroom() {}

    /**
     * Each scheduler's headroom (the largest total utilisation, NaN where not even the smallest step holds), in the
     * order given.
     */
    static Map<String, Double> of(
            TaskSet like, int cpus, List<String> schedulers, String partitioning, Verdicts.VmModels m) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (String s : schedulers) out.put(s, largest(like, cpus, s, partitioning, m));
        return out;
    }

    private static double largest(TaskSet like, int cpus, String scheduler, String partitioning, Verdicts.VmModels m) {
        Scheduler s = Scheduler.named(scheduler);
        SchedulabilityTest test = test(s, Heuristic.byAbbreviation(partitioning), m);
        double best = Double.NaN;
        for (int step = 1; step <= STEPS; step++) {
            double total = cpus * (double) step / STEPS;
            if (total > like.size()) break;
            SplitMix random = new SplitMix(SEED + step);
            int ok = 0;
            for (int k = 0; k < SETS; k++) {
                TaskSet drawn = draw(like, total, random);
                if (drawn == null) continue; // a job longer than its deadline: no scheduler meets it
                TaskSet set = Charging.inflate(drawn, m.overheads(), s.charging());
                Verdict v = test.decide(TaskArrays.of(set), cpus);
                if (v.outcome() == Verdict.Outcome.SCHEDULABLE) ok++;
            }
            if (ok < SHARE * SETS) break;
            best = total;
        }
        return best;
    }

    /**
     * The analysis of a scheduler's runs ({@code sched check}'s): a partitioned scheduler's heuristic with its
     * uniprocessor test under the collector's supply; the global RTAs, which take no supply.
     */
    private static SchedulabilityTest test(Scheduler s, Heuristic h, Verdicts.VmModels m) {
        if (s.partitioned()) return new PartitionedTest(s, h, Verdicts.supply(m));
        return s.edf() ? new GedfRta() : new GfpRta();
    }

    /**
     * A set like {@code like} with total utilisation {@code total} (UUniFast, redrawn while a task's passes 1); null
     * where a task's WCET comes out longer than its deadline.
     */
    static TaskSet draw(TaskSet like, double total, SplitMix random) {
        int n = like.size();
        double[] u = new double[n];
        do {
            double sum = total;
            for (int i = 0; i < n - 1; i++) {
                double next = sum * Math.pow(random.nextDouble(), 1.0 / (n - 1 - i));
                u[i] = sum - next;
                sum = next;
            }
            u[n - 1] = sum;
        } while (!atMostOne(u));
        List<Task> tasks = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Task t = like.get(i);
            long wcet = Math.max(1, (long) Math.floor(u[i] * t.period()));
            if (wcet > t.deadline()) return null;
            tasks.add(new Task(
                    t.name(), t.period(), wcet, t.deadline(), t.hasWss() ? t.wss() : Task.NONE, (int) Task.NONE));
        }
        return new TaskSet(tasks);
    }

    private static boolean atMostOne(double[] u) {
        for (double x : u) if (x > 1) return false;
        return true;
    }
}
