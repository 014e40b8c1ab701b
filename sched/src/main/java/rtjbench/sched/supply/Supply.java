package rtjbench.sched.supply;

/**
 * A supply-bound function: {@code least(w)} is the least processor time the tasks get in any window of
 * {@code w} nanoseconds. Non-decreasing in {@code w} and never more than {@code w}.
 */
public interface Supply {
    /** A whole processor: every window is all the tasks'. */
    Supply FULL = new Supply() {
        @Override
        public long least(long window) {
            return window;
        }

        @Override
        public String toString() {
            return "full";
        }
    };

    long least(long window);
}
