package rtjbench.sched.analysis;

import java.util.Arrays;

/**
 * What a test says about one task set: {@link Outcome#SCHEDULABLE} (every deadline is met), {@link
 * Outcome#UNSCHEDULABLE} (for a sufficient test: not shown schedulable; for an exact one: a deadline is missed),
 * or {@link Outcome#NOT_APPLICABLE} where the test's precondition does not hold (the reason says which). Where the
 * test bounds response times, {@link #responseBound(int)} gives task i's bound in nanoseconds.
 */
public final class Verdict {
    /** A response-time bound the test does not give (or a task it found unbounded). */
    public static final long NO_BOUND = -1;

    public enum Outcome {
        SCHEDULABLE("true"),
        UNSCHEDULABLE("false"),
        NOT_APPLICABLE("na");

        private final String csv;

        Outcome(String csv) {
            this.csv = csv;
        }

        /** As {@code --format csv} writes it: {@code true}, {@code false} or {@code na}. */
        public String csv() {
            return csv;
        }
    }

    private final Outcome outcome;
    private final String reason;
    private final long[] bounds;

    private Verdict(Outcome outcome, String reason, long[] bounds) {
        this.outcome = outcome;
        this.reason = reason == null ? "" : reason;
        this.bounds = bounds == null ? new long[0] : bounds.clone();
    }

    public static Verdict schedulable() {
        return new Verdict(Outcome.SCHEDULABLE, "", null);
    }

    /** Schedulable, with each task's response-time bound (index = the task's index in the set). */
    public static Verdict schedulable(long[] responseBounds) {
        return new Verdict(Outcome.SCHEDULABLE, "", responseBounds);
    }

    /** Not schedulable by this test; {@code why} names the task or condition that failed. */
    public static Verdict unschedulable(String why) {
        return new Verdict(Outcome.UNSCHEDULABLE, why, null);
    }

    public static Verdict unschedulable(String why, long[] responseBounds) {
        return new Verdict(Outcome.UNSCHEDULABLE, why, responseBounds);
    }

    /** The test does not apply to this set; {@code why} says which precondition fails. */
    public static Verdict notApplicable(String why) {
        return new Verdict(Outcome.NOT_APPLICABLE, why, null);
    }

    public Outcome outcome() {
        return outcome;
    }

    public boolean schedulableVerdict() {
        return outcome == Outcome.SCHEDULABLE;
    }

    public String reason() {
        return reason;
    }

    public boolean hasBounds() {
        return bounds.length > 0;
    }

    /** Task i's response-time bound, or {@link #NO_BOUND}. */
    public long responseBound(int task) {
        return task < bounds.length ? bounds[task] : NO_BOUND;
    }

    @Override
    public String toString() {
        return outcome.csv()
                + (reason.isEmpty() ? "" : " (" + reason + ")")
                + (bounds.length == 0 ? "" : " bounds " + Arrays.toString(bounds));
    }
}
