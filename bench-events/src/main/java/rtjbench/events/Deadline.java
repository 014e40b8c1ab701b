package rtjbench.events;

import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.Quantities;
import rtjbench.stats.DeadlineMisses;

/**
 * The {@code deadline} argument of the testapps that have one ({@code periodic}: a release's lateness;
 * {@code dispatch}: the response, fire to handler start): a positive time, or {@code period}, the default, which
 * means the run's period. Misses are counted as {@link DeadlineMisses} defines them.
 */
final class Deadline {
    static final String PERIOD = "period";
    static final String NONE = "none";

    static final String ALLOWED = "period (the default: the release period) or a positive time such as 200us, 1ms";

    /** Nanoseconds, 0 for "the period", -1 for none. */
    private final long nanos;

    private Deadline(long nanos) {
        this.nanos = nanos;
    }

    static Deadline parse(String text) {
        String t = text.trim();
        if (t.equals(PERIOD)) {
            return new Deadline(0);
        }
        if (t.equals(NONE)) {
            return new Deadline(-1);
        }
        long n;
        try {
            n = Quantities.parseTimeNanos(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a deadline; allowed: " + ALLOWED);
        }
        if (n <= 0) {
            throw new IllegalArgumentException("'" + text + "' is not a positive time; allowed: " + ALLOWED);
        }
        return new Deadline(n);
    }

    static ArgSpec<Deadline> spec(String description) {
        return spec(PERIOD, ALLOWED, description);
    }

    /** For a testapp without a period: none (the default: no deadline counted) or a positive time. */
    static ArgSpec<Deadline> optional(String description) {
        return spec(NONE, "none (the default: no deadline) or a positive time such as 200us, 1ms", description);
    }

    private static ArgSpec<Deadline> spec(String defaultText, String allowed, String description) {
        return ArgSpec.of(
                "deadline",
                ArgType.custom("deadline", allowed, ",", new ArgType.Parser<Deadline>() {
                    @Override
                    public Deadline parse(String text) {
                        return Deadline.parse(text);
                    }
                }),
                defaultText,
                description);
    }

    /** The deadline in ns, {@code period} where it is the period's; -1 for none. */
    long nanos(long period) {
        return nanos == 0 ? period : nanos;
    }

    boolean isNone() {
        return nanos < 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Deadline && ((Deadline) o).nanos == nanos;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(nanos);
    }

    @Override
    public String toString() {
        return nanos == 0 ? PERIOD : nanos < 0 ? NONE : Quantities.formatTime(nanos);
    }
}
