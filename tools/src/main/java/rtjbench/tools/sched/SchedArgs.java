package rtjbench.tools.sched;

import java.math.BigDecimal;
import java.util.Locale;
import rtjbench.sched.model.Quoted;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.ToolException;

/**
 * The values the sched commands share, each parsed once with a message naming the option and what it allows,
 * and the bounds of every size a user can give them (docs/tools.md, "Bounds"): past one, exit 2 naming the
 * argument, its value and the bound, before any work.
 */
final class SchedArgs {
    /** The most CPUs of a platform: {@code --cpus} of every sched command, an experiment's {@code cpus}. */
    static final int MAX_CPUS = 4096;
    /** The most sets {@code sched generate} draws (it writes them one at a time, in constant memory). */
    static final int MAX_SETS = 10_000_000;
    /** The most sets of a ratio experiment, caps x sets (each cap's counts are kept, never its sets). */
    static final long MAX_EXPERIMENT_SETS = 10_000_000;
    /**
     * The most simulated sets of a ratio experiment, caps x sets x simulations x models (each one's metrics are kept).
     */
    static final long MAX_SIMULATED_SETS = 2_000_000;
    /** The longest number given as text (command line or experiment file); longer ones are refused unparsed. */
    static final int MAX_NUMBER_TEXT = Quoted.SHOWN;

    private SchedArgs() {}

    /** A whole number in [min, max] given as {@code --name}; required where no default was declared. */
    static long whole(Options o, String command, String name, long min, long max) {
        String v = required(o, command, name);
        try {
            if (v.strip().length() > MAX_NUMBER_TEXT) throw new NumberFormatException();
            long x = Long.parseLong(v.strip());
            if (x < min || x > max) {
                throw ToolException.usage(String.format(
                        Locale.ROOT,
                        "%s: --%s %s is out of range: %d to %d",
                        command,
                        name,
                        Quoted.of(v.strip()),
                        min,
                        max));
            }
            return x;
        } catch (NumberFormatException e) {
            throw ToolException.usage(command + ": --" + name + " " + Quoted.of(v) + " is not a whole number"
                    + (min == Long.MIN_VALUE ? "" : String.format(Locale.ROOT, " from %d to %d", min, max)));
        }
    }

    /** A decimal number above 0 given as {@code --name}. */
    static double positive(Options o, String command, String name) {
        String v = required(o, command, name);
        return positive(command, "--" + name, v);
    }

    static double positive(String command, String what, String v) {
        try {
            if (v.strip().length() > MAX_NUMBER_TEXT) {
                throw ToolException.usage(command + ": " + what + " " + Quoted.of(v) + " is longer than "
                        + MAX_NUMBER_TEXT + " characters, the longest number read");
            }
            BigDecimal d = new BigDecimal(v.strip());
            if (d.signum() <= 0) {
                throw ToolException.usage(command + ": " + what + " " + Quoted.of(v) + " must be above 0");
            }
            return d.doubleValue();
        } catch (NumberFormatException e) {
            throw ToolException.usage(command + ": " + what + " " + Quoted.of(v) + " is not a number");
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
