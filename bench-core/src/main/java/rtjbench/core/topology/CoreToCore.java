package rtjbench.core.topology;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLongArray;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.wait.OnSpinWait;

/**
 * How long a cache line takes to go from one CPU to another, measured in Java: the twin of
 * {@code native-refs/core_to_core.c}. Two threads, one pinned on each CPU, pass a counter back and forth on one
 * padded cache line (a release store by one, seen by the other spinning on it, which answers with the next
 * number); the median batch of round trips, halved, is the one-way time. No hand-off between the two CPUs can be
 * faster.
 *
 * <p>On a virtual machine it also says where the host has put the two virtual CPUs, which can change within
 * seconds (two host threads of one core, or two cores) and decides a spinning hand-off's latency more than
 * anything in the guest does. A run that hands events across CPUs measures it right before and right after its
 * threads run, so that its figures carry the placement they were made in. It runs outside any timed loop and
 * allocates only its own two threads and arrays.
 */
public final class CoreToCore {
    /** Round trips in one timed batch. */
    public static final int BATCH_ROUND_TRIPS = 500;

    /** Timed batches: the figure is their median, so a batch hit by an interrupt or a preemption does not move it. */
    static final int BATCHES = 60;

    /** Round trips before the timed ones, so the loop runs compiled when the timing starts. */
    static final int WARMUP_ROUNDS = 100_000;

    /**
     * How long the round trips may take in all before they are given up (on busy CPUs two threads seldom run at once).
     */
    static final long TIME_LIMIT_MS = 500;

    /** The counter's slot and the stop flag's, each with 16 longs (128 bytes: the adjacent-line prefetcher moves
     * lines in pairs) either side. */
    private static final int SLOT = 16;

    private static final int STOP = 3 * SLOT;

    private CoreToCore() {}

    /** The one-way time in ns, or why there is none. */
    public static final class Result {
        private final double nanos;
        private final String notMeasured;

        private Result(double nanos, String notMeasured) {
            this.nanos = nanos;
            this.notMeasured = notMeasured;
        }

        /** Whether there is a figure. */
        public boolean measured() {
            return notMeasured == null;
        }

        /** The median one-way time in ns; NaN where not measured. */
        public double oneWayNanos() {
            return nanos;
        }

        /** Why there is no figure; null where there is one. */
        public String notMeasured() {
            return notMeasured;
        }
    }

    /**
     * The median one-way time between CPUs {@code a} and {@code b}, each thread pinned through {@code control} and
     * run under {@code policy} at {@code priority} (a point's own, so that what else the point runs beside does
     * not preempt the probe more than the point's threads). No figure where a thread could not be pinned (it
     * would say nothing about the two CPUs) or the round trips took over {@value #TIME_LIMIT_MS} ms. Takes some
     * milliseconds on idle CPUs: {@value #WARMUP_ROUNDS} + {@value #BATCHES} × {@value #BATCH_ROUND_TRIPS} round trips.
     */
    public static Result measure(ThreadControl control, int a, int b, SchedPolicy policy, int priority)
            throws InterruptedException {
        OnSpinWait.prepare();
        final AtomicLongArray line = new AtomicLongArray(4 * SLOT + 1);
        final long[] batchNanos = new long[BATCHES];
        final boolean[] pinned = new boolean[2];
        Thread starter = new Thread(
                side(control, a, policy, priority, line, batchNanos, pinned, 0), "rtjbench-core-to-core-" + a);
        Thread answerer =
                new Thread(side(control, b, policy, priority, line, null, pinned, 1), "rtjbench-core-to-core-" + b);
        starter.setDaemon(true);
        answerer.setDaemon(true);
        answerer.start();
        starter.start();
        starter.join(TIME_LIMIT_MS);
        boolean late = starter.isAlive();
        line.set(STOP, 1); // lets both sides out of any wait
        starter.join();
        answerer.join();
        if (!pinned[0] || !pinned[1]) {
            return new Result(Double.NaN, "a thread could not be pinned to CPU " + (pinned[0] ? b : a));
        }
        if (late) {
            return new Result(
                    Double.NaN,
                    "the round trips took over " + TIME_LIMIT_MS
                            + " ms: the two threads seldom ran at once (busy CPUs)");
        }
        Arrays.sort(batchNanos);
        return new Result(batchNanos[BATCHES / 2] / (double) BATCH_ROUND_TRIPS / 2.0, null);
    }

    /**
     * One side of the round trips: the starter (batch times given) stores the odd numbers and waits for the
     * next even one; the answerer waits for each odd one and stores the even one after it. A side that cannot be
     * pinned still takes part, so that its partner is not left waiting, and says so in {@code pinned}; a policy
     * the thread may not take leaves it under its own.
     */
    private static Runnable side(
            final ThreadControl control,
            final int cpu,
            final SchedPolicy policy,
            final int priority,
            final AtomicLongArray line,
            final long[] batchNanos,
            final boolean[] pinned,
            final int index) {
        return new Runnable() {
            @Override
            public void run() {
                try {
                    control.setAffinity(CpuList.of(cpu));
                    pinned[index] = true;
                } catch (NativeCallException | RuntimeException e) {
                    pinned[index] = false;
                }
                try {
                    control.setScheduler(policy, priority);
                } catch (NativeCallException | RuntimeException e) {
                    // measured under the thread's own policy
                }
                if (batchNanos == null) {
                    answer(line, WARMUP_ROUNDS + (long) BATCHES * BATCH_ROUND_TRIPS);
                    return;
                }
                long n = 0;
                for (int k = 0; k < WARMUP_ROUNDS / BATCH_ROUND_TRIPS && n >= 0; k++) {
                    n = start(line, n, BATCH_ROUND_TRIPS);
                }
                for (int k = 0; k < BATCHES && n >= 0; k++) {
                    long t0 = System.nanoTime();
                    n = start(line, n, BATCH_ROUND_TRIPS);
                    batchNanos[k] = System.nanoTime() - t0;
                }
            }
        };
    }

    /*
     * The two sides are two methods, not one with a flag: code the JIT compiles with profiling (tier 3) counts
     * each method's loop iterations in that method's own data, and one method run by both threads would make them
     * hand that counter's cache line back and forth too (a one-way time three times the C twin's, measured).
     */

    /**
     * The starter's round trips from number {@code n}: stores each odd number, waits for the even one after it.
     * Returns the next number, or -1 where the round trips were stopped.
     */
    private static long start(AtomicLongArray line, long n, int rounds) {
        for (int r = 0; r < rounds; r++, n += 2) {
            line.lazySet(SLOT, n + 1);
            while (line.get(SLOT) != n + 2) {
                if (line.get(STOP) != 0) return -1; // a line no one writes until the end: an L1 hit
                OnSpinWait.hint(); // as the C twin's PAUSE: a spinning sibling hyperthread slows the other less
            }
        }
        return n;
    }

    /** The answerer's round trips: waits for each odd number and stores the even one after it. */
    private static void answer(AtomicLongArray line, long rounds) {
        long n = 0;
        for (long r = 0; r < rounds; r++, n += 2) {
            while (line.get(SLOT) != n + 1) {
                if (line.get(STOP) != 0) return;
                OnSpinWait.hint();
            }
            line.lazySet(SLOT, n + 2);
        }
    }
}
