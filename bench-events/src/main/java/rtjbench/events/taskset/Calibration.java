package rtjbench.events.taskset;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.os.ThreadCounters;

/**
 * How many {@link BusyWork} iterations make one job of a task's WCET on the CPU the calling thread runs on,
 * measured there before the run, in the thread's own CPU time (so a preemption during calibration does not count;
 * from the thread control, else the VM's thread bean, else the wall clock). The thread calibrates under SCHED_OTHER
 * ({@link TaskSetWorkload}), so the JIT's compiler threads get the CPU they need meanwhile. Three steps. The loop
 * runs in windows of {@link #WINDOW} rounds of about {@link #ROUND_NANOS} of CPU until its rate (a window's
 * median) has settled: the JIT compiles it in tiers, each several times faster than the one before, so the rate
 * must have improved by less than {@link #SETTLED_PERCENT}% over the last {@link #SETTLED_WINDOWS} windows, after
 * at least {@link #MIN_WINDOWS} (at most {@link #MAX_WARM_NANOS} of wall time: a rate still improving then is
 * taken as it is, and the trials below judge it). Then the count
 * follows from the settled rate, and {@link #TRIALS} whole trial jobs, each after a sleep as a real job, are run
 * and the count corrected by their
 * median, up to {@link #CORRECTIONS} times, until the median trial lies within a quarter of the overrun margin
 * (at least 1%) of the target. On a shared machine the trials may keep scattering beyond it: then the closest
 * attempt is taken where its median lies no later than the WCET plus half the margin (and the run notes it), and
 * the calibration fails otherwise.
 *
 * <p>The target is the WCET less half the margin, not the WCET itself: a WCET bounds every job, so the typical job
 * must lie under it, with room for the spread of a busy loop on a shared machine; a job over WCET + margin is
 * marked as an overrun. A task that cannot be calibrated on this CPU ({@link CannotCalibrate}) is named with the
 * times seen: the run stops there, before its first release.
 */
final class Calibration {
    static final int MIN_WINDOWS = 30;
    static final int SETTLED_WINDOWS = 20;
    static final long MAX_WARM_NANOS = 20_000_000_000L;
    static final int SETTLED_PERCENT = 2;
    static final long ROUND_NANOS = 1_000_000L;
    static final int WINDOW = 9;
    static final int TRIALS = 5;
    static final int CORRECTIONS = 6;
    /** The sleep before each trial job: a job begins after one, on caches and a core others used meanwhile. */
    static final long TRIAL_PAUSE_NANOS = 2_000_000L;

    /** The task's WCET cannot be met by the busy loop on this CPU. */
    static final class CannotCalibrate extends Exception {
        private static final long serialVersionUID = 1L;

        CannotCalibrate(String message) {
            super(message);
        }
    }

    private final long wcet;
    private final long iterations;
    private final double nanosPerIteration;
    private final long[] trials;
    private final String clock;
    private final int cpu;
    private final boolean onTarget;

    private Calibration(
            long wcet,
            long iterations,
            double nanosPerIteration,
            long[] trials,
            String clock,
            int cpu,
            boolean onTarget) {
        this.onTarget = onTarget;
        this.wcet = wcet;
        this.iterations = iterations;
        this.nanosPerIteration = nanosPerIteration;
        this.trials = trials;
        this.clock = clock;
        this.cpu = cpu;
    }

    /**
     * Calibrates {@code work} to {@code wcet} ns on the calling thread's CPU. Cold path: tens of ms plus the trials.
     */
    static Calibration run(String task, BusyWork work, ThreadCounters counters, long wcet, int marginPercent)
            throws CannotCalibrate {
        CpuClock clock = new CpuClock(counters);
        double nsPerIteration = settledRate(work, clock);
        long target = target(wcet, marginPercent);
        long iterations = Math.max(1, Math.round(target / nsPerIteration));
        long[] trials = new long[TRIALS];
        long tolerance = Math.max(wcet * marginPercent / 400, wcet / 100);
        long[] best = null;
        long bestIterations = iterations;
        long bestMedian = 0;
        for (int attempt = 0; attempt <= CORRECTIONS; attempt++) {
            for (int t = 0; t < TRIALS; t++) {
                LockSupport.parkNanos(TRIAL_PAUSE_NANOS); // as a job begins: after a sleep
                trials[t] = timed(work, clock, iterations);
            }
            long[] sorted = trials.clone();
            Arrays.sort(sorted);
            long median = sorted[TRIALS / 2];
            if (best == null || Math.abs(median - target) < Math.abs(bestMedian - target)) {
                best = trials.clone();
                bestIterations = iterations;
                bestMedian = median;
            }
            if (Math.abs(median - target) <= tolerance || median <= 0) {
                break;
            }
            iterations = Math.max(1, Math.round((double) iterations * target / median));
        }
        if (bestMedian <= 0 || bestMedian > acceptedAtMost(wcet, marginPercent)) {
            long[] sorted = best.clone();
            Arrays.sort(sorted);
            throw new CannotCalibrate(String.format(
                    Locale.ROOT,
                    "task %s: the busy loop cannot be calibrated to its WCET of %d ns on CPU %d: after %d corrections"
                            + " the closest %d trial jobs (%d iterations) took %d..%d ns, median %d ns (%.2fx the "
                            + "WCET); a median above %d ns (WCET + half the overrun margin) would make the "
                            + "typical job longer than the WCET",
                    task,
                    wcet,
                    counters.cpu(),
                    CORRECTIONS,
                    TRIALS,
                    bestIterations,
                    sorted[0],
                    sorted[TRIALS - 1],
                    bestMedian,
                    (double) bestMedian / wcet,
                    acceptedAtMost(wcet, marginPercent)));
        }
        return new Calibration(
                wcet,
                bestIterations,
                nsPerIteration,
                best,
                clock.source(),
                counters.cpu(),
                Math.abs(bestMedian - target) <= tolerance);
    }

    /** The longest median trial taken: the WCET plus half the overrun margin. */
    static long acceptedAtMost(long wcet, int marginPercent) {
        return wcet + wcet * marginPercent / 200;
    }

    /** What the typical job aims at: the WCET less half the overrun margin. */
    static long target(long wcet, int marginPercent) {
        return wcet - wcet * marginPercent / 200;
    }

    /** ns per iteration once the JIT is done with the loop (see the class comment). */
    private static double settledRate(BusyWork work, CpuClock clock) {
        long began = System.nanoTime();
        double[] window = new double[WINDOW];
        double best = Double.MAX_VALUE;
        int windows = 0;
        int sinceImproved = 0;
        long perRound = 1000;
        while (true) {
            for (int r = 0; r < WINDOW; r++) {
                window[r] = rate(work, clock, perRound);
            }
            Arrays.sort(window);
            double median = window[WINDOW / 2];
            perRound = Math.max(1000, (long) (ROUND_NANOS / Math.max(0.01, median)));
            windows++;
            sinceImproved = median < best * (1 - SETTLED_PERCENT / 100.0) ? 0 : sinceImproved + 1;
            best = Math.min(best, median);
            if ((windows >= MIN_WINDOWS && sinceImproved >= SETTLED_WINDOWS)
                    || System.nanoTime() - began >= MAX_WARM_NANOS) {
                return best;
            }
        }
    }

    private static double rate(BusyWork work, CpuClock clock, long n) {
        return (double) timed(work, clock, n) / n;
    }

    private static long timed(BusyWork work, CpuClock clock, long n) {
        long t0 = clock.now();
        work.run(n);
        return clock.now() - t0;
    }

    /** The calling thread's CPU time: the thread control's, else the VM's thread bean's, else the wall clock. */
    static final class CpuClock {
        private static final ThreadMXBean BEAN = ManagementFactory.getThreadMXBean();
        private final ThreadCounters counters;
        private final String source;

        CpuClock(ThreadCounters counters) {
            this.counters = counters;
            this.source = counters.cpuTimeNanos() >= 0
                    ? "thread CPU time"
                    : BEAN.isCurrentThreadCpuTimeSupported() ? "thread CPU time (thread bean)" : "wall clock";
        }

        long now() {
            if (source.equals("thread CPU time")) {
                return counters.cpuTimeNanos();
            }
            return source.equals("wall clock") ? System.nanoTime() : BEAN.getCurrentThreadCpuTime();
        }

        String source() {
            return source;
        }
    }

    long iterations() {
        return iterations;
    }

    /**
     * Whether the trials came within the tolerance of the target; where not, the closest attempt was taken (its
     * median no later than {@link #acceptedAtMost}) and the run says so.
     */
    boolean onTarget() {
        return onTarget;
    }

    /** The closest attempt's median trial over the WCET. */
    double medianOverWcet() {
        long[] t = trials.clone();
        Arrays.sort(t);
        return (double) t[t.length / 2] / wcet;
    }

    Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cpu", cpu);
        m.put("clock", clock);
        m.put("iterations", iterations);
        m.put("ns_per_iteration", nanosPerIteration);
        long[] t = trials.clone();
        Arrays.sort(t);
        m.put("trial_jobs_ns", toList(trials));
        m.put("trial_median_over_wcet", (double) t[t.length / 2] / wcet);
        m.put("on_target", onTarget);
        return m;
    }

    private static java.util.List<Long> toList(long[] values) {
        java.util.List<Long> out = new java.util.ArrayList<>();
        for (long v : values) {
            out.add(v);
        }
        return out;
    }
}
