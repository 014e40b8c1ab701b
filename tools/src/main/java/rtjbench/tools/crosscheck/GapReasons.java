package rtjbench.tools.crosscheck;

import java.util.Locale;

/**
 * Why a pair's harness and JMH means differ, where the figures themselves show it (issue 12): the text crosscheck
 * prints next to the pair. A pair that times two different operations says so (its note); a pair of one
 * operation within {@link #BAND} says nothing; a wider gap is explained by the first of these that holds, or
 * is called unexplained:
 * <ol>
 * <li><b>a stall</b>: one harness sample over {@value #STALL_TIMES_P50} times the p50 (a GC pause or a
 * preemption, which JMH spreads over millions of calls) and the mean without it inside the band;</li>
 * <li><b>clock steps</b>: the operation lasts under {@value #FEW_STEPS} steps of the run's clock, so the two reads
 * of a sample (the run's recorded overhead) are a large part of it; explained where the mean minus that
 * overhead is within the band or one clock step of JMH's mean;</li>
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

    private GapReasons() {
    }

    static String of(Pairing.Pair p) {
        if (p.note() != null) return p.note();
        double jmh = p.jmhMean();
        if (Double.isNaN(p.mean()) || Double.isNaN(jmh) || jmh <= 0 || within(p.mean(), jmh)) return "";
        String stall = stall(p, jmh);
        if (stall != null) return stall;
        String steps = clockSteps(p, jmh);
        if (steps != null) return steps;
        // Megamorphic calls and deoptimised code make the harness slower, never faster.
        if (p.runsBefore() > 0 && p.mean() > jmh) {
            return "not a stall or the clock; the harness ran after " + p.runsBefore() + " other run(s) in one JVM (no fork), "
                    + "whose type profiles can leave shared call sites megamorphic: compare a run of its own";
        }
        return "gap over " + Math.round(BAND * 100) + "%, not explained by a stall or the clock";
    }

    private static boolean within(double harness, double jmh) {
        return Math.abs(harness / jmh - 1) <= BAND;
    }

    private static String stall(Pairing.Pair p, double jmh) {
        if (p.samples() < 2 || p.max() <= STALL_TIMES_P50 * Math.max(1, p.p50())) return null;
        double without = (p.mean() * p.samples() - p.max()) / (p.samples() - 1);
        if (!within(without, jmh)) return null;
        return String.format(Locale.ROOT, "one harness sample of %d ns (a stall: GC pause or preemption) carries the mean; "
                + "without it %s (ratio %.2f)", p.max(), CrosscheckCommand.f(without), without / jmh);
    }

    private static String clockSteps(Pairing.Pair p, double jmh) {
        double step = p.resolutionNs();
        if (!(step > 0) || jmh >= FEW_STEPS * step || p.overheadNs() < 0) return null;
        double minus = p.mean() - p.overheadNs();
        if (!within(minus, jmh) && Math.abs(minus - jmh) > step) return null;
        return String.format(Locale.ROOT, "under %d clock steps (%s ns each): the two reads add %d ns (the recorded overhead); "
                + "mean-ovh %s", FEW_STEPS, CrosscheckCommand.f(step), p.overheadNs(), CrosscheckCommand.f(minus));
    }
}
