package rtjbench.tools.report;

import java.util.Locale;

/** A duration in the unit that reads best, to three significant digits: 812 ns, 1.94 µs, 12.3 ms, 2.50 s. */
final class Durations {
    private Durations() {}

    static String readable(double ns) {
        if (ns < 999.5) return String.format(Locale.ROOT, "%.0f ns", ns);
        if (ns < 999_500) return threeDigits(ns / 1e3) + " µs";
        if (ns < 999_500_000) return threeDigits(ns / 1e6) + " ms";
        return threeDigits(ns / 1e9) + " s";
    }

    private static String threeDigits(double v) {
        if (v < 9.995) return String.format(Locale.ROOT, "%.2f", v);
        if (v < 99.95) return String.format(Locale.ROOT, "%.1f", v);
        return String.format(Locale.ROOT, "%.0f", v);
    }
}
