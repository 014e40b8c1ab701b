package rtjbench.core.run.console;

import java.util.ArrayList;
import java.util.List;

/**
 * What the console shows, decided once from the command line: {@code quiet} (warnings and skips only),
 * {@code live} (a terminal: the point's line is updated in place, with a status every second while it
 * measures), {@code verbose} (every run's full tables and notes, as the run folder's {@code summary.txt} holds
 * them). A fork is started with the runner's mode ({@link #forkFlags()}).
 */
public final class ConsoleMode {
    public final boolean quiet;
    public final boolean live;
    public final boolean verbose;

    public ConsoleMode(boolean quiet, boolean live, boolean verbose) {
        this.quiet = quiet;
        this.live = live && !quiet;
        this.verbose = verbose && !quiet;
    }

    /** The runner's flags that give a fork this mode (its console is a pipe to the runner: it cannot tell itself). */
    public List<String> forkFlags() {
        List<String> flags = new ArrayList<>();
        if (quiet) {
            flags.add("--quiet");
        }
        flags.add("--progress=" + live);
        if (verbose) {
            flags.add("--verbose");
        }
        return flags;
    }
}
