package rtjbench.tools.cli;

import java.util.List;

/** One subcommand of {@code rtjbench.jar}. */
public interface Command {
    String name();

    /** One line for the command list. */
    String summary();

    /** The synopsis and the description shown by {@code --help}, before the option list. */
    String usage();

    /** The options it accepts, each declared once (type, range, default, help). */
    List<Options.Spec<?>> options();

    /** Runs the command; returns the exit status (0 = success). */
    int run(Options options) throws Exception;

    /** Formats the full --help text of a command: its usage, then each option from its declaration. */
    static String help(Command c) {
        StringBuilder sb = new StringBuilder(c.usage().stripTrailing()).append("\n\nOptions:\n");
        for (Options.Spec<?> s : c.options()) {
            sb.append(String.format("%-28s %s%n", "  " + s.synopsis(), s.helpText()));
        }
        sb.append(String.format("%-28s %s%n", "  --help, -h", "this text"));
        return sb.toString();
    }
}
