package rtjbench.tools.sched;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.run.JobsCsvReader;
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

    /** One bound: what it bounds, its largest accepted value, and what that largest value costs or means. */
    record Bound(String what, String largest, String note) {}

    /** Every bound of the sched commands, as {@code sched --help} and docs/tools.md list them. */
    static List<Bound> bounds() {
        return List.of(
                new Bound("--cpus, an experiment's cpus", n(MAX_CPUS), "a cluster list names each CPU once at most"),
                new Bound("sched generate --sets", n(MAX_SETS), "written set by set, in constant memory"),
                new Bound(
                        "tasks in a set (a file, --tasks, a model's tasks)",
                        n(TaskSetFile.MAX_TASKS_PER_SET),
                        "analyse shows its progress on stderr past 2 s"),
                new Bound(
                        "tasks in a task-set file",
                        n(TaskSetFile.MAX_TASKS),
                        "all held in memory: about 100 bytes each"),
                new Bound("characters of a task-set line", n(TaskSetFile.MAX_LINE), "a longer line is refused unread"),
                new Bound(
                        "characters of a jobs.csv line (sched check)",
                        n(JobsCsvReader.MAX_LINE),
                        "a longer line is refused unread"),
                new Bound("characters of an MMU curve line", n(MmuCsv.MAX_LINE), "a longer line is refused unread"),
                new Bound("windows of an MMU curve", n(MmuCsv.MAX_WINDOWS), "sched mmu writes about 50"),
                new Bound("characters of a number or a time", n(MAX_NUMBER_TEXT), "quoted by its start and length"),
                new Bound("sets of an experiment (caps x sets)", n(MAX_EXPERIMENT_SETS), "counts kept, never the sets"),
                new Bound(
                        "simulated sets (caps x sets x simulations x models)",
                        n(MAX_SIMULATED_SETS),
                        "each one's metrics kept"),
                new Bound("caps of an experiment", n(ExperimentValues.MAX_CAPS), ""),
                new Bound("bytes of an experiment file", n(ExperimentReader.MAX_BYTES), "refused unread past it"),
                new Bound("bytes of an overhead model file", n(OverheadModelFile.MAX_BYTES), "refused unread past it"));
    }

    private static String n(long v) {
        return String.format(Locale.ROOT, "%,d", v);
    }

    /** The bounds as a block of text: {@code sched --help}'s, and docs/tools.md's word for word. */
    static String boundsText() {
        StringBuilder sb =
                new StringBuilder("Bounds (past one: exit 2 naming the argument or the file, the value and the"
                        + " bound, before any work):\n");
        for (Bound b : bounds()) {
            sb.append(String.format(Locale.ROOT, "  %-52s %10s", b.what(), b.largest()));
            sb.append(b.note().isEmpty() ? "" : "  " + b.note()).append('\n');
        }
        return sb.toString();
    }

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
