package rtjbench.sched.partition;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.uni.Priorities;
import rtjbench.sched.analysis.uni.ResponseTime;
import rtjbench.sched.supply.Supply;

/**
 * {@link FixedPriorityAdmission} during one partitioning: the same answers, from what the earlier placements on each
 * CPU computed instead of every response time again from nothing. Asked whether a CPU of n tasks admits one more,
 * the full analysis finds the response time of the candidate and of each task below it, each by iterations over
 * all the tasks above it; on a CPU of a thousand small tasks that is a billion steps a question.
 *
 * <p>Kept of every placed task k: its response time R_k, its demand there D_k(R_k) = C_k + Σ_{j ∈ hp(k)}
 * ⌈R_k/T_j⌉·C_j, and the last instant up to which that demand stays the same (the least ⌈R_k/T_j⌉·T_j). A
 * candidate c above k adds ⌈r/T_c⌉·C_c to k's demand, and k's new response time is the least fixed point of r =
 * earliest(D_k(r) + ⌈r/T_c⌉·C_c): the iteration starts at the old R_k and adds that one term, and takes the whole
 * sum again only where r passes the instant its demand changes. A candidate's own iteration starts at the response
 * time of the task just above it (whose demand is below the candidate's at every r, so its fixed point is too).
 *
 * <p>Why the answers are the full analysis's: each iteration is r ↦ earliest(demand(r)), non-decreasing in r, and
 * starts at a point s ≤ its least fixed point with f(s) ≥ s, so it climbs to that least fixed point and passes the
 * deadline exactly where the iteration from the usual start does. Where a task is found past its deadline, or an
 * intermediate sum leaves 64 bits, the full analysis of {@link ResponseTime} decides that task, in the order the
 * full admission takes them, so a refusal and an {@link ArithmeticException} come where they would come there.
 */
final class FixedPriorityPlacing implements Admission.Placing {
    private final FixedPriorityAdmission full;
    private final TaskArrays a;
    private final Supply supply;
    // Of each placed task, on its CPU: its response time, its demand there, the last instant that demand holds, and
    // its demand at its deadline (Long.MAX_VALUE where that may pass 64 bits).
    private final long[] response;
    private final long[] demand;
    private final long[] flat;
    private final long[] atDeadline;
    // The same for the last admitted candidate and the tasks below it, until the placement is told.
    private final long[] nextResponse;
    private final long[] nextDemand;
    private final long[] nextFlat;
    private final long[] nextAtDeadline;
    private final int[] touched;
    private int touchedCount;
    private int[] admittedOn;
    private int admittedCount = -1;
    private int admittedTask = -1;
    private final int[] rank; // each task's place in the deadline-monotonic order, highest first
    private final Map<int[], Cpu> cpus = new IdentityHashMap<>(); // by the partitioner's array of the CPU's tasks
    private final int[] position; // each placed task's place in its CPU's tasks by rank
    private final int[] hpBelow;
    private long lastFlat; // the flat instant of the last evaluate()

    FixedPriorityPlacing(FixedPriorityAdmission full, TaskArrays a, Supply supply) {
        this.full = full;
        this.a = a;
        this.supply = supply;
        int n = a.size();
        response = new long[n];
        demand = new long[n];
        flat = new long[n];
        atDeadline = new long[n];
        nextResponse = new long[n];
        nextDemand = new long[n];
        nextFlat = new long[n];
        nextAtDeadline = new long[n];
        touched = new int[n + 1];
        rank = new int[n];
        int[] order = Priorities.deadlineMonotonic(a);
        for (int i = 0; i < n; i++) {
            rank[order[i]] = i;
        }
        position = new int[n];
        hpBelow = new int[n + 1];
    }

    @Override
    public boolean admits(int[] onCpu, int count, int candidate) {
        admittedTask = -1;
        touchedCount = 0;
        if (!full.passesUtilisation(a, onCpu, count, candidate)) {
            return false;
        }
        onCpu[count] = candidate;
        Cpu cpu = cpu(onCpu, count);
        if (!candidate(candidate, cpu.byRank, cpu.insertionPoint(candidate))) {
            return false;
        }
        // the tasks below, in the full admission's order: a refusal or an overflow comes where it comes there
        for (int j = 0; j < count; j++) {
            int k = onCpu[j];
            if (rank[candidate] < rank[k] && !below(onCpu, count, candidate, k, cpu.byRank)) {
                return false;
            }
        }
        admittedOn = onCpu;
        admittedCount = count;
        admittedTask = candidate;
        return true;
    }

    @Override
    public void placed(int[] onCpu, int count, int task) {
        if (onCpu != admittedOn || count != admittedCount || task != admittedTask) {
            if (!admits(onCpu, count, task)) {
                throw new IllegalStateException("task " + a.name(task) + " placed where it was not admitted");
            }
        }
        for (int i = 0; i < touchedCount; i++) {
            int k = touched[i];
            response[k] = nextResponse[k];
            demand[k] = nextDemand[k];
            flat[k] = nextFlat[k];
            atDeadline[k] = nextAtDeadline[k];
        }
        cpu(onCpu, count).insert(task);
        admittedTask = -1;
        touchedCount = 0;
    }

    /** The CPU of the partitioner's array {@code onCpu}, which holds {@code count} tasks. */
    private Cpu cpu(int[] onCpu, int count) {
        Cpu cpu = cpus.get(onCpu);
        if (cpu == null) {
            cpu = new Cpu();
            cpus.put(onCpu, cpu);
        }
        if (cpu.size != count) {
            throw new IllegalStateException("a CPU of " + count + " tasks, of which " + cpu.size + " were placed");
        }
        return cpu;
    }

    /** A CPU's tasks by rank, highest first. */
    private final class Cpu {
        int[] byRank = new int[8];
        int size;

        /** Where task c goes in {@link #byRank}: the number of tasks above it. */
        int insertionPoint(int c) {
            int lo = 0;
            int hi = size;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (rank[byRank[mid]] < rank[c]) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }

        void insert(int task) {
            int at = insertionPoint(task);
            if (size + 1 >= byRank.length) {
                byRank = Arrays.copyOf(byRank, byRank.length * 2);
            }
            System.arraycopy(byRank, at, byRank, at + 1, size - at);
            byRank[at] = task;
            size++;
            for (int i = at; i < size; i++) {
                position[byRank[i]] = i;
            }
        }
    }

    /** Whether candidate c meets its deadline under the {@code hp[0..hpCount)} above it; its state kept if so. */
    private boolean candidate(int c, int[] hp, int hpCount) {
        int above = hpCount > 0 ? hp[hpCount - 1] : -1; // the lowest of the tasks above c
        long deadline = a.deadline(c);
        long atD = a.wcet(c);
        for (int j = 0; j < hpCount; j++) {
            int i = hp[j];
            atD = saturatedSum(atD, saturatedProduct(a.jobsCeil(i, deadline), a.wcet(i)));
        }
        try {
            long sum = a.wcet(c);
            for (int j = 0; j < hpCount; j++) {
                sum = Math.addExact(sum, a.wcet(hp[j]));
            }
            long start = supply.earliest(sum);
            if (above >= 0) {
                start = Math.max(start, response[above]);
            }
            if (settle(c, hp, hpCount, start, atD)) {
                return true;
            }
            if (atD < Long.MAX_VALUE) {
                return false; // past the deadline, and no sum of the full analysis passes 64 bits
            }
        } catch (ArithmeticException e) {
            // decided below, by the full analysis, as the full admission decides it
        }
        long r = ResponseTime.of(a, c, hp, hpCount, supply);
        if (r == ResponseTime.MISSED) {
            return false;
        }
        keep(c, r, evaluate(c, hp, hpCount, r), lastFlat, atD);
        return true;
    }

    /**
     * Whether task k, on the CPU of {@code onCpu[0..count)} and below candidate c ({@code onCpu[count]}), still meets
     * its deadline with c above it; its new state kept if so.
     */
    private boolean below(int[] onCpu, int count, int c, int k, int[] byRank) {
        long deadline = a.deadline(k);
        long atD = saturatedSum(atDeadline[k], saturatedProduct(a.jobsCeil(c, deadline), a.wcet(c)));
        try {
            long x = response[k]; // above 0: every WCET is
            long old = demand[k]; // k's demand without c, the same on [x, oldFlat]
            long oldFlat = flat[k];
            while (x > 0) {
                long jobs = a.jobsCeil(c, x);
                long d = Math.addExact(old, Math.multiplyExact(jobs, a.wcet(c)));
                long next = supply.earliest(d);
                if (next > deadline) {
                    if (atD < Long.MAX_VALUE) {
                        return false; // past the deadline, and no sum of the full analysis passes 64 bits
                    }
                    break;
                }
                if (next == x) {
                    keep(k, x, d, Math.min(oldFlat, saturatedProduct(jobs, a.period(c))), atD);
                    return true;
                }
                x = next;
                if (x > oldFlat) {
                    old = evaluate(k, byRank, position[k], x); // the tasks above k, without c
                    oldFlat = lastFlat;
                }
            }
        } catch (ArithmeticException e) {
            // decided below, by the full analysis, as the full admission decides it
        }
        int hpCount = higherThan(k, onCpu, count + 1, hpBelow);
        long r = ResponseTime.of(a, k, hpBelow, hpCount, supply);
        if (r == ResponseTime.MISSED) {
            return false;
        }
        keep(k, r, evaluate(k, hpBelow, hpCount, r), lastFlat, atD);
        return true;
    }

    /** The iteration r ↦ earliest(demand(r)) from {@code x} to its fixed point, kept; false past the deadline. */
    private boolean settle(int k, int[] above, int count, long x, long atD) {
        long deadline = a.deadline(k);
        while (x <= deadline) {
            long d = evaluate(k, above, count, x);
            long next = supply.earliest(d);
            if (next == x) {
                keep(k, x, d, lastFlat, atD);
                return true;
            }
            x = next;
        }
        return false;
    }

    /** C_k + Σ ⌈x/T_j⌉·C_j over {@code above[0..count)}; the last instant it holds there in {@link #lastFlat}. */
    private long evaluate(int k, int[] above, int count, long x) {
        long d = a.wcet(k);
        long until = Long.MAX_VALUE;
        for (int j = 0; j < count; j++) {
            int i = above[j];
            long jobs = a.jobsCeil(i, x);
            d = Math.addExact(d, Math.multiplyExact(jobs, a.wcet(i)));
            until = Math.min(until, saturatedProduct(jobs, a.period(i)));
        }
        lastFlat = until;
        return d;
    }

    private void keep(int k, long r, long d, long until, long atD) {
        nextResponse[k] = r;
        nextDemand[k] = d;
        nextFlat[k] = until;
        nextAtDeadline[k] = atD;
        touched[touchedCount++] = k;
    }

    /** The tasks of {@code cpu[0..count)} above k, into {@code out}; how many. */
    private int higherThan(int k, int[] cpu, int count, int[] out) {
        int h = 0;
        for (int j = 0; j < count; j++) {
            if (rank[cpu[j]] < rank[k]) {
                out[h++] = cpu[j];
            }
        }
        return h;
    }

    /** x + y for x, y ≥ 0, or Long.MAX_VALUE where it would pass it. */
    private static long saturatedSum(long x, long y) {
        return x > Long.MAX_VALUE - y ? Long.MAX_VALUE : x + y;
    }

    /** x · y for x, y ≥ 0, or Long.MAX_VALUE where it would pass it. */
    private static long saturatedProduct(long x, long y) {
        return y != 0 && x > Long.MAX_VALUE / y ? Long.MAX_VALUE : x * y;
    }
}
