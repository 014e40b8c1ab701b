package rtjbench.stats;

import java.util.Arrays;

/**
 * When a cold start reaches its steady state: the first event after which the rolling median of the latencies
 * stays within {@link #TOLERANCE} of the steady-state median the same VM gives once warmed up (its p50 with
 * {@code warmup=auto}). One definition for the runner, which writes each fork's events and time to the steady
 * state, and for the tools, which draw and tabulate them.
 * <ul>
 * <li><b>rolling median</b> at event j: the median (nearest rank, the lower median, as {@link SampleDistribution}
 * defines it) of the {@link #WINDOW} events j .. j + WINDOW - 1; of a record shorter than the window, of the whole
 * record. A window of 51 is long enough that a burst of late events (a preemption, a collection, a busy
 * neighbour: with 25, memalloc 1K's windows on the busy 2-vCPU machine this was made on rose 1.4x above their
 * neighbours) does not move it, and short enough to follow the steps of tiered compilation, which come hundreds
 * to thousands of events apart. The window leads: the steady state can be found up to half a window before the
 * last slow events, never after them.</li>
 * <li><b>within</b>: at most (1 + TOLERANCE) x the reference, or the reference plus one step of the clock where
 * that is more ({@link #bound}; the step as the reference's samples show it, {@link ClockStep}): on a clock that
 * moves in 10 ns steps a 10 % band around a 30 ns reference would ask for the reference itself, a difference the
 * clock cannot tell from one step. One-sided on purpose: a cold run whose median falls below 0.9 x the warm
 * reference (a quieter moment of the machine than the warm run had) is not still warming up; a two-sided band
 * would call it never steady.</li>
 * <li><b>events to steady state</b>: the smallest j such that every rolling median from j on is within; the
 * events before it (0: steady from the first event). Not reached (-1) where the last window is not within:
 * the record ended before the steady state, or the VM never got as fast as its warm self.</li>
 * </ul>
 * Worked example: reference 100 ns, window 3, latencies 900 400 150 105 100 120 100 110: the six rolling medians
 * are 400 150 105 105 100 110 (the last window, 120 100 110, gives 110); the first from which all stay at or below
 * 110 ns is j = 2, so the steady state begins at the third event, after 2 events.
 */
public final class SteadyState {
    /** Events in the rolling window. */
    public static final int WINDOW = 51;
    /** How far above the warm reference the rolling median may stay, as a fraction of it. */
    public static final double TOLERANCE = 0.10;

    private SteadyState() {}

    /** The rolling medians of {@code latencies} over {@code window} events: one per full window, at its first event. */
    public static long[] rollingMedians(long[] latencies, int window) {
        if (window < 1) {
            throw new IllegalArgumentException("window must be at least 1, was " + window);
        }
        if (latencies.length == 0) {
            return new long[0];
        }
        int w = Math.min(window, latencies.length);
        long[] medians = new long[latencies.length - w + 1];
        long[] sorted = Arrays.copyOf(latencies, w);
        Arrays.sort(sorted);
        int rank = (w + 1) / 2 - 1; // nearest rank of p50: ceil(w / 2), 0-based
        medians[0] = sorted[rank];
        for (int j = 1; j < medians.length; j++) {
            replace(sorted, latencies[j - 1], latencies[j + w - 1]);
            medians[j] = sorted[rank];
        }
        return medians;
    }

    /** Removes {@code out} from the sorted window and inserts {@code in}, keeping it sorted. */
    private static void replace(long[] sorted, long out, long in) {
        int at = Arrays.binarySearch(sorted, out);
        // shift over the removed value towards where the new one belongs
        while (at > 0 && sorted[at - 1] > in) {
            sorted[at] = sorted[at - 1];
            at--;
        }
        while (at < sorted.length - 1 && sorted[at + 1] < in) {
            sorted[at] = sorted[at + 1];
            at++;
        }
        sorted[at] = in;
    }

    /**
     * The highest rolling median that is within the steady state of {@code referenceNanos}: (1 + TOLERANCE) x it,
     * or it plus {@code stepNanos} (the clock's step, {@link ClockStep}; 0 where none is known) where that is more.
     */
    public static double bound(double referenceNanos, long stepNanos) {
        return bound(referenceNanos, stepNanos, TOLERANCE);
    }

    private static double bound(double referenceNanos, long stepNanos, double tolerance) {
        return Math.max(referenceNanos * (1 + tolerance), referenceNanos + stepNanos);
    }

    /**
     * Events before the steady state of one cold record ({@code latencies} in event order) against the warm
     * {@code referenceNanos}, on a clock whose step is {@code stepNanos} (0 where none is known); -1 where it is
     * not reached. With the standard window and tolerance.
     */
    public static int eventsTo(long[] latencies, double referenceNanos, long stepNanos) {
        return eventsTo(latencies, referenceNanos, stepNanos, WINDOW, TOLERANCE);
    }

    /** As {@link #eventsTo(long[], double, long)} with no step known: the band is the tolerance alone. */
    public static int eventsTo(long[] latencies, double referenceNanos) {
        return eventsTo(latencies, referenceNanos, 0);
    }

    /** As {@link #eventsTo(long[], double)}, with a window and tolerance of one's own (tests, other definitions). */
    public static int eventsTo(long[] latencies, double referenceNanos, int window, double tolerance) {
        return eventsTo(latencies, referenceNanos, 0, window, tolerance);
    }

    private static int eventsTo(long[] latencies, double referenceNanos, long stepNanos, int window, double tolerance) {
        if (!(referenceNanos > 0)) {
            throw new IllegalArgumentException("the steady-state reference must be positive, was " + referenceNanos);
        }
        long[] medians = rollingMedians(latencies, window);
        double bound = bound(referenceNanos, stepNanos, tolerance);
        int steady = -1;
        for (int j = medians.length - 1; j >= 0 && medians[j] <= bound; j--) {
            steady = j;
        }
        return steady;
    }
}
