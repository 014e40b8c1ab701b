package rtjbench.tools.cli;

import java.util.List;

/** One subcommand of {@code rtjbench.jar}. */
public interface Command {
    String name();

    /** One line for the command list. */
    String summary();

    /** The synopsis and the description shown by {@code --help}, before the option list. */
    String usage();

    List<Options.Spec> options();

    /** Runs the command; returns the exit status (0 = success). */
    int run(Options options) throws Exception;

    /** Formats the full --help text of a command. */
    static String help(Command c) {
        StringBuilder sb = new StringBuilder(c.usage().stripTrailing()).append("\n\nOptions:\n");
        for (Options.Spec s : c.options()) {
            String left = "  --" + s.name() + (s.valueName() == null ? "" : " " + s.valueName());
            sb.append(String.format("%-28s %s", left, s.help()));
            if (s.defaultValue() != null)
                sb.append(" (default: ").append(s.defaultValue()).append(')');
            sb.append('\n');
        }
        sb.append(String.format("%-28s %s%n", "  --help, -h", "this text"));
        return sb.toString();
    }
}
