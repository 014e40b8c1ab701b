package rtjbench.sched.supply;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A minimum mutator utilisation curve (Cheng and Blelloch 2001): for each of some window sizes, the least
 * processor time any window of that size leaves to the mutator, in whole nanoseconds; MMU(w) is that over w.
 * Computed exactly from a {@link PauseTrace}, or read back from a file. {@link #supply()} turns it into the
 * supply a task on one CPU is sure of.
 */
public final class MmuCurve {
    /** The smallest window of the standard curve: 100 µs. */
    public static final long SMALLEST_WINDOW = 100_000L;
    /** The largest window of the standard curve: 10 s. */
    public static final long LARGEST_WINDOW = 10_000_000_000L;
    /** Ten windows a decade, the rounded steps of the Renard R10 series (1, 1.25, 1.6, 2, 2.5, 3.15, 4, 5, 6.3, 8). */
    private static final long[] R10_PER_MILLE = {1000, 1250, 1600, 2000, 2500, 3150, 4000, 5000, 6300, 8000};

    private final long[] windows;
    private final long[] available;

    /**
     * {@code windows} ascending and distinct, each above 0; {@code available[i]} the least mutator time in any
     * window of {@code windows[i]}, 0..{@code windows[i]}. As of every trace, a larger window leaves at least as
     * much mutator time and holds at least as much pause time as a smaller one (it contains a smaller window and
     * lies inside a larger one); a curve that breaks either is refused.
     */
    public MmuCurve(long[] windows, long[] available) {
        if (windows.length != available.length) {
            throw new IllegalArgumentException(windows.length + " windows but " + available.length + " figures");
        }
        if (windows.length == 0) {
            throw new IllegalArgumentException("an MMU curve has at least one window");
        }
        for (int i = 0; i < windows.length; i++) {
            if (windows[i] <= 0 || (i > 0 && windows[i] <= windows[i - 1])) {
                throw new IllegalArgumentException("windows ascend from above 0: window " + (i + 1) + " is "
                        + windows[i] + " ns" + (i > 0 ? ", after " + windows[i - 1] + " ns" : ""));
            }
            if (available[i] < 0 || available[i] > windows[i]) {
                throw new IllegalArgumentException("window " + windows[i] + " ns leaves the mutator 0.." + windows[i]
                        + " ns, not " + available[i]);
            }
            if (i > 0 && available[i] < available[i - 1]) {
                throw new IllegalArgumentException("window " + windows[i] + " ns leaves the mutator " + available[i]
                        + " ns, less than the smaller window " + windows[i - 1] + " ns leaves (" + available[i - 1]
                        + " ns): no trace gives that");
            }
            if (i > 0 && windows[i] - available[i] < windows[i - 1] - available[i - 1]) {
                throw new IllegalArgumentException("window " + windows[i] + " ns holds " + (windows[i] - available[i])
                        + " ns of pauses, less than the smaller window " + windows[i - 1] + " ns holds ("
                        + (windows[i - 1] - available[i - 1]) + " ns): no trace gives that");
            }
        }
        this.windows = windows.clone();
        this.available = available.clone();
    }

    /**
     * The standard windows: 100 µs to 10 s, ten a decade, those no longer than {@code traceLength}, and the
     * trace's length itself where it is shorter than 10 s (nothing longer than the trace was observed).
     */
    public static long[] standardWindows(long traceLength) {
        List<Long> w = new ArrayList<>();
        for (long decade = SMALLEST_WINDOW; decade < LARGEST_WINDOW; decade *= 10) {
            for (long step : R10_PER_MILLE) {
                long window = decade / 1000 * step;
                if (window <= traceLength) {
                    w.add(window);
                }
            }
        }
        if (LARGEST_WINDOW <= traceLength) {
            w.add(LARGEST_WINDOW);
        } else if (w.isEmpty() || w.get(w.size() - 1) < traceLength) {
            w.add(traceLength);
        }
        long[] a = new long[w.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = w.get(i);
        }
        return a;
    }

    public int size() {
        return windows.length;
    }

    public long window(int i) {
        return windows[i];
    }

    /** The least mutator time in any window of {@link #window(int) window(i)}, ns. */
    public long available(int i) {
        return available[i];
    }

    public double mmu(int i) {
        return (double) available[i] / windows[i];
    }

    /**
     * The supply this curve guarantees a task on one CPU: {@code least(w)} = MMU(w)·w at the computed windows,
     * and between them the larger of two bounds that hold for every trace the curve could come from:
     * <ul>
     *   <li>a window of w holds a window of each smaller computed size w<sub>j</sub>, so at least that one's
     *       mutator time;</li>
     *   <li>a window of w lies inside a window of the next larger computed size w<sub>k</sub>, so it holds at most
     *       that one's pause time, w<sub>k</sub> − available<sub>k</sub>, and leaves at least w less that.</li>
     * </ul>
     * Beyond the largest computed window W (the trace's length, or 10 s) nothing was observed; there a window is
     * taken as whole windows of W and the rest, {@code ⌊w/W⌋·least(W) + least(w mod W)}: which holds if the
     * collector goes on as it did in the trace, and is an assumption about the future, not a measurement.
     */
    public Supply supply() {
        return new CurveSupply(windows, available);
    }

    private static final class CurveSupply implements Supply {
        private final long[] windows;
        private final long[] available;

        CurveSupply(long[] windows, long[] available) {
            this.windows = windows;
            this.available = available;
        }

        @Override
        public long least(long window) {
            if (window <= 0) {
                return 0;
            }
            long largest = windows[windows.length - 1];
            if (window > largest) {
                long whole = window / largest;
                return Math.addExact(Math.multiplyExact(whole, within(largest)), within(window % largest));
            }
            return within(window);
        }

        /** least(w) for 0 <= w <= the largest window. */
        private long within(long window) {
            if (window <= 0) {
                return 0;
            }
            int i = Arrays.binarySearch(windows, window);
            if (i >= 0) {
                return available[i];
            }
            int next = -i - 1; // the first computed window larger than this one
            long fromBelow = next == 0 ? 0 : available[next - 1];
            long fromAbove = window - (windows[next] - available[next]);
            return Math.max(fromBelow, fromAbove);
        }

        /**
         * The inverse of {@link #least}, found directly (two binary searches) rather than by the default search
         * over {@code least}: the processor-demand analysis asks it at every step.
         */
        @Override
        public long earliest(long demand) {
            if (demand <= 0) {
                return 0;
            }
            long largest = windows[windows.length - 1];
            long whole = available[available.length - 1];
            long lastBelow = within(largest - 1);
            if (demand <= lastBelow) {
                return earliestWithin(demand);
            }
            if (whole <= 0) {
                return NEVER;
            }
            // least(qW + r) = q·least(W) + least(r): the smallest q whose window can reach the demand, then r.
            long q = (demand - 1) / whole;
            long rest = demand - q * whole;
            if (q > (Long.MAX_VALUE / 4) / largest) {
                return NEVER;
            }
            if (rest <= lastBelow) {
                return q * largest + earliestWithin(rest);
            }
            return (q + 1) * largest;
        }

        /** The least w in (0, largest) with within(w) ≥ demand, for 0 < demand ≤ within(largest − 1). */
        private long earliestWithin(long demand) {
            int lo = 0;
            int hi = windows.length - 1;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (available[mid] >= demand) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            // windows[lo] is the first computed window giving the demand; below it, least(w) for w in
            // (windows[lo-1], windows[lo]) is max(available[lo-1], w − pause[lo]), and available[lo-1] < demand.
            long pause = windows[lo] - available[lo];
            long after = lo == 0 ? 1 : windows[lo - 1] + 1;
            return Math.min(windows[lo], Math.max(after, demand + pause));
        }

        @Override
        public String toString() {
            return "MMU supply over " + windows.length + " windows up to " + windows[windows.length - 1] + " ns";
        }
    }
}
