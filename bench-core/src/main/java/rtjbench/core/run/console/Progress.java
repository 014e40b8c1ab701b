package rtjbench.core.run.console;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import rtjbench.core.run.output.AtomicFile;

/** Progress lines on stderr, outside every timed loop: which test, which sweep point, what remains. Quiet mutes them. */
public final class Progress {
    /** Where an unexpected failure's stack trace goes, in the run's folder. */
    static final String ERROR_LOG = "error.log";
    /** How a platform warning starts on the console (see {@link #platformWarning}). */
    public static final String PLATFORM_WARNING = "warning: platform: ";

    private final PrintStream out;
    private final boolean quiet;
    private final boolean live;
    private final int totalRuns;
    private final boolean announceRuns;
    private int started;

    /** {@code live}: a status line every second while a run measures (a terminal, or asked for); quiet mutes it too. */
    public Progress(PrintStream out, boolean quiet, boolean live, int totalRuns) {
        this(out, quiet, live, totalRuns, true);
    }

    private Progress(PrintStream out, boolean quiet, boolean live, int totalRuns, boolean announceRuns) {
        this.out = out;
        this.quiet = quiet;
        this.live = live && !quiet;
        this.totalRuns = totalRuns;
        this.announceRuns = announceRuns;
    }

    /** A fork's: the runner that started it announced the run, with its place among the others. */
    public static Progress ofFork(PrintStream out, boolean quiet, boolean live) {
        return new Progress(out, quiet, live, 1, false);
    }

    /** {@code length}: "10000 samples", "60s". */
    public void runStarting(String testApp, String point, int threads, String length) {
        started++;
        if (!quiet && announceRuns) {
            out.println(String.format(
                    Locale.ROOT,
                    "[%d/%d] %s%s: %d thread%s x %s (%d run%s after this)",
                    started,
                    totalRuns,
                    testApp,
                    point.isEmpty() ? "" : " " + point,
                    threads,
                    threads == 1 ? "" : "s",
                    length,
                    totalRuns - started,
                    totalRuns - started == 1 ? "" : "s"));
        }
    }

    /** Where progress goes, for a fork's own progress lines and warnings to join. */
    public PrintStream stream() {
        return out;
    }

    /** Whether runs print a status line every second while they measure. */
    public boolean live() {
        return live;
    }

    public void note(String message) {
        if (!quiet) {
            out.println(message);
        }
    }

    /**
     * An unexpected failure: one line on the console; the stack trace, which is for whoever debugs it, goes
     * to {@code error.log} in the run's folder (or to the console where there is no folder to hold it).
     */
    public void failure(String what, Throwable e, Path dir) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        if (dir != null) {
            Path log = dir.resolve(ERROR_LOG);
            try {
                // Appended as a whole new file, like every result: never half a trace under the real name.
                String before = Files.exists(log) ? new String(Files.readAllBytes(log), StandardCharsets.UTF_8) : "";
                AtomicFile.replace(log, AtomicFile.text(before + trace));
                warn(what + ": " + e + " (stack trace in " + log + ")");
                return;
            } catch (IOException ignored) {
                // fall through: the trace is shown rather than lost
            }
        }
        warn(what + ": " + trace);
    }

    /** A warning about the machine rather than the run: the same for every run of a session. */
    public void platformWarning(String message) {
        out.println(PLATFORM_WARNING + message);
    }

    /** Warnings and skips are shown even when quiet: they change what the numbers mean. */
    public void warn(String message) {
        out.println("warning: " + message);
    }
}
