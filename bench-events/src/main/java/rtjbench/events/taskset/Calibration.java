package rtjbench.events.taskset;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import rtjbench.core.os.ThreadCounters;

/**
 * How many {@link BusyWork} iterations make one job of a task's WCET on the CPU the calling thread runs on,
 * measured there before the run, in the thread's own CPU time (so a preemption during calibration does not count;
 * the wall clock where the CPU time cannot be read). Three steps. The loop runs in rounds of about {@link
 * #ROUND_NANOS} until its rate has settled: the JIT compiles it in tiers, each several times faster than the one
 * before, so the rate (the median of a window of {@link #WINDOW} rounds) must have improved by less than {@link
 * #SETTLED_PERCENT}% for {@link #SETTLED_NANOS} of wall time, after at least {@link #WARM_NANOS} (at most {@link
 * #MAX_WARM_NANOS}: a rate still improving then is taken as it is, and the trials below judge it). Then the count
 * for the WCET follows from the settled rate, and {@link #TRIALS} whole trial jobs are run and the count corrected
 * by their median, up to {@link #CORRECTIONS} times, until the median trial lies within half the overrun margin of
 * the WCET. A task whose trials still miss it cannot be calibrated on this CPU: {@link CannotCalibrate} names it
 * and the times seen.
 */
final class Calibration {
    static final long WARM_NANOS = 200_000_000L;
    static final long MAX_WARM_NANOS = 20_000_000_000L;
    static final long SETTLED_NANOS = 300_000_000L;
    static final int SETTLED_PERCENT = 2;
    static final long ROUND_NANOS = 1_000_000L;
    static final int WINDOW = 9;
    static final int TRIALS = 5;
    static final int CORRECTIONS = 3;

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
    private final boolean cpuTime;
    private final int cpu;

    private Calibration(long wcet, long iterations, double nanosPerIteration, long[] trials, boolean cpuTime, int cpu) {
        this.wcet = wcet;
        this.iterations = iterations;
        this.nanosPerIteration = nanosPerIteration;
        this.trials = trials;
        this.cpuTime = cpuTime;
        this.cpu = cpu;
    }

    /** Calibrates {@code work} to {@code wcet} ns on the calling thread's CPU. Cold path: tens of ms plus the trials. */
    static Calibration run(String task, BusyWork work, ThreadCounters counters, long wcet, int marginPercent)
            throws CannotCalibrate {
        boolean cpuTime = counters.cpuTimeNanos() >= 0;
        double nsPerIteration = settledRate(work, counters, cpuTime);
        long iterations = Math.max(1, Math.round(wcet / nsPerIteration));
        long[] trials = new long[TRIALS];
        long tolerance = wcet * marginPercent / 200;
        for (int attempt = 0; ; attempt++) {
            for (int t = 0; t < TRIALS; t++) {
                trials[t] = timed(work, counters, cpuTime, iterations);
            }
            long[] sorted = trials.clone();
            Arrays.sort(sorted);
            long median = sorted[TRIALS / 2];
            if (Math.abs(median - wcet) <= tolerance) {
                return new Calibration(wcet, iterations, nsPerIteration, trials, cpuTime, counters.cpu());
            }
            if (attempt == CORRECTIONS || median <= 0) {
                throw new CannotCalibrate(String.format(
                        Locale.ROOT,
                        "task %s: the busy loop cannot be calibrated to its WCET of %d ns on CPU %d: %d trial jobs of"
                                + " %d iterations took %d..%d ns (median %d ns, %.2fx the WCET) after %d corrections;"
                                + " the margin allows %d ns either way",
                        task,
                        wcet,
                        counters.cpu(),
                        TRIALS,
                        iterations,
                        sorted[0],
                        sorted[TRIALS - 1],
                        median,
                        (double) median / wcet,
                        CORRECTIONS,
                        tolerance));
            }
            iterations = Math.max(1, Math.round((double) iterations * wcet / median));
        }
    }

    /** ns per iteration once the JIT is done with the loop (see the class comment). */
    private static double settledRate(BusyWork work, ThreadCounters counters, boolean cpuTime) {
        long began = System.nanoTime();
        double[] window = new double[WINDOW];
        double best = Double.MAX_VALUE;
        long improvedAt = began;
        long perRound = 1000;
        while (true) {
            for (int r = 0; r < WINDOW; r++) {
                window[r] = rate(work, counters, cpuTime, perRound);
            }
            Arrays.sort(window);
            double median = window[WINDOW / 2];
            perRound = Math.max(1000, (long) (ROUND_NANOS / Math.max(0.01, median)));
            long now = System.nanoTime();
            if (median < best * (1 - SETTLED_PERCENT / 100.0)) {
                improvedAt = now;
            }
            best = Math.min(best, median);
            if ((now - began >= WARM_NANOS && now - improvedAt >= SETTLED_NANOS) || now - began >= MAX_WARM_NANOS) {
                return best;
            }
        }
    }

    private static double rate(BusyWork work, ThreadCounters counters, boolean cpuTime, long n) {
        return (double) timed(work, counters, cpuTime, n) / n;
    }

    private static long timed(BusyWork work, ThreadCounters counters, boolean cpuTime, long n) {
        long t0 = cpuTime ? counters.cpuTimeNanos() : System.nanoTime();
        work.run(n);
        return (cpuTime ? counters.cpuTimeNanos() : System.nanoTime()) - t0;
    }

    long iterations() {
        return iterations;
    }

    Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cpu", cpu);
        m.put("clock", cpuTime ? "thread CPU time" : "wall clock (no thread CPU time here)");
        m.put("iterations", iterations);
        m.put("ns_per_iteration", nanosPerIteration);
        long[] t = trials.clone();
        Arrays.sort(t);
        m.put("trial_jobs_ns", toList(trials));
        m.put("trial_median_over_wcet", (double) t[t.length / 2] / wcet);
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
