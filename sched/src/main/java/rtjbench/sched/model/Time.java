package rtjbench.sched.model;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Times in task-set files: a decimal number and a unit ({@code 10ms}, {@code 250us}, {@code 1.5ms},
 * {@code 500ns}, {@code 2s}), read exactly into whole nanoseconds (a decimal is never passed through a double, so
 * {@code 0.1ms} is 100000 ns, not 99999). A number without a unit is refused: its unit would be a guess.
 */
public final class Time {
    private static final Pattern TIME = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ns|us|µs|ms|s)");

    /**
     * The longest time text read: a 64-bit count of nanoseconds has 19 digits, so 40 characters hold any time
     * with room for decimals; a longer one is refused before it is parsed, quoted by its start and its length.
     */
    public static final int MAX_TEXT = 40;

    private Time() {}

    /** The nanoseconds {@code text} says; {@link IllegalArgumentException} naming what is allowed otherwise. */
    public static long parse(String text) {
        String t = text.trim();
        if (t.length() > MAX_TEXT) {
            throw new IllegalArgumentException(Quoted.of(t) + " is too long for a time: at most " + MAX_TEXT
                    + " characters (a time fits in 19 digits of nanoseconds)");
        }
        long whole = wholeWithUnit(t);
        if (whole >= 0) {
            return whole;
        }
        Matcher m = TIME.matcher(t);
        if (!m.matches()) {
            if (t.matches("\\d+(\\.\\d+)?")) {
                throw new IllegalArgumentException(Quoted.of(t) + " has no unit: write ns, us, ms or s (e.g. 10ms)");
            }
            throw new IllegalArgumentException(
                    Quoted.of(t) + " is not a time: a number with a unit ns, us, ms or s (e.g. 10ms, 250us, 1.5ms)");
        }
        BigDecimal nanos = new BigDecimal(m.group(1)).multiply(BigDecimal.TEN.pow(exponent(m.group(2))));
        try {
            return nanos.longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(
                    Quoted.of(t) + " is not a whole number of nanoseconds, or is above " + Long.MAX_VALUE + " ns", e);
        }
    }

    /**
     * The common case read without a pattern or a decimal: whole digits and a unit ({@code 10ms}); -1 where the
     * text is anything else or does not fit, for {@link #parse} to read (or refuse) the long way.
     */
    private static long wholeWithUnit(String t) {
        int i = 0;
        long v = 0;
        while (i < t.length() && i < 18 && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
            v = v * 10 + (t.charAt(i) - '0');
            i++;
        }
        if (i == 0 || i == t.length()) {
            return -1;
        }
        String unit = t.substring(i);
        if (!unit.equals("ns") && !unit.equals("us") && !unit.equals("µs") && !unit.equals("ms") && !unit.equals("s")) {
            return -1;
        }
        long scale = 1;
        for (int e = exponent(unit); e > 0; e--) {
            scale *= 10;
        }
        return v > Long.MAX_VALUE / scale ? -1 : v * scale;
    }

    private static int exponent(String unit) {
        switch (unit) {
            case "ns":
                return 0;
            case "us":
            case "µs":
                return 3;
            case "ms":
                return 6;
            default:
                return 9;
        }
    }

    /**
     * The shortest exact text for {@code nanos} in the largest unit that keeps it at most three decimals:
     * 10000000 → {@code 10ms}, 1500000 → {@code 1.5ms}, 250000 → {@code 250us}, 17 → {@code 17ns}.
     * {@link #parse} reads it back to the same value.
     */
    public static String format(long nanos) {
        if (nanos == 0) {
            return "0ns";
        }
        String[] units = {"s", "ms", "us"};
        int[] exponents = {9, 6, 3};
        for (int i = 0; i < units.length; i++) {
            BigDecimal v = BigDecimal.valueOf(nanos).movePointLeft(exponents[i]).stripTrailingZeros();
            if (v.abs().compareTo(BigDecimal.ONE) >= 0 && Math.max(0, v.scale()) <= 3) {
                return v.toPlainString() + units[i];
            }
        }
        return nanos + "ns";
    }

    /** For messages and tables: {@code 1.5 ms}, {@code 250 µs}, rounded to three significant decimals. */
    public static String describe(long nanos) {
        double abs = Math.abs((double) nanos);
        if (abs >= 1e9) {
            return String.format(Locale.ROOT, "%.3g s", nanos / 1e9);
        }
        if (abs >= 1e6) {
            return String.format(Locale.ROOT, "%.3g ms", nanos / 1e6);
        }
        if (abs >= 1e3) {
            return String.format(Locale.ROOT, "%.3g µs", nanos / 1e3);
        }
        return nanos + " ns";
    }
}
