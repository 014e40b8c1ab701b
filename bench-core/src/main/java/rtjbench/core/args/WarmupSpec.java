package rtjbench.core.args;

import java.util.Locale;

/**
 * The value of {@code warmup}: a number of iterations ({@code 20000}), a time ({@code 2s}), or {@code auto},
 * until the JIT has been quiet for {@code warmup_quiet} (at least {@code warmup_min} iterations, at most
 * {@code warmup_max}). Immutable; prints back to the text it was parsed from.
 */
public final class WarmupSpec {
    public enum Kind {
        COUNT,
        TIME,
        AUTO
    }

    public static final WarmupSpec AUTO = new WarmupSpec(Kind.AUTO, 0);

    private final Kind kind;
    private final long amount;

    private WarmupSpec(Kind kind, long amount) {
        this.kind = kind;
        this.amount = amount;
    }

    public static WarmupSpec count(long iterations) {
        return new WarmupSpec(Kind.COUNT, iterations);
    }

    public static WarmupSpec time(long nanos) {
        return new WarmupSpec(Kind.TIME, nanos);
    }

    /** "auto", a whole number of iterations, or a time with a unit; anything else says what is allowed. */
    static WarmupSpec parse(String text, long maxCount, long maxNanos) {
        String t = text.trim();
        if (t.equalsIgnoreCase("auto")) {
            return AUTO;
        }
        if (!t.isEmpty() && Quantities.digitsEnd(t, 0) == t.length()) { // all digits: a count
            long n = Quantities.parseWhole(t, text);
            if (n > maxCount) {
                throw new IllegalArgumentException(
                        "'" + text + "' is out of range; allowed: " + allowed(maxCount, maxNanos));
            }
            return count(n);
        }
        long nanos;
        try {
            nanos = Quantities.parseTimeNanos(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    "'" + text + "' is not a warm-up; allowed: " + allowed(maxCount, maxNanos));
        }
        if (nanos <= 0 || nanos > maxNanos) {
            throw new IllegalArgumentException(
                    "'" + text + "' is out of range; allowed: " + allowed(maxCount, maxNanos));
        }
        return time(nanos);
    }

    static String allowed(long maxCount, long maxNanos) {
        return String.format(
                Locale.ROOT,
                "auto, a count of iterations from 0 to %d, or a time up to %s (e.g. 20000, 2s)",
                maxCount,
                Quantities.formatTime(maxNanos));
    }

    public Kind kind() {
        return kind;
    }

    /** The iterations of a count. */
    public long iterations() {
        if (kind != Kind.COUNT) {
            throw new IllegalStateException("warmup=" + this + " is not a count");
        }
        return amount;
    }

    /** The nanoseconds of a time. */
    public long nanos() {
        if (kind != Kind.TIME) {
            throw new IllegalStateException("warmup=" + this + " is not a time");
        }
        return amount;
    }

    /** The warmup of a config. */
    public static WarmupSpec of(Config config) {
        return config.get(CommonArgs.WARMUP);
    }

    /**
     * For loops that must know their warm-up before they start (threads made in advance, a fixed number of
     * rounds): the count, or {@code warmup_min} for auto and a time; none for a cold start.
     */
    public static int iterationsUpFront(Config config) {
        if (StartMode.cold(config)) {
            return 0;
        }
        WarmupSpec w = of(config);
        return w.kind == Kind.COUNT ? (int) w.amount : config.getInt(CommonArgs.WARMUP_MIN);
    }

    /** The most time a warm-up of this config may take: a time, auto's {@code warmup_max}; -1 for a count. */
    public static long maxNanos(Config config) {
        if (StartMode.cold(config)) {
            return -1;
        }
        WarmupSpec w = of(config);
        switch (w.kind) {
            case TIME:
                return w.amount;
            case AUTO:
                return config.getLong(CommonArgs.WARMUP_MAX);
            default:
                return -1;
        }
    }

    @Override
    public String toString() {
        switch (kind) {
            case AUTO:
                return "auto";
            case TIME:
                return Quantities.formatTime(amount);
            default:
                return Long.toString(amount);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WarmupSpec && ((WarmupSpec) o).kind == kind && ((WarmupSpec) o).amount == amount;
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + Long.hashCode(amount);
    }
}
