package rtjbench.core.args;

/**
 * Parses and prints the quantities args files use: sizes with B/K/M/G (powers of 1024, as in the seed's
 * "32M") and times with ns/us/ms/s. Values are whole bytes and whole nanoseconds.
 */
public final class Quantities {
    private Quantities() {}

    /** "32M" → 33554432. Throws {@link NumberFormatException} with a message saying what is allowed. */
    public static long parseSize(String text) {
        // Read by hand, not by a regular expression: a cold fork parses its point's sizes before its first event,
        // and java.util.regex costs it the JDK's method-handle machinery, seconds under -Xcomp (docs/cold-start.md).
        // The grammar: digits, white space, then nothing, B, or K, M or G with an optional B, in any case.
        String t = text.trim();
        int digits = digitsEnd(t, 0);
        int shift = digits == 0 ? -1 : sizeShift(lowerAscii(t.substring(spacesEnd(t, digits))));
        if (shift < 0) {
            throw new NumberFormatException("'" + text
                    + "' is not a size: a whole number with an optional unit B, K, M or G (e.g. 512, 4K, 32M)");
        }
        long base = parseWhole(t.substring(0, digits), text);
        if (base > (Long.MAX_VALUE >> shift)) {
            throw new NumberFormatException("size '" + text + "' is too large");
        }
        return base << shift;
    }

    /** "200us" → 200000. A bare number is only accepted for zero, since its unit would be a guess. */
    public static long parseTimeNanos(String text) {
        // By hand, as parseSize: digits with an optional fraction, white space, then a unit or nothing.
        String t = text.trim();
        int end = decimalEnd(t);
        String unit = end < 0 ? null : lowerAscii(t.substring(spacesEnd(t, end)));
        double factor = unit == null ? -1 : unitNanos(unit);
        if (factor < 0) {
            throw new NumberFormatException(
                    "'" + text + "' is not a time: a number with a unit ns, us, ms or s (e.g. 500ns, 200us, 20ms)");
        }
        double number = Double.parseDouble(t.substring(0, end));
        if (unit.isEmpty()) {
            if (number == 0) {
                return 0;
            }
            throw new NumberFormatException("time '" + text + "' needs a unit: ns, us, ms or s");
        }
        double nanos = number * factor;
        if (nanos > Long.MAX_VALUE || nanos != Math.rint(nanos)) {
            throw new NumberFormatException("time '" + text + "' is not a whole number of nanoseconds");
        }
        return (long) nanos;
    }

    /** The power of two a size's {@code unit} (lower case; "" for none) multiplies by, or -1 where it is none. */
    static int sizeShift(String unit) {
        switch (unit) {
            case "":
            case "b":
                return 0;
            case "k":
            case "kb":
                return 10;
            case "m":
            case "mb":
                return 20;
            case "g":
            case "gb":
                return 30;
            default:
                return -1;
        }
    }

    /** Nanoseconds in one {@code unit} (lower case; "" for none: 0), or -1 where it is not a unit of time. */
    private static double unitNanos(String unit) {
        switch (unit) {
            case "":
                return 0;
            case "ns":
                return 1;
            case "us":
            case "\u00b5s":
                return 1e3;
            case "ms":
                return 1e6;
            case "s":
                return 1e9;
            default:
                return -1;
        }
    }

    /**
     * The index after the number {@code t} starts with (ASCII digits, then a point and digits or nothing), or -1
     * where it starts with none.
     */
    static int decimalEnd(String t) {
        int end = digitsEnd(t, 0);
        if (end > 0 && end < t.length() && t.charAt(end) == '.') {
            int fraction = digitsEnd(t, end + 1);
            end = fraction > end + 1 ? fraction : -1;
        }
        return end > 0 ? end : -1;
    }

    /** The index after the ASCII digits from {@code from} ({@code from} itself where there are none). */
    static int digitsEnd(String t, int from) {
        int i = from;
        while (i < t.length() && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
            i++;
        }
        return i;
    }

    /** The index after the white space (space, tab, line feed, vertical tab, form feed, return) from {@code from}. */
    static int spacesEnd(String t, int from) {
        int i = from;
        while (i < t.length() && isSpace(t.charAt(i))) {
            i++;
        }
        return i;
    }

    /** White space as a regular expression's {@code \\s} means it: space, tab, LF, VT, FF, CR. */
    static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    /** {@code s} with its ASCII letters in lower case, and nothing else changed. */
    static String lowerAscii(String s) {
        char[] c = s.toCharArray();
        for (int i = 0; i < c.length; i++) {
            if (c[i] >= 'A' && c[i] <= 'Z') {
                c[i] = (char) (c[i] + ('a' - 'A'));
            }
        }
        return new String(c);
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
