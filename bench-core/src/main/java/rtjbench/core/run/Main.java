package rtjbench.core.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.ArgsFileReader;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.clock.ClockSelector;
import rtjbench.core.probe.VmProbe;
import rtjbench.core.run.console.ConsoleMode;
import rtjbench.core.run.console.Terminal;
import rtjbench.core.run.fork.ForkCommand;
import rtjbench.core.run.pipeline.EnvironmentProbe;
import rtjbench.core.run.plan.Benchmarks;
import rtjbench.core.run.plan.DataDirCheck;
import rtjbench.core.run.plan.Plan;
import rtjbench.core.run.plan.Planner;
import rtjbench.core.verdict.VerdictPlan;

/**
 * The runner's command line: {@code rtjbench [--quiet] [--verbose] [--progress[=true|false|auto]] [--run-dir-file F]
 * [ARGS_FILE]}, {@code --help [TESTAPP]}, {@code --help-all [--markdown]}, {@code --list}, {@code --probe}. Without a
 * file it reads {@code args.xml} in the current directory, as the seed does.
 */
public final class Main {
    /** When this class was initialised, as its main method began: where a fork's start-up ends its VM part. */
    static final long ENTERED_MILLIS = System.currentTimeMillis();

    private Main() {}

    public static void main(String[] argv) {
        VmExit.exit(run(argv, System.out, System.err));
    }

    /** Runs the command line and returns the exit status instead of exiting (tests, embedding). */
    public static int run(String[] argv, PrintStream out, PrintStream err) {
        boolean quiet = false;
        boolean verbose = false;
        String progress = System.getProperty("progress", "auto");
        Path runDirFile = null;
        String forkPlace = null;
        String forkOf = "1/1";
        long forkLaunched = -1;
        String file = null;
        // The testapps are found where they are needed, not here: a fork makes only its own (ForkChild).
        for (int i = 0; i < argv.length; i++) {
            String a = argv[i];
            if (a.equals("--help-all")) {
                return helpAll(
                        out, Benchmarks.onClasspath(), Arrays.asList(argv).contains("--markdown"));
            } else if (a.equals("--help") || a.equals("-h")) {
                return help(out, err, Benchmarks.onClasspath(), i + 1 < argv.length ? argv[i + 1] : null);
            } else if (a.equals("--probe")) {
                return VmProbe.run(out);
            } else if (a.equals("--list")) {
                for (Benchmark b : Benchmarks.onClasspath().all().values()) {
                    out.println(String.format(Locale.ROOT, "%-20s %s", b.name(), firstSentence(b.description())));
                }
                return Runner.EXIT_OK;
            } else if (a.equals("--quiet") || a.equals("-q")) {
                quiet = true;
            } else if (a.startsWith("--quiet=")) {
                quiet = Boolean.parseBoolean(a.substring("--quiet=".length()));
            } else if (a.equals("--verbose") || a.equals("-v")) {
                verbose = true;
            } else if (a.startsWith("--verbose=")) {
                verbose = Boolean.parseBoolean(a.substring("--verbose=".length()));
            } else if (a.equals("--progress")) {
                progress = "true";
            } else if (a.startsWith("--progress=")) {
                progress = a.substring("--progress=".length());
            } else if (a.equals("--run-dir-file") && i + 1 < argv.length) {
                runDirFile = Paths.get(argv[++i]);
            } else if (a.equals(ForkCommand.FORK) && i + 1 < argv.length) {
                forkPlace = argv[++i];
            } else if (a.equals(ForkCommand.FORK_OF) && i + 1 < argv.length) {
                forkOf = argv[++i];
            } else if (a.equals(ForkCommand.FORK_LAUNCHED) && i + 1 < argv.length) {
                try {
                    forkLaunched = Long.parseLong(argv[++i]);
                } catch (NumberFormatException e) {
                    err.println(
                            "error: " + ForkCommand.FORK_LAUNCHED + " '" + argv[i] + "': expected epoch milliseconds");
                    return Runner.EXIT_BAD_INPUT;
                }
            } else if (a.startsWith("-")) {
                err.println("error: unknown option '" + a + "'");
                usage(err);
                return Runner.EXIT_BAD_INPUT;
            } else if (file == null) {
                file = a;
            } else {
                err.println("error: more than one args file given ('" + file + "' and '" + a + "')");
                return Runner.EXIT_BAD_INPUT;
            }
        }
        if (!progress.equals("auto") && !progress.equals("true") && !progress.equals("false")) {
            err.println("error: --progress=" + progress
                    + ": allowed are true, false and auto (on where the console is a terminal)");
            return Runner.EXIT_BAD_INPUT;
        }
        boolean live = progress.equals("auto") ? Terminal.attached() : Boolean.parseBoolean(progress);
        ConsoleMode console = new ConsoleMode(quiet, live, verbose);
        Path argsFile = Paths.get(file == null ? "args.xml" : file);
        try {
            if (forkPlace != null) { // a fork the runner started (see ForkCommand); its folder comes on stdin
                return ForkChild.run(argsFile, forkPlace, forkOf, forkLaunched, console, System.in, out, err);
            }
            VerdictPlan verdicts = VerdictPlan.expand(new ArgsFileReader().read(argsFile));
            ArgsDocument doc = verdicts.document();
            EnvironmentProbe probe = new EnvironmentProbe().probe();
            ClockSelector clocks = ClockSelector.standard();
            List<Plan> plans = Planner.plan(doc, Benchmarks.onClasspath(), probe.environment(), clocks);
            DataDirCheck.check(doc, plans);
            for (String note : verdicts.notes()) out.println(note);
            Runner runner = new Runner(out, err, console, probe, clocks, Planner.runCount(plans));
            if (verdicts.planFile() != null) runner.alsoWrite(VerdictPlan.PLAN_FILE, verdicts.planFile());
            return runner.run(argsFile, doc, plans, runDirFile);
        } catch (ArgsException e) {
            err.println("error: " + e.getMessage());
            return Runner.EXIT_BAD_INPUT;
        } catch (IOException e) {
            err.println("error: " + e);
            return Runner.EXIT_INCOMPLETE;
        }
    }

    private static int help(PrintStream out, PrintStream err, Benchmarks benchmarks, String testApp) {
        if (testApp == null) {
            usage(out);
            out.println();
            out.println("testapps:");
            for (Benchmark b : benchmarks.all().values()) {
                out.println(String.format(Locale.ROOT, "  %-20s %s", b.name(), firstSentence(b.description())));
            }
            out.println();
            out.println("common arguments (every testapp):");
            printArgs(out, CommonArgs.SPECS);
            return Runner.EXIT_OK;
        }
        Benchmark b = benchmarks.all().get(testApp.substring(testApp.lastIndexOf('.') + 1));
        if (b == null) {
            err.println("error: unknown testapp '" + testApp + "'; this build has: "
                    + String.join(", ", benchmarks.all().keySet()));
            return Runner.EXIT_BAD_INPUT;
        }
        out.println(b.name() + ": " + b.description());
        out.println();
        out.println("arguments of " + b.name() + ":");
        printArgs(out, b.arguments());
        out.println();
        out.println("common arguments:");
        printArgs(out, CommonArgs.SPECS);
        out.println();
        out.println(ArgsReference.SWEEPS);
        return Runner.EXIT_OK;
    }

    /** Every testapp's arguments: as text, or as the Markdown of docs/args.md ({@link ArgsReference}). */
    private static int helpAll(PrintStream out, Benchmarks benchmarks, boolean markdown) {
        if (markdown) {
            out.print(ArgsReference.markdown(benchmarks));
            out.flush();
            return Runner.EXIT_OK;
        }
        out.println("common arguments (every testapp):");
        printArgs(out, CommonArgs.SPECS);
        for (Benchmark b : benchmarks.all().values()) {
            out.println();
            out.println(b.name() + ": " + b.description());
            out.println("arguments of " + b.name() + ":");
            printArgs(out, b.arguments());
        }
        out.println();
        out.println(ArgsReference.SWEEPS);
        return Runner.EXIT_OK;
    }

    private static void printArgs(PrintStream out, List<ArgSpec<?>> specs) {
        for (ArgSpec<?> s : specs) {
            out.println(String.format(Locale.ROOT, "  %-18s %s", s.name(), s.description()));
            out.println(String.format(
                    Locale.ROOT,
                    "  %-18s default '%s'; %s",
                    "",
                    s.defaultText(),
                    s.type().allowed()));
        }
    }

    private static void usage(PrintStream out) {
        out.println("usage: rtjbench [--quiet] [--verbose] [--progress[=true|false|auto]] [ARGS_FILE]");
        out.println("                                          run an args file (default: ./args.xml): a line a point");
        out.println(
                "                                          with its figures, then a table a testapp; on a terminal");
        out.println(
                "                                          (auto, or as asked: -Dprogress=...) the line is updated");
        out.println("                                          every second while it measures; --verbose adds every");
        out.println("                                          run's per-thread tables, --quiet shows warnings only");
        out.println("       rtjbench --help [TESTAPP]          this help, or the arguments of one testapp");
        out.println("       rtjbench --help-all [--markdown]   every testapp's arguments (--markdown: docs/args.md)");
        out.println("       rtjbench --list                    the testapps of this build");
        out.println(
                "       rtjbench --probe                   what this VM can do for the suite, in one table (exit 0: "
                        + "all the default suite needs)");
    }

    private static String firstSentence(String text) {
        int dot = text.indexOf(". ");
        return dot < 0 ? text : text.substring(0, dot + 1);
    }
}
