package rtjbench.sched.supply;

import java.util.Arrays;

/**
 * A collector's stop-the-world pauses over an observed stretch of time: each pause's start and duration in
 * nanoseconds from the start of the stretch, the stretch {@code length} long. Overlapping or touching pauses are
 * one pause (the mutator is stopped either way). Immutable.
 *
 * <p>What the trace answers exactly, in integer nanoseconds: the most pause time any window of {@code w} holds,
 * and so the least time left to the mutator, {@link #minAvailable}: Cheng and Blelloch's minimum mutator
 * utilisation times the window. The paused time in the window {@code [t, t + w)} is piecewise linear in {@code
 * t}, its slope changing only where one of the window's edges meets a pause's edge; its maximum is therefore at
 * one of those positions or at either end of the trace, and only those are evaluated (at most four a pause, each
 * by a binary search): no scan in steps, which could step over the worst position.
 */
public final class PauseTrace {
    private final long length;
    private final long[] starts;
    private final long[] ends;
    /** before[i]: the pause time of pauses 0..i-1. */
    private final long[] before;

    /**
     * {@code pauseStarts[i]} and {@code durations[i]}: pause i, in any order; each must lie within {@code [0, length]}.
     */
    public PauseTrace(long length, long[] pauseStarts, long[] durations) {
        if (length <= 0) {
            throw new IllegalArgumentException("a pause trace lasts more than 0 ns, not " + length);
        }
        if (pauseStarts.length != durations.length) {
            throw new IllegalArgumentException(
                    pauseStarts.length + " pause starts but " + durations.length + " durations");
        }
        long[][] pauses = new long[pauseStarts.length][];
        for (int i = 0; i < pauseStarts.length; i++) {
            long s = pauseStarts[i];
            long d = durations[i];
            if (s < 0 || d < 0 || d > length || s > length - d) {
                throw new IllegalArgumentException("pause " + i + " (start " + s + " ns, duration " + d
                        + " ns) does not lie within the trace's " + length + " ns");
            }
            pauses[i] = new long[] {s, s + d};
        }
        Arrays.sort(pauses, (a, b) -> Long.compare(a[0], b[0]));
        long[] s = new long[pauses.length];
        long[] e = new long[pauses.length];
        int n = 0;
        for (long[] p : pauses) {
            if (p[1] == p[0]) {
                continue; // a pause shorter than the log's resolution stops nothing measurable
            }
            if (n > 0 && p[0] <= e[n - 1]) {
                e[n - 1] = Math.max(e[n - 1], p[1]);
            } else {
                s[n] = p[0];
                e[n] = p[1];
                n++;
            }
        }
        this.length = length;
        this.starts = Arrays.copyOf(s, n);
        this.ends = Arrays.copyOf(e, n);
        this.before = new long[n + 1];
        for (int i = 0; i < n; i++) {
            before[i + 1] = before[i] + (ends[i] - starts[i]);
        }
    }

    /** The observed stretch, ns. */
    public long length() {
        return length;
    }

    /** Pauses after merging those that overlap or touch. */
    public int pauses() {
        return starts.length;
    }

    /** The whole trace's pause time, ns. */
    public long pausedTotal() {
        return before[starts.length];
    }

    /** Pause time in {@code [0, x)}. */
    private long pausedBefore(long x) {
        // the last pause starting before x
        int i = Arrays.binarySearch(starts, x);
        int last = i >= 0 ? i - 1 : -i - 2;
        if (last < 0) {
            return 0;
        }
        return before[last] + Math.min(x, ends[last]) - starts[last];
    }

    /** Pause time in {@code [from, to)}, {@code 0 <= from <= to <= length}. */
    public long pausedIn(long from, long to) {
        if (from < 0 || to < from || to > length) {
            throw new IllegalArgumentException(
                    "[" + from + ", " + to + ") is not within the trace's " + length + " ns");
        }
        return pausedBefore(to) - pausedBefore(from);
    }

    /** The most pause time any window of {@code window} ns within the trace holds, exactly. */
    public long maxPaused(long window) {
        if (window <= 0 || window > length) {
            throw new IllegalArgumentException("a window within the trace is 1.." + length + " ns, not " + window);
        }
        long last = length - window; // the latest window start
        long most = Math.max(pausedIn(0, window), pausedIn(last, length));
        for (int i = 0; i < starts.length; i++) {
            long[] candidates = {starts[i], ends[i], starts[i] - window, ends[i] - window};
            for (long t : candidates) {
                if (t >= 0 && t <= last) {
                    most = Math.max(most, pausedBefore(t + window) - pausedBefore(t));
                }
            }
        }
        return most;
    }

    /** The least time left to the mutator in any window of {@code window} ns: window less {@link #maxPaused}. */
    public long minAvailable(long window) {
        return window - maxPaused(window);
    }

    /** The minimum mutator utilisation over windows of {@code window} ns, 0..1. */
    public double mmu(long window) {
        return (double) minAvailable(window) / window;
    }

    /** The curve at {@code windows} (ascending, each within the trace). */
    public MmuCurve curve(long[] windows) {
        long[] available = new long[windows.length];
        for (int i = 0; i < windows.length; i++) {
            available[i] = minAvailable(windows[i]);
        }
        return new MmuCurve(windows, available);
    }
}
