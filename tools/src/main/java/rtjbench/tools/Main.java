package rtjbench.tools;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.stats.ExitStatus;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.CommandGroup;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.StandardOutput;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.coldstart.ColdStartCommand;
import rtjbench.tools.compare.CompareCommand;
import rtjbench.tools.crosscheck.CrosscheckCommand;
import rtjbench.tools.db.IngestCommand;
import rtjbench.tools.explain.ExplainCommand;
import rtjbench.tools.gate.GateCommand;
import rtjbench.tools.history.ExportCommand;
import rtjbench.tools.history.HistoryCommand;
import rtjbench.tools.matrix.MatrixCommand;
import rtjbench.tools.merge.MergeCommand;
import rtjbench.tools.plot.PlotCommand;
import rtjbench.tools.report.PostCommand;
import rtjbench.tools.report.ReportCommand;
import rtjbench.tools.sched.SchedCommand;
import rtjbench.tools.stats.StatsCommand;

/**
 * {@code java -jar tools/target/rtjbench.jar COMMAND [OPTIONS] RUN_DIR...}: the analysis tools over the
 * results format of docs/results-format.md. Exit status ({@link ExitStatus}): 0 done, 1 bad or missing data (the
 * message names the file and line) or an output that could not be written, 2 bad input, 4 an output exists and
 * --force was not given (or may not replace it).
 */
public final class Main {
    private Main() {}

    public static Map<String, Command> commands() {
        Map<String, Command> m = new LinkedHashMap<>();
        for (Command c : List.of(
                new MergeCommand(),
                new StatsCommand(),
                new PlotCommand(),
                new CompareCommand(),
                new MatrixCommand(),
                new ColdStartCommand(),
                new ReportCommand(),
                new PostCommand(),
                new CrosscheckCommand(),
                new IngestCommand(),
                new GateCommand(),
                new HistoryCommand(),
                new ExportCommand(),
                new ExplainCommand(),
                new SchedCommand())) {
            m.put(c.name(), c);
        }
        return m;
    }

    public static void main(String[] args) {
        StandardOutput.install();
        Outputs.removeTemporariesOnExit();
        System.exit(run(args));
    }

    /**
     * Runs a command line and returns its exit status (the tests call this directly). Standard output is held to
     * what a file is: a write to it that failed is exit 1, naming it.
     */
    public static int run(String[] args) {
        int status = dispatch(args);
        if (status == ExitStatus.OK && StandardOutput.failed()) {
            try {
                StandardOutput.check();
            } catch (ToolException e) {
                System.err.println("error: " + e.getMessage());
                return status == ExitStatus.OK ? e.exitCode() : status;
            }
        }
        return status;
    }

    private static int dispatch(String[] args) {
        // Charts are drawn off-screen: no display is needed or wanted.
        System.setProperty("java.awt.headless", "true");
        // The schema validator logs through SLF4J, which would warn on stderr that no logger is bound: the
        // tools' stderr carries their own messages only.
        if (System.getProperty("slf4j.internal.verbosity") == null)
            System.setProperty("slf4j.internal.verbosity", "ERROR");
        Map<String, Command> commands = commands();
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            if (args.length > 1 && commands.containsKey(args[1])) {
                Command c = commands.get(args[1]);
                System.out.print(c instanceof CommandGroup g ? CommandGroup.help(g) : Command.help(c));
                return 0;
            }
            System.out.print(overview(commands));
            return args.length == 0 ? ToolException.USAGE : 0;
        }
        Command c = commands.get(args[0]);
        if (c == null) {
            System.err.println(
                    "error: unknown command '" + args[0] + "'; commands: " + String.join(", ", commands.keySet()));
            return ToolException.USAGE;
        }
        return runCommand(c, c.name(), Arrays.copyOfRange(args, 1, args.length));
    }

    /**
     * Runs {@code c} (called {@code fullName} in messages) on its arguments; a group runs the subcommand named first.
     */
    private static int runCommand(Command c, String fullName, String[] args) {
        if (c instanceof CommandGroup g) {
            if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h")) {
                System.out.print(CommandGroup.help(g));
                return args.length == 0 ? ToolException.USAGE : 0;
            }
            Command sub = g.subcommands().get(args[0]);
            if (sub == null) {
                System.err.println("error: unknown command '" + fullName + " " + args[0] + "'; " + fullName
                        + " commands: " + String.join(", ", g.subcommands().keySet()));
                return ToolException.USAGE;
            }
            return runCommand(sub, fullName + " " + sub.name(), Arrays.copyOfRange(args, 1, args.length));
        }
        try {
            Options o = Options.parse(fullName, c.options(), args);
            if (o.helpAsked()) {
                System.out.print(Command.help(c));
                return 0;
            }
            return c.run(o);
        } catch (ToolException e) {
            System.err.println("error: " + e.getMessage());
            if (e.commandLine()) System.err.println("(rtjbench.jar " + fullName + " --help shows the usage)");
            return e.exitCode();
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            System.err.println("error: " + e);
            return ToolException.DATA;
        } catch (Exception e) {
            System.err.println("error: " + fullName + " failed: " + e);
            e.printStackTrace();
            return ToolException.DATA;
        }
    }

    /** The exit statuses, as --help and docs/tools.md give them: one meaning each. */
    public static String exitStatuses() {
        return String.format(
                """
                Exit status:
                  %d  done
                  %d  bad or missing data (the file and line named), or an output that could not be written
                     (a full disk, a closed pipe: the file, or standard output, named)
                  %d  bad input: the command line, or a file given on it (task set, model, experiment); nothing written
                  %d  an output exists: nothing is overwritten without --force, and --force replaces regular files only
                  %d  a check's answer is no: a regression (gate), a task past its bound (sched check)
                  %d  nothing to compare: no baseline, or every point's conditions differ (gate)
                  %d, %d  interrupted by SIGINT or SIGTERM; no temporary file is left
                (%d is the runner's: a run incomplete; the tools never exit with it.)
                """,
                ExitStatus.OK,
                ExitStatus.BAD_DATA,
                ExitStatus.BAD_INPUT,
                ExitStatus.EXISTS,
                ExitStatus.CHECK_FAILED,
                ExitStatus.NOTHING_COMPARABLE,
                ExitStatus.SIGINT,
                ExitStatus.SIGTERM,
                ExitStatus.INCOMPLETE);
    }

    static String overview(Map<String, Command> commands) {
        StringBuilder sb = new StringBuilder("""
                Usage: java -jar tools/target/rtjbench.jar COMMAND [OPTIONS] RUN_DIR...
                RUN_DIR is a run, sweep or suite folder written by bin/rtjbench-run (see docs/results-format.md).

                Commands:
                """);
        commands.values().forEach(c -> sb.append(String.format("  %-8s %s%n", c.name(), c.summary())));
        sb.append("""

                COMMAND --help shows its options.
                """);
        sb.append(exitStatuses());
        return sb.toString();
    }
}
