package rtjbench.tools.stats;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sweep point's value as a number for an x axis: sizes ({@code 1K} = 1024, {@code 4M}, {@code 16KB}),
 * fractions ({@code 1/2}), times ({@code 200us}, {@code 1ms}: in ns) and plain counts or decimals.
 */
public final class SweepValue {
    private static final Pattern NUMBER_UNIT = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*([a-zA-Zµ]*)");
    private static final Pattern FRACTION = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*/\\s*([0-9]+(?:\\.[0-9]+)?)");

    private SweepValue() {}

    public static OptionalDouble parse(String text) {
        if (text == null) return OptionalDouble.empty();
        String s = text.trim();
        Matcher f = FRACTION.matcher(s);
        if (f.matches()) {
            double den = Double.parseDouble(f.group(2));
            return den == 0 ? OptionalDouble.empty() : OptionalDouble.of(Double.parseDouble(f.group(1)) / den);
        }
        Matcher m = NUMBER_UNIT.matcher(s);
        if (!m.matches()) return OptionalDouble.empty();
        double v = Double.parseDouble(m.group(1));
        Double scale = scale(m.group(2));
        return scale == null ? OptionalDouble.empty() : OptionalDouble.of(v * scale);
    }

    private static Double scale(String unit) {
        return switch (unit.toLowerCase(Locale.ROOT)) {
            case "", "b" -> 1.0;
            case "k", "kb", "kib" -> 1024.0;
            case "m", "mb", "mib" -> 1024.0 * 1024;
            case "g", "gb", "gib" -> 1024.0 * 1024 * 1024;
            case "ns" -> 1.0;
            case "us", "µs" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "%" -> 0.01;
            default -> null;
        };
    }
}
