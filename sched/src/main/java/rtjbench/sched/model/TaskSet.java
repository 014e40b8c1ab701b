package rtjbench.sched.model;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An ordered set of tasks with unique names, and its id in a file of many sets ({@code ""} where the file holds
 * one). The order is the file's: it is the tie-break of last resort in the simulator and the order generators
 * and heuristics start from, so it is kept, never sorted in place.
 */
public final class TaskSet {
    private final String id;
    private final List<Task> tasks;

    public TaskSet(String id, List<Task> tasks) {
        this.id = id == null ? "" : id;
        Set<String> names = new HashSet<>();
        for (Task t : tasks) {
            if (!names.add(t.name())) {
                throw new IllegalArgumentException("task set " + this.id + ": two tasks are named " + t.name());
            }
        }
        this.tasks = Collections.unmodifiableList(new ArrayList<>(tasks));
    }

    public TaskSet(List<Task> tasks) {
        this("", tasks);
    }

    public static TaskSet of(Task... tasks) {
        return new TaskSet(Arrays.asList(tasks));
    }

    public String id() {
        return id;
    }

    public List<Task> tasks() {
        return tasks;
    }

    public int size() {
        return tasks.size();
    }

    public Task get(int i) {
        return tasks.get(i);
    }

    /** The same tasks under another id. */
    public TaskSet withId(String newId) {
        return new TaskSet(newId, tasks);
    }

    /** Σ wcet/period as a double: for display and generators; {@link #utilizationAtMost} decides exactly. */
    public double utilization() {
        double u = 0;
        for (Task t : tasks) {
            u += t.utilization();
        }
        return u;
    }

    /** The largest wcet/period. */
    public double maxUtilization() {
        double u = 0;
        for (Task t : tasks) {
            u = Math.max(u, t.utilization());
        }
        return u;
    }

    /**
     * Whether Σ wcet/period ≤ num/den, exactly (rationals over big integers: no rounding can flip a verdict
     * at the boundary).
     */
    public boolean utilizationAtMost(long num, long den) {
        BigInteger n = BigInteger.ZERO;
        BigInteger d = BigInteger.ONE;
        for (Task t : tasks) {
            BigInteger p = BigInteger.valueOf(t.period());
            n = n.multiply(p).add(BigInteger.valueOf(t.wcet()).multiply(d));
            d = d.multiply(p);
            BigInteger g = n.gcd(d);
            if (g.signum() > 0 && !g.equals(BigInteger.ONE)) {
                n = n.divide(g);
                d = d.divide(g);
            }
        }
        return n.multiply(BigInteger.valueOf(den))
                        .compareTo(BigInteger.valueOf(num).multiply(d))
                <= 0;
    }

    public boolean implicitDeadlines() {
        for (Task t : tasks) {
            if (!t.implicitDeadline()) {
                return false;
            }
        }
        return true;
    }

    public boolean constrainedDeadlines() {
        for (Task t : tasks) {
            if (!t.constrainedDeadline()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The least common multiple of the periods, or -1 where it exceeds {@code bound} (the hyperperiod of random
     * periods grows without limit; a caller asks up to what it can afford).
     */
    public long hyperperiod(long bound) {
        BigInteger h = BigInteger.ONE;
        BigInteger limit = BigInteger.valueOf(bound);
        for (Task t : tasks) {
            BigInteger p = BigInteger.valueOf(t.period());
            h = h.divide(h.gcd(p)).multiply(p);
            if (h.compareTo(limit) > 0) {
                return -1;
            }
        }
        return h.longValueExact();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TaskSet && ((TaskSet) o).id.equals(id) && ((TaskSet) o).tasks.equals(tasks);
    }

    @Override
    public int hashCode() {
        return id.hashCode() * 31 + tasks.hashCode();
    }

    @Override
    public String toString() {
        return (id.isEmpty() ? "" : "set " + id + " ") + tasks;
    }
}
