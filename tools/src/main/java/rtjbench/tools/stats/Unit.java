package rtjbench.tools.stats;

import java.util.Locale;
import rtjbench.tools.cli.ToolException;

/** The unit statistics are shown in; samples are always nanoseconds in the files. */
public enum Unit {
    NS("ns", 1.0),
    US("us", 1000.0);

    private final String label;
    private final double nanos;

    Unit(String label, double nanos) {
        this.label = label;
        this.nanos = nanos;
    }

    public static Unit parse(String s) {
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "ns" -> NS;
            case "us", "µs", "micros" -> US;
            default -> throw ToolException.usage("--unit must be ns or us, got '" + s + "'");
        };
    }

    public String label() {
        return label;
    }

    /** Nanoseconds per unit (the scaling HdrHistogram's percentile output needs). */
    public double nanos() {
        return nanos;
    }

    public double of(double ns) {
        return ns / nanos;
    }

    /** Whole ns as integers; µs with 3 decimals (1 ns resolution). Means and deviations get one more. */
    public String format(double ns, boolean fractional) {
        if (this == NS)
            return fractional ? String.format(Locale.ROOT, "%.1f", ns) : String.format(Locale.ROOT, "%.0f", ns);
        return String.format(Locale.ROOT, fractional ? "%.4f" : "%.3f", ns / nanos);
    }
}
