package rtjbench.sched.analysis;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * A reference schedule for tiny integer task sets, one time unit a step: synchronous periodic release from 0,
 * run for a given horizon, on m CPUs globally (EDF, or fixed priority by a given order) or one CPU. Far too slow
 * for real sets; here only to hold the analysis to what actually happens: a set a sufficient test accepts must
 * never miss here, and no job may take longer than the bound a test gives.
 */
final class BruteForceSchedule {
    /** Whether some job missed its deadline, and each task's longest response. */
    static final class Outcome {
        final boolean missed;
        final long[] worstResponse;

        Outcome(boolean missed, long[] worstResponse) {
            this.missed = missed;
            this.worstResponse = worstResponse;
        }
    }

    private BruteForceSchedule() {}

    /** The hyperperiod. */
    static long hyperperiod(long[] periods) {
        BigInteger h = BigInteger.ONE;
        for (long p : periods) {
            BigInteger b = BigInteger.valueOf(p);
            h = h.divide(h.gcd(b)).multiply(b);
        }
        return h.longValueExact();
    }

    /** {@link #run} over the tasks of {@code a}, the horizon given in hyperperiods of the whole set. */
    static Outcome run(TaskArrays a, int[] which, int m, int[] priority, int hyperperiods) {
        int n = a.size();
        long[] c = new long[n];
        long[] t = new long[n];
        long[] d = new long[n];
        for (int i = 0; i < n; i++) {
            c[i] = a.wcet(i);
            t[i] = a.period(i);
            d[i] = a.deadline(i);
        }
        return run(c, t, d, which, m, priority, hyperperiods * hyperperiod(t));
    }

    /**
     * Global scheduling over the tasks {@code which} (indices into c/t/d) on m CPUs for {@code horizon} units;
     * {@code priority == null}: EDF (earlier absolute deadline first, then lower index), else fixed priorities
     * (lower rank first).
     */
    static Outcome run(long[] c, long[] t, long[] d, int[] which, int m, int[] priority, long horizon) {
        int n = which.length;
        long[] remaining = new long[n];
        long[] release = new long[n];
        long[] deadline = new long[n];
        long[] worst = new long[c.length];
        boolean[] active = new boolean[n];
        boolean missed = false;
        long maxD = 0;
        for (int j = 0; j < n; j++) {
            maxD = Math.max(maxD, d[which[j]]);
        }
        // Arbitrary deadlines would queue jobs; these tests use constrained ones, so one job per task at a time.
        for (long now = 0; now < horizon + maxD; now++) {
            for (int j = 0; j < n; j++) {
                int i = which[j];
                if (active[j] && deadline[j] <= now) {
                    missed = true;
                    active[j] = false;
                }
                if (now < horizon && now % t[i] == 0) {
                    if (active[j]) {
                        missed = true;
                    }
                    active[j] = true;
                    remaining[j] = c[i];
                    release[j] = now;
                    deadline[j] = now + d[i];
                }
            }
            Integer[] ready = new Integer[n];
            int count = 0;
            for (int j = 0; j < n; j++) {
                if (active[j]) {
                    ready[count++] = j;
                }
            }
            Arrays.sort(ready, 0, count, (x, y) -> {
                if (priority == null) {
                    int cmp = Long.compare(deadline[x], deadline[y]);
                    return cmp != 0 ? cmp : Integer.compare(which[x], which[y]);
                }
                return Integer.compare(priority[which[x]], priority[which[y]]);
            });
            for (int q = 0; q < Math.min(m, count); q++) {
                int j = ready[q];
                if (--remaining[j] == 0) {
                    active[j] = false;
                    worst[which[j]] = Math.max(worst[which[j]], now + 1 - release[j]);
                }
            }
        }
        return new Outcome(missed, worst);
    }
}
