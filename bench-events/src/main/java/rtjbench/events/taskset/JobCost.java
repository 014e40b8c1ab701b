package rtjbench.events.taskset;

import java.util.Arrays;
import rtjbench.core.os.ThreadCounters;

/**
 * What a job costs beside its busy loop: the clock reads and the counters read at its start and at its finish
 * ({@link TaskThread}). A WCET must be well above it for a busy loop to be calibrated to the WCET at all: below
 * {@link #FACTOR} times it the check refuses the task, naming both. Measured on the calling thread, the median of
 * {@value #ROUNDS} rounds. Cold path.
 */
final class JobCost {
    static final int ROUNDS = 2001;
    static final int FACTOR = 10;
    private static volatile long sink;

    private JobCost() {}

    /** The median cost of one job's bookkeeping, in ns. */
    static long measure(ThreadCounters counters) {
        long[] cost = new long[ROUNDS];
        long s = 0;
        for (int r = 0; r < ROUNDS; r++) {
            long t0 = System.nanoTime();
            s += counters.cpu() + counters.cpuTimeNanos() + counters.involuntarySwitches();
            s += counters.cpuTimeNanos() + counters.involuntarySwitches() + counters.cpu();
            long t1 = System.nanoTime();
            cost[r] = t1 - t0;
        }
        sink = s;
        Arrays.sort(cost);
        return cost[ROUNDS / 2];
    }

    /** The least WCET the busy loop is calibrated to, given the bookkeeping's cost. */
    static long leastWcet(long cost) {
        return Math.max(1_000, FACTOR * cost);
    }
}
