package rtjbench.tools.crosscheck;

import java.util.List;
import java.util.Locale;
import rtjbench.stats.ForkSpread;

/**
 * Why a pair's harness and JMH means differ, where the figures themselves show it: the text crosscheck
 * prints next to the pair. A pair that times two different operations says so (its note); a pair of one
 * operation within {@link #BAND} says nothing; a wider gap is explained by the first of these that holds, or
 * is called unexplained:
 * <ol>
 * <li><b>a stall</b>: one harness sample over {@value #STALL_TIMES_P50} times the p50 (a GC pause or a
 * preemption, which JMH spreads over millions of calls) and the mean without it inside the band;</li>
 * <li><b>garbage collection</b>, where the harness is the slower: its measured phase held collections whose time,
 * spread over its samples, accounts for the gap (a short phase holds a whole pause or none; JMH's long
 * iterations hold their share);</li>
 * <li><b>latency against throughput</b>, where the harness is the faster: its timed region holds the call alone,
 * and the rest of each iteration (the clock reads, storing the sample) leaves the last call's stores time to
 * drain, while JMH calls back to back; explained where a whole iteration of the harness's measured phase (its
 * length over the samples a thread took) is within the band of JMH's mean;</li>
 * <li><b>an outlying fork</b>: both sides ran at least {@value #MEDIAN_FORKS} forks and the medians of their fork
 * means agree within the band, so one fork far from the rest (a VM whose data landed badly, a sitting's drift)
 * carries the pooled mean;</li>
 * <li><b>clock steps</b>: the operation lasts under {@value #FEW_STEPS} steps of the run's clock, so the two reads
 * of a sample (the run's recorded overhead) are a large part of it; explained where the mean minus that
 * overhead is within the band or one clock step of JMH's mean;</li>
 * <li><b>the spread between VMs</b>: the point ran in several forks on either side and the two ranges of fork
 * means overlap, so the gap is no larger than the difference between two VMs of one side;</li>
 * <li><b>timing each call</b>: JMH's own two modes disagree beyond the band, SampleTime (which times sampled calls
 * one by one, a clock read either side, as the harness times each of its calls) against AverageTime (which times
 * a whole iteration of back-to-back calls), and the harness's mean lies between them: the operation itself changes
 * with the time a thread spends outside it between calls (a contended lock: how often it passes from thread to
 * thread and a waiter parks), and the harness is the measurement that times each call;</li>
 * <li><b>a shared JVM</b>, where the harness is the slower: the run ran after other runs in one JVM (no fork),
 * whose type profiles can leave shared call sites megamorphic and its loop in less optimised code; the figures
 * cannot prove it, so it is offered as a possibility, with a run of its own as the figure to compare.</li>
 * </ol>
 */
final class GapReasons {
    /** Means within 15% (ratio 0.85..1.15) agree. */
    static final double BAND = 0.15;

    static final int STALL_TIMES_P50 = 100;
    static final int FEW_STEPS = 10;
    /** Forks a side for a median that one fork cannot move. */
    static final int MEDIAN_FORKS = 3;

    private GapReasons() {}

    static String of(Pairing.Pair p) {
        if (p.note() != null) return p.note();
        Pairing.HarnessSide h = p.harness();
        double jmh = p.jmh().mean();
        if (Double.isNaN(h.mean()) || Double.isNaN(jmh) || jmh <= 0 || within(h.mean(), jmh)) return "";
        String stall = stall(h, jmh);
        if (stall != null) return stall;
        String gc = garbageCollection(h, jmh);
        if (gc != null) return gc;
        String latency = latencyAgainstThroughput(h, jmh);
        if (latency != null) return latency;
        String outlier = outlyingFork(h, p.jmh());
        if (outlier != null) return outlier;
        String steps = clockSteps(h, jmh);
        if (steps != null) return steps;
        String vms = spreadBetweenVms(h, p.jmh());
        if (vms != null) return vms;
        String timing = timingEachCall(h, p.jmh());
        if (timing != null) return timing;
        // Megamorphic calls and deoptimised code make the harness slower, never faster.
        if (h.runsBefore() > 0 && h.mean() > jmh) {
            return "not a stall or the clock; the harness ran after " + h.runsBefore()
                    + " other run(s) in one JVM (no fork), "
                    + "whose type profiles can leave shared call sites megamorphic: compare a run of its own";
        }
        return "gap over " + Math.round(BAND * 100) + "%, not explained by a stall, GC, an outlying fork, the clock,"
                + " the spread between VMs or timing each call";
    }

    private static String latencyAgainstThroughput(Pairing.HarnessSide h, double jmh) {
        if (h.mean() >= jmh || Double.isNaN(h.iterationNs()) || !within(h.iterationNs(), jmh)) return null;
        return String.format(
                Locale.ROOT,
                "latency against throughput: the harness times one call alone (mean %s), and a whole iteration of its"
                        + " measured loop, clock reads and sample store included, took %s ns, as JMH's back-to-back"
                        + " calls (ratio %.2f): the time the harness leaves outside its region lets the last call's"
                        + " stores drain",
                CrosscheckTable.f(h.mean()),
                CrosscheckTable.f(h.iterationNs()),
                h.iterationNs() / jmh);
    }

    private static boolean within(double harness, double jmh) {
        return Math.abs(harness / jmh - 1) <= BAND;
    }

    private static String stall(Pairing.HarnessSide h, double jmh) {
        if (h.samples() < 2 || h.max() <= STALL_TIMES_P50 * Math.max(1, h.p50())) return null;
        double without = (h.mean() * h.samples() - h.max()) / (h.samples() - 1);
        if (!within(without, jmh)) return null;
        return String.format(
                Locale.ROOT,
                "one harness sample of %d ns (a stall: GC pause or preemption) carries the mean; "
                        + "without it %s (ratio %.2f)",
                h.max(),
                CrosscheckTable.f(without),
                without / jmh);
    }

    private static String garbageCollection(Pairing.HarnessSide h, double jmh) {
        if (!(h.gcNsPerSample() > 0) || h.mean() <= jmh) return null;
        double without = h.mean() - h.gcNsPerSample();
        if (!within(without, jmh)) return null;
        return String.format(
                Locale.ROOT,
                "garbage collection in the measured phase, %s ns a sample: without it %s (ratio %.2f); "
                        + "a phase this short holds a whole pause or none, JMH's its share (raise count)",
                CrosscheckTable.f(h.gcNsPerSample()),
                CrosscheckTable.f(without),
                without / jmh);
    }

    private static String outlyingFork(Pairing.HarnessSide h, Pairing.JmhSide j) {
        double ratio = medianForkRatio(h.forkMeans(), j.forkMeans());
        if (Double.isNaN(ratio) || Math.abs(ratio - 1) > BAND) return null;
        return String.format(
                Locale.ROOT,
                "an outlying fork carries the mean: the median fork means agree (ratio %.2f; harness %s, JMH %s)",
                ratio,
                span(h.forkMeans()),
                span(j.forkMeans()));
    }

    /** Harness's median fork mean over JMH's, where both sides ran {@value #MEDIAN_FORKS} forks or more; else NaN. */
    static double medianForkRatio(List<Double> harness, List<Double> jmh) {
        if (harness.size() < MEDIAN_FORKS || jmh.size() < MEDIAN_FORKS) return Double.NaN;
        double j = spread(jmh).median;
        return j > 0 ? spread(harness).median / j : Double.NaN;
    }

    /** The spread of a side's fork means: the statistics of forks.json, one definition. */
    static ForkSpread spread(List<Double> forkMeans) {
        return ForkSpread.of(forkMeans.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static String clockSteps(Pairing.HarnessSide h, double jmh) {
        double step = h.resolutionNs();
        if (!(step > 0) || jmh >= FEW_STEPS * step || h.overheadNs() < 0) return null;
        double minus = h.mean() - h.overheadNs();
        if (!within(minus, jmh) && Math.abs(minus - jmh) > step) return null;
        return String.format(
                Locale.ROOT,
                "under %d clock steps (%s ns each): the two reads add %d ns (the recorded overhead); " + "mean-ovh %s",
                FEW_STEPS,
                CrosscheckTable.f(step),
                h.overheadNs(),
                CrosscheckTable.f(minus));
    }

    private static String spreadBetweenVms(Pairing.HarnessSide h, Pairing.JmhSide j) {
        List<Double> hf = h.forkMeans().size() > 1 ? h.forkMeans() : List.of(h.mean());
        List<Double> jf = j.forkMeans().size() > 1 ? j.forkMeans() : List.of(j.mean());
        if (hf.size() < 2 && jf.size() < 2) return null;
        ForkSpread hs = spread(hf), js = spread(jf);
        if (hs.max < js.min || js.max < hs.min) return null;
        return "within the spread between VMs: the harness's fork means " + span(hf) + ", JMH's " + span(jf)
                + " overlap (each VM places its data and compiles afresh; more forks narrow both means)";
    }

    private static String timingEachCall(Pairing.HarnessSide h, Pairing.JmhSide j) {
        double sampled = j.sampleMean(), whole = j.mean();
        if (!(sampled > 0) || within(sampled, whole)) return null;
        double low = Math.min(sampled, whole) * (1 - BAND), high = Math.max(sampled, whole) * (1 + BAND);
        if (h.mean() < low || h.mean() > high) return null;
        return String.format(
                Locale.ROOT,
                "timing each call changes this operation: JMH's SampleTime, which times calls one by one as the"
                        + " harness does, has a mean of %s ns against its AverageTime's %s (%.1fx); the harness's %s"
                        + " lies between (what a thread does between calls changes the call: for a contended lock,"
                        + " how often it passes between threads and a waiter parks)",
                CrosscheckTable.f(sampled),
                CrosscheckTable.f(whole),
                sampled / whole,
                CrosscheckTable.f(h.mean()));
    }

    /** {@code 124..222 (3 forks)}, or the one value of one VM. */
    private static String span(List<Double> forkMeans) {
        return forkMeans.size() < 2
                ? CrosscheckTable.f(forkMeans.get(0)) + " (one VM)"
                : CrosscheckTable.range(forkMeans) + " (" + forkMeans.size() + " forks)";
    }
}
