package rtjbench.tools.stats;

import java.util.Locale;
import java.util.Map;
import rtjbench.core.args.ArgType;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;

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

    /** The type of every {@code --unit}: ns, or us (also µs, micros), case ignored. */
    public static ArgType<Unit> type() {
        return OptionTypes.oneOf("ns or us", Map.of("ns", NS, "us", US, "µs", US, "micros", US));
    }

    /** {@code --unit}, declared the same for every command that prints figures; {@code help} says of what. */
    public static Options.Spec<Unit> option(String help) {
        return Options.Spec.value("unit", "ns|us", type(), "us", help);
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
