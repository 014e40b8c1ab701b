package rtjbench.tools.sched;

import java.math.BigDecimal;
import java.util.Locale;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.ToolException;

/** The values the sched commands share, each parsed once with a message naming the option and what it allows. */
final class SchedArgs {
    private SchedArgs() {}

    /** A whole number in [min, max] given as {@code --name}; required where no default was declared. */
    static long whole(Options o, String command, String name, long min, long max) {
        String v = required(o, command, name);
        try {
            long x = Long.parseLong(v.strip());
            if (x < min || x > max) {
                throw ToolException.usage(String.format(
                        Locale.ROOT, "%s: --%s %s is out of range: %d to %d", command, name, v, min, max));
            }
            return x;
        } catch (NumberFormatException e) {
            throw ToolException.usage(command + ": --" + name + " '" + v + "' is not a whole number");
        }
    }

    /** A decimal number above 0 given as {@code --name}. */
    static double positive(Options o, String command, String name) {
        String v = required(o, command, name);
        return positive(command, "--" + name, v);
    }

    static double positive(String command, String what, String v) {
        try {
            BigDecimal d = new BigDecimal(v.strip());
            if (d.signum() <= 0) {
                throw ToolException.usage(command + ": " + what + " " + v + " must be above 0");
            }
            return d.doubleValue();
        } catch (NumberFormatException e) {
            throw ToolException.usage(command + ": " + what + " '" + v + "' is not a number");
        }
    }

    static String required(Options o, String command, String name) {
        String v = o.value(name);
        if (v == null || v.isBlank()) {
            throw ToolException.usage(command + ": --" + name + " is required");
        }
        return v;
    }
}
