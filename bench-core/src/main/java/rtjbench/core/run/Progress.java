package rtjbench.core.run;

import java.io.PrintStream;
import java.util.Locale;

/** Progress lines on stderr, outside every timed loop: which test, which sweep point, what remains. Quiet mutes them. */
final class Progress {
    private final PrintStream out;
    private final boolean quiet;
    private final int totalRuns;
    private int started;

    Progress(PrintStream out, boolean quiet, int totalRuns) {
        this.out = out;
        this.quiet = quiet;
        this.totalRuns = totalRuns;
    }

    void runStarting(String testApp, String point, int threads, int count) {
        started++;
        if (!quiet) {
            out.println(String.format(Locale.ROOT, "[%d/%d] %s%s: %d thread%s x %d samples (%d run%s after this)",
                    started, totalRuns, testApp, point.isEmpty() ? "" : " " + point, threads, threads == 1 ? "" : "s",
                    count, totalRuns - started, totalRuns - started == 1 ? "" : "s"));
        }
    }

    void note(String message) {
        if (!quiet) {
            out.println(message);
        }
    }

    /** Warnings and skips are shown even when quiet: they change what the numbers mean. */
    void warn(String message) {
        out.println("warning: " + message);
    }
}
