package rtjbench.core.args;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses and prints the quantities args files use: sizes with B/K/M/G (powers of 1024, as in the seed's
 * "32M") and times with ns/us/ms/s. Values are whole bytes and whole nanoseconds.
 */
public final class Quantities {
    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*([KMG]?)B?", Pattern.CASE_INSENSITIVE);
    private static final Pattern TIME =
            Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ns|us|µs|ms|s)?", Pattern.CASE_INSENSITIVE);

    private Quantities() {}

    /** "32M" → 33554432. Throws {@link NumberFormatException} with a message saying what is allowed. */
    public static long parseSize(String text) {
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches()) {
            throw new NumberFormatException("'" + text
                    + "' is not a size: a whole number with an optional unit B, K, M or G (e.g. 512, 4K, 32M)");
        }
        long base = parseWhole(m.group(1), text);
        int shift;
        switch (m.group(2).toUpperCase(Locale.ROOT)) {
            case "K":
                shift = 10;
                break;
            case "M":
                shift = 20;
                break;
            case "G":
                shift = 30;
                break;
            default:
                shift = 0;
        }
        if (base > (Long.MAX_VALUE >> shift)) {
            throw new NumberFormatException("size '" + text + "' is too large");
        }
        return base << shift;
    }

    /** "200us" → 200000. A bare number is only accepted for zero, since its unit would be a guess. */
    public static long parseTimeNanos(String text) {
        Matcher m = TIME.matcher(text.trim());
        if (!m.matches()) {
            throw new NumberFormatException(
                    "'" + text + "' is not a time: a number with a unit ns, us, ms or s (e.g. 500ns, 200us, 20ms)");
        }
        double number = Double.parseDouble(m.group(1));
        String unit = m.group(2);
        if (unit == null) {
            if (number == 0) {
                return 0;
            }
            throw new NumberFormatException("time '" + text + "' needs a unit: ns, us, ms or s");
        }
        double factor;
        switch (unit.toLowerCase(Locale.ROOT)) {
            case "ns":
                factor = 1;
                break;
            case "us":
            case "µs":
                factor = 1e3;
                break;
            case "ms":
                factor = 1e6;
                break;
            default:
                factor = 1e9;
        }
        double nanos = number * factor;
        if (nanos > Long.MAX_VALUE || nanos != Math.rint(nanos)) {
            throw new NumberFormatException("time '" + text + "' is not a whole number of nanoseconds");
        }
        return (long) nanos;
    }

    /** Whole number, decimal. */
    public static long parseWhole(String digits, String context) {
        try {
            return Long.parseLong(digits.trim());
        } catch (NumberFormatException e) {
            throw new NumberFormatException("'" + context + "' is not a whole number");
        }
    }

    /** A fraction such as "1/2", "1", "0.25". */
    public static double parseFraction(String text) {
        String t = text.trim();
        int slash = t.indexOf('/');
        try {
            if (slash < 0) {
                return Double.parseDouble(t);
            }
            double num = Double.parseDouble(t.substring(0, slash).trim());
            double den = Double.parseDouble(t.substring(slash + 1).trim());
            if (den == 0) {
                throw new NumberFormatException("'" + text + "' divides by zero");
            }
            return num / den;
        } catch (NumberFormatException e) {
            if (e.getMessage() != null && e.getMessage().contains("divides")) {
                throw e;
            }
            throw new NumberFormatException("'" + text + "' is not a fraction (e.g. 1, 1/2, 0.25)");
        }
    }

    /** 33554432 → "32M"; exact units only, so the text parses back to the same number. */
    public static String formatSize(long bytes) {
        if (bytes != 0) {
            if (bytes % (1L << 30) == 0) return (bytes >> 30) + "G";
            if (bytes % (1L << 20) == 0) return (bytes >> 20) + "M";
            if (bytes % (1L << 10) == 0) return (bytes >> 10) + "K";
        }
        return Long.toString(bytes);
    }

    /** 200000 → "200us"; exact units only. */
    public static String formatTime(long nanos) {
        if (nanos != 0) {
            if (nanos % 1_000_000_000L == 0) return nanos / 1_000_000_000L + "s";
            if (nanos % 1_000_000L == 0) return nanos / 1_000_000L + "ms";
            if (nanos % 1_000L == 0) return nanos / 1_000L + "us";
        }
        return nanos + "ns";
    }

    /** 0.5 → "1/2" where the value is 1/2^k, otherwise the decimal. */
    public static String formatFraction(double value) {
        if (value > 0 && value < 1) {
            double inverse = 1 / value;
            if (inverse == Math.rint(inverse) && inverse < 1e9) {
                return "1/" + (long) inverse;
            }
        }
        if (value == Math.rint(value)) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }
}
