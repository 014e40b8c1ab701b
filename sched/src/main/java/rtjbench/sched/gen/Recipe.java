package rtjbench.sched.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/**
 * How to draw a task set: a utilisation distribution, a period distribution, implicit deadlines, and either
 * tasks added until a utilisation cap (Gracioli et al.: a task that would pass the cap ends the set; a set whose total
 * falls more than {@code slack} below the cap is drawn again) or a fixed number of tasks scaled to a total
 * utilisation (the RTMultiSim thesis' cardinality × load grid).
 *
 * <p>Each task: period T from the periods, utilisation u from the utilisations, WCET = round(u·T) in whole
 * nanoseconds (at least 1); its real utilisation C/T is what counts toward the cap. Tasks are named t1, t2, ...
 * Every draw comes from a {@link SplitMix} made of the seed and the set's coordinates, so the same seed gives
 * the same sets on any JVM, in any order, on any number of threads.
 */
public final class Recipe {
    /** Attempts at a set within the slack before the recipe gives up (an unreachable cap, say). */
    static final int ATTEMPTS = 100_000;
    /** The extra coordinate of the deadlines' stream. */
    private static final long DEADLINE_STREAM = 0x6465_6164_6C69_6E65L;

    private final String name;
    private final String source;
    private final Utilizations utilizations;
    private final Periods periods;
    private final double slack;

    public Recipe(String name, String source, Utilizations utilizations, Periods periods, double slack) {
        this.name = name;
        this.source = source;
        this.utilizations = utilizations;
        this.periods = periods;
        this.slack = slack;
    }

    public String name() {
        return name;
    }

    /** Where the recipe is from and what it draws, for --help and the docs. */
    public String describe() {
        return String.format(
                Locale.ROOT,
                "%s: utilisations %s; periods %s; implicit deadlines; sets within %s below the cap",
                source,
                utilizations.describe(),
                periods.describe(),
                Utilizations.trim(slack));
    }

    public double slack() {
        return slack;
    }

    /**
     * Set number {@code index} for {@code seed}: up to the cap {@code cap} ({@code tasks} = 0) or of {@code tasks}
     * tasks scaled to total utilisation {@code cap}; with constrained deadlines drawn in [C, T] where asked.
     * {@code sched generate} and {@code sched ratio} both draw through here, so they draw the same sets.
     */
    public TaskSet draw(long seed, double cap, int tasks, long index, String id, boolean constrained) {
        TaskSet s = tasks > 0 ? withCount(seed, tasks, cap, index, id) : upToCap(seed, cap, index, id);
        if (!constrained) {
            return s;
        }
        long[] at = tasks > 0 ? new long[] {Math.round(cap * 1000), tasks, index} : coordinates(cap, index);
        return constrainDeadlines(s, seed, at);
    }

    /**
     * Set number {@code index} at utilisation cap {@code cap} (total utilisation in [cap − slack, cap]) for
     * {@code seed}; its id is {@code id}.
     */
    public TaskSet upToCap(long seed, double cap, long index, String id) {
        if (!(cap > 0)) {
            throw new IllegalArgumentException("the cap must be above 0, not " + cap);
        }
        SplitMix random = SplitMix.forSet(seed, coordinates(cap, index));
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            List<Task> tasks = new ArrayList<>();
            double total = 0;
            long hyper = 1;
            while (true) {
                long period = periods.draw(random, hyper);
                long wcet = Math.max(1, Math.round(utilizations.draw(random) * period));
                double u = (double) wcet / period;
                if (total + u > cap) {
                    break;
                }
                tasks.add(Task.implicit("t" + (tasks.size() + 1), period, wcet));
                total += u;
                hyper = Periods.lcmMs(hyper, period);
            }
            if (total >= cap - slack && !tasks.isEmpty()) {
                return new TaskSet(id, tasks);
            }
        }
        throw new IllegalArgumentException(String.format(
                Locale.ROOT,
                "%s: no set within %s below the cap %s in %d attempts (a task's utilisation is %s)",
                name,
                Utilizations.trim(slack),
                Utilizations.trim(cap),
                ATTEMPTS,
                utilizations.describe()));
    }

    /**
     * Set number {@code index} of exactly {@code count} tasks with total utilisation {@code load} (to the
     * rounding of the WCETs): utilisations drawn from the distribution and scaled to the load; where a task
     * would pass 1, it is held at 1 and the excess spread over the others in proportion to theirs, until none
     * passes 1.
     */
    public TaskSet withCount(long seed, int count, double load, long index, String id) {
        if (count < 1 || !(load > 0) || load > count) {
            throw new IllegalArgumentException(String.format(
                    Locale.ROOT, "%d tasks cannot have total utilisation %s (each is at most 1)", count, load));
        }
        SplitMix random = SplitMix.forSet(seed, Math.round(load * 1000), count, index);
        double[] u = new double[count];
        for (int i = 0; i < count; i++) {
            u[i] = utilizations.draw(random);
        }
        spread(u, load);
        List<Task> tasks = new ArrayList<>(count);
        long hyper = 1;
        for (int i = 0; i < count; i++) {
            long period = periods.draw(random, hyper);
            long wcet = Math.min(period, Math.max(1, Math.round(u[i] * period)));
            tasks.add(Task.implicit("t" + (i + 1), period, wcet));
            hyper = Periods.lcmMs(hyper, period);
        }
        return new TaskSet(id, tasks);
    }

    /**
     * {@code set} with constrained deadlines: each task's deadline drawn uniformly among the whole nanoseconds in
     * [C, T], from a stream of its own (the set's periods and WCETs are those of the implicit-deadline set with
     * the same seed and coordinates).
     */
    public static TaskSet constrainDeadlines(TaskSet set, long seed, long... coordinates) {
        long[] withStream = java.util.Arrays.copyOf(coordinates, coordinates.length + 1);
        withStream[coordinates.length] = DEADLINE_STREAM;
        SplitMix random = SplitMix.forSet(seed, withStream);
        List<Task> tasks = new ArrayList<>(set.size());
        for (Task t : set.tasks()) {
            long d = random.uniformInt(t.wcet(), t.period());
            tasks.add(new Task(t.name(), t.period(), t.wcet(), d, t.wss(), t.cpu()));
        }
        return new TaskSet(set.id(), tasks);
    }

    /** The coordinates a set was drawn at, for {@link #constrainDeadlines}: its cap in thousandths and index. */
    public static long[] coordinates(double cap, long index) {
        return new long[] {Math.round(cap * 1000), index};
    }

    /** Scales {@code u} to sum to {@code total}, holding any value that would pass 1 at 1. */
    static void spread(double[] u, double total) {
        boolean[] held = new boolean[u.length];
        double heldSum = 0;
        for (int round = 0; round <= u.length; round++) {
            double free = 0;
            for (int i = 0; i < u.length; i++) {
                if (!held[i]) {
                    free += u[i];
                }
            }
            if (free <= 0) {
                return;
            }
            double scale = (total - heldSum) / free;
            boolean more = false;
            for (int i = 0; i < u.length; i++) {
                if (!held[i] && u[i] * scale > 1) {
                    held[i] = true;
                    u[i] = 1;
                    heldSum += 1;
                    more = true;
                }
            }
            if (!more) {
                for (int i = 0; i < u.length; i++) {
                    if (!held[i]) {
                        u[i] *= scale;
                    }
                }
                return;
            }
        }
    }
}
