package rtjbench.tools.cli;

import java.util.List;
import java.util.Map;

/**
 * A command whose first argument names one of its subcommands ({@code rtjbench.jar sched analyse ...}). Main
 * dispatches to the subcommand, which parses its own options; the group itself has none.
 */
public interface CommandGroup extends Command {
    /** The subcommands by name, in the order {@code --help} lists them. */
    Map<String, Command> subcommands();

    @Override
    default List<Options.Spec<?>> options() {
        return List.of();
    }

    @Override
    default int run(Options options) {
        throw new IllegalStateException(name() + " is a group: Main runs one of its subcommands");
    }

    /** The group's --help: its usage, then one line per subcommand. */
    static String help(CommandGroup g) {
        StringBuilder sb = new StringBuilder(g.usage().stripTrailing()).append("\n\nCommands:\n");
        g.subcommands().values().forEach(c -> sb.append(String.format("  %-10s %s%n", c.name(), c.summary())));
        sb.append("\n").append(g.name()).append(" COMMAND --help shows a command's options.\n");
        return sb.toString();
    }
}
