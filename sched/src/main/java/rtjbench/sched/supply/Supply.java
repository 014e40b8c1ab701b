package rtjbench.sched.supply;

/**
 * A supply-bound function: {@code least(w)} is the least processor time the tasks get in any window of
 * {@code w} nanoseconds. Non-decreasing in {@code w} and never more than {@code w}.
 *
 * <p>Being a least over all windows, it is also superadditive: {@code least(a + b) ≥ least(a) + least(b)}
 * (a window of a + b is a window of a followed by one of b). The tests rely on that to bound how far they must
 * look: for windows {@code w ≥ W}, {@code least(w) ≥ ⌊w/W⌋·least(W)}. An implementation that interpolates a
 * measured curve must keep it (a curve of minimum mutator utilisation times the window does).
 */
public interface Supply {
    /** {@link #earliest} where no window up to {@code Long.MAX_VALUE / 4} supplies the demand. */
    long NEVER = Long.MAX_VALUE;

    /** A whole processor: every window is all the tasks'. */
    Supply FULL = new Supply() {
        @Override
        public long least(long window) {
            return window;
        }

        @Override
        public long earliest(long demand) {
            return Math.max(0, demand);
        }

        @Override
        public String toString() {
            return "full";
        }
    };

    long least(long window);

    /**
     * The inverse: the shortest window {@code w} with {@code least(w) ≥ demand}, or {@link #NEVER}. The
     * fixed-priority response-time analysis asks it at every step (a job of demand d is sure to be done within
     * {@code earliest(d)}). This default searches {@link #least} (doubling, then halving: some 120 calls at
     * most); an implementation that can invert its curve directly should.
     */
    default long earliest(long demand) {
        if (demand <= 0) {
            return 0;
        }
        long hi = demand;
        while (least(hi) < demand) {
            if (hi > Long.MAX_VALUE / 8) {
                return NEVER;
            }
            hi *= 2;
        }
        long lo = hi == demand ? demand - 1 : hi / 2; // least(lo) < demand: least(w) ≤ w, or the doubling's last miss
        while (hi - lo > 1) {
            long mid = lo + (hi - lo) / 2;
            if (least(mid) >= demand) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }
}
