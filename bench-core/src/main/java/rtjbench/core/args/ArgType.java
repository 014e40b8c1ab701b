package rtjbench.core.args;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import rtjbench.core.os.CpuList;

/**
 * The type of an argument: how its text parses, what range is allowed, how it prints, and how a sweep
 * range ({@code from..to:step}) steps through it. Parse errors are {@link IllegalArgumentException}s whose
 * message says what is allowed.
 */
public abstract class ArgType<T> {
    /** Sweeps never expand past this many values; a typo such as 1..1G:1 is refused, not run. */
    public static final int MAX_SWEEP_VALUES = 10_000;

    private final String kind;

    ArgType(String kind) {
        this.kind = kind;
    }

    /** Short name of the type for --help: "size", "time", "integer", ... */
    public String kind() {
        return kind;
    }

    /** Parses one value, range checked. */
    public abstract T parse(String text);

    /** Prints a value so that it parses back to the same value. */
    public String format(Object value) {
        return String.valueOf(value);
    }

    /** What values are allowed, for messages and --help: "1..1000000", "one of heap, LT". */
    public abstract String allowed();

    /**
     * What values are allowed on any machine, for the argument reference (docs/args.md): {@link #allowed()}
     * less what only this machine says (its CPUs), so the reference is the same wherever it is made.
     */
    public String allowedAnywhere() {
        return allowed();
    }

    /** The separator of a list of sweep values: "," except where commas belong to the value. */
    public String listSeparator() {
        return ",";
    }

    /** Whether {@code from..to:step} is meaningful for this type. */
    public boolean supportsRange() {
        return false;
    }

    /** Expands an inclusive range; only called where {@link #supportsRange()}. */
    List<T> range(String from, String to, String step) {
        throw new IllegalArgumentException("a " + kind + " cannot be given as a range");
    }

    // ---------------------------------------------------------------- factories

    public static ArgType<Long> integer(long min, long max) {
        return new Numeric("integer", min, max, Quantity.WHOLE);
    }

    public static ArgType<Long> size(long min, long max) {
        return new Numeric("size", min, max, Quantity.SIZE);
    }

    public static ArgType<Long> time(long minNanos, long maxNanos) {
        return new Numeric("time", minNanos, maxNanos, Quantity.TIME);
    }

    public static ArgType<Double> fraction(double min, double max) {
        return new FractionType(min, max);
    }

    public static ArgType<String> choice(String... values) {
        return new Choice(Arrays.asList(values));
    }

    public static ArgType<Boolean> bool() {
        return new ArgType<Boolean>("boolean") {
            @Override
            public Boolean parse(String text) {
                switch (text.trim().toLowerCase(Locale.ROOT)) {
                    case "true":
                    case "yes":
                    case "on":
                    case "1":
                        return Boolean.TRUE;
                    case "false":
                    case "no":
                    case "off":
                    case "0":
                        return Boolean.FALSE;
                    default:
                        throw new IllegalArgumentException("'" + text + "' is not a boolean; allowed: " + allowed());
                }
            }

            @Override
            public String allowed() {
                return "true or false";
            }
        };
    }

    public static ArgType<String> text() {
        return new ArgType<String>("text") {
            @Override
            public String parse(String text) {
                return text.trim();
            }

            @Override
            public String allowed() {
                return "any text";
            }

            @Override
            public String listSeparator() {
                return null; // a text is never swept
            }
        };
    }

    /**
     * {@code warmup}: auto, a count or a time (see {@link WarmupSpec}). Counts may be swept as a range, as
     * integers are ({@code 1000..100000:*10}).
     */
    public static ArgType<WarmupSpec> warmup(final long maxCount, final long maxNanos) {
        final ArgType<Long> counts = integer(0, maxCount);
        return new ArgType<WarmupSpec>("warm-up") {
            @Override
            public WarmupSpec parse(String text) {
                return WarmupSpec.parse(text, maxCount, maxNanos);
            }

            @Override
            public String allowed() {
                return WarmupSpec.allowed(maxCount, maxNanos);
            }

            @Override
            public boolean supportsRange() {
                return true;
            }

            @Override
            List<WarmupSpec> range(String from, String to, String step) {
                List<WarmupSpec> specs = new ArrayList<>();
                for (long n : counts.range(from, to, step)) {
                    specs.add(WarmupSpec.count(n));
                }
                return specs;
            }
        };
    }

    /**
     * A CPU list of this machine's CPUs ({@link MachineCpus}: a CPU it does not have is refused while parsing);
     * the empty list means "every CPU the process may use". Sweep values are separated by ';'.
     */
    public static ArgType<CpuList> cpus() {
        return new ArgType<CpuList>("cpu list") {
            @Override
            public CpuList parse(String text) {
                return MachineCpus.get().parse(text);
            }

            @Override
            public String format(Object value) {
                return value.toString();
            }

            @Override
            public String allowed() {
                MachineCpus machine = MachineCpus.get();
                return "a CPU list such as 0-3,8 of " + machine.describe() + " (from " + machine.source()
                        + "; empty: all CPUs the process may use); sweep values separated by ';'";
            }

            @Override
            public String allowedAnywhere() {
                return "a CPU list such as 0-3,8 of the machine's CPUs (from /sys/devices/system/cpu/possible;"
                        + " empty: all CPUs the process may use); sweep values separated by ';'";
            }

            @Override
            public String listSeparator() {
                return ";";
            }
        };
    }

    /** Parses one value of a {@link #custom} type; throws IllegalArgumentException saying what is wrong. */
    public interface Parser<T> {
        T parse(String text);
    }

    /**
     * A type whose values a benchmark parses itself, such as pairs of CPU sets ({@code 0,2/1,5}). The value's
     * {@code toString()} must parse back to it. Sweep values are separated by {@code listSeparator}
     * (null: never swept); ranges are not supported.
     */
    public static <T> ArgType<T> custom(
            String kind, final String allowed, final String listSeparator, final Parser<T> parser) {
        return new ArgType<T>(kind) {
            @Override
            public T parse(String text) {
                return parser.parse(text.trim());
            }

            @Override
            public String allowed() {
                return allowed;
            }

            @Override
            public String listSeparator() {
                return listSeparator;
            }
        };
    }

    // ---------------------------------------------------------------- implementations

    /** A whole number in a range, read and written by the kind's own functions (bytes and nanoseconds). */
    /**
     * A whole quantity's text both ways. An enum rather than lambdas or method references: a cold fork parses its
     * point's arguments before its first event, and the first lambda of a VM costs it the JDK's method-handle
     * machinery, seconds under {@code -Xcomp} (docs/cold-start.md).
     */
    private enum Quantity {
        WHOLE {
            @Override
            long parse(String text) {
                return Quantities.parseWhole(text, text);
            }

            @Override
            String format(long value) {
                return Long.toString(value);
            }
        },
        SIZE {
            @Override
            long parse(String text) {
                return Quantities.parseSize(text);
            }

            @Override
            String format(long value) {
                return Quantities.formatSize(value);
            }
        },
        TIME {
            @Override
            long parse(String text) {
                return Quantities.parseTimeNanos(text);
            }

            @Override
            String format(long value) {
                return Quantities.formatTime(value);
            }
        };

        abstract long parse(String text);

        abstract String format(long value);
    }

    private static final class Numeric extends ArgType<Long> {
        private final long min;
        private final long max;
        private final Quantity quantity;

        Numeric(String kind, long min, long max, Quantity quantity) {
            super(kind);
            this.min = min;
            this.max = max;
            this.quantity = quantity;
        }

        @Override
        public String format(Object value) {
            return quantity.format((Long) value);
        }

        @Override
        public Long parse(String text) {
            long value = quantity.parse(text);
            if (value < min || value > max) {
                throw new IllegalArgumentException("'" + text + "' is out of range; allowed: " + allowed());
            }
            return value;
        }

        @Override
        public String allowed() {
            return (kind().startsWith("i") ? "an " : "a ") + kind() + " from " + format(min) + " to " + format(max);
        }

        @Override
        public boolean supportsRange() {
            return true;
        }

        @Override
        List<Long> range(String fromText, String toText, String stepText) {
            long from = parse(fromText);
            long to = parse(toText);
            List<Long> values = new ArrayList<>();
            if (stepText.startsWith("*")) {
                long factor = Quantities.parseWhole(stepText.substring(1), stepText);
                if (factor < 2) {
                    throw new IllegalArgumentException("multiplicative step '" + stepText + "' must be at least *2");
                }
                for (long v = from; v <= to; v *= factor) {
                    values.add(v);
                    checkCount(values);
                    if (v > Long.MAX_VALUE / factor) break;
                }
            } else {
                long step = quantity.parse(stepText);
                if (step <= 0) {
                    throw new IllegalArgumentException("step '" + stepText + "' must be positive");
                }
                long span = to - from; // negative only where it overflowed: then the range is huge
                long count = to < from ? 0 : span < 0 ? Long.MAX_VALUE : span / step + 1;
                if (count > MAX_SWEEP_VALUES) {
                    throw new IllegalArgumentException(
                            "the range has " + count + " values; a sweep takes at most " + MAX_SWEEP_VALUES);
                }
                for (long i = 0; i < count; i++) {
                    values.add(from + i * step);
                }
            }
            return values;
        }
    }

    private static final class FractionType extends ArgType<Double> {
        private final double min;
        private final double max;

        FractionType(double min, double max) {
            super("fraction");
            this.min = min;
            this.max = max;
        }

        @Override
        public Double parse(String text) {
            double value = Quantities.parseFraction(text);
            if (!(value >= min && value <= max)) {
                throw new IllegalArgumentException("'" + text + "' is out of range; allowed: " + allowed());
            }
            return value;
        }

        @Override
        public String format(Object value) {
            return Quantities.formatFraction((Double) value);
        }

        @Override
        public String allowed() {
            return "a fraction from " + format(min) + " to " + format(max) + " (e.g. 1/8 or 0.125)";
        }

        @Override
        public boolean supportsRange() {
            return true;
        }

        /** Fractions step geometrically: {@code 1..1/1024:/2} halves down, {@code 1/1024..1:*2} doubles up. */
        @Override
        List<Double> range(String fromText, String toText, String stepText) {
            double from = parse(fromText);
            double to = parse(toText);
            if (stepText.length() < 2 || (stepText.charAt(0) != '*' && stepText.charAt(0) != '/')) {
                throw new IllegalArgumentException("a fraction range steps by *k or /k, not '" + stepText + "'");
            }
            double k = Quantities.parseWhole(stepText.substring(1), stepText);
            if (k < 2) {
                throw new IllegalArgumentException("step '" + stepText + "' must be at least 2");
            }
            boolean down = stepText.charAt(0) == '/';
            List<Double> values = new ArrayList<>();
            double tolerance = 1e-12;
            for (double v = from; down ? v >= to - tolerance : v <= to + tolerance; v = down ? v / k : v * k) {
                values.add(v);
                checkCount(values);
            }
            return values;
        }
    }

    private static final class Choice extends ArgType<String> {
        private final List<String> values;

        Choice(List<String> values) {
            super("choice");
            this.values = Collections.unmodifiableList(values);
        }

        @Override
        public String parse(String text) {
            for (String v : values) {
                if (v.equalsIgnoreCase(text.trim())) {
                    return v;
                }
            }
            throw new IllegalArgumentException("'" + text + "' is not allowed; allowed: " + allowed());
        }

        @Override
        public String allowed() {
            return "one of " + String.join(", ", values);
        }
    }

    static void checkCount(List<?> values) {
        if (values.size() > MAX_SWEEP_VALUES) {
            throw new IllegalArgumentException("the sweep has more than " + MAX_SWEEP_VALUES
                    + " values; a sweep takes at most " + MAX_SWEEP_VALUES);
        }
    }
}
