package rtjbench.core.run.console;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import rtjbench.core.run.output.AtomicFile;

/**
 * The console while a run goes, on stderr, outside every timed loop: one line a point, as cyclictest and JMH
 * print one line per unit of progress. On a terminal ({@link ConsoleMode#live}) the line
 * {@code [3/32] memalloc allocsize=16K} is written as the point starts, updated in place every second while it
 * measures, and completed with the point's figures ({@link PointFigures#text()}) and its warnings as it ends;
 * piped, one line each as a point ends. A warning that names its point goes on that point's line, shortened to
 * its gist (the whole text is in the run's metadata and {@code summary.txt}); any other warning (a testapp's, a
 * thread's) is said once, in full, on its own line, however many points raise it; a platform warning is said
 * once a session. {@code --verbose} prints every warning and note as it comes, as well as the tables the run
 * folders hold; {@code --quiet} only warnings and skips.
 * <p>
 * A fork's progress ({@link #ofFork}) announces nothing: it prints its warnings, its status lines
 * ({@link #LIVE_LINE}) and its figures ({@link PointFigures#LINE}) for the runner, which shows them on its line.
 */
public final class Progress {
    /** Where an unexpected failure's stack trace goes, in the run's folder. */
    static final String ERROR_LOG = "error.log";
    /** How a platform warning starts on the console (see {@link #platformWarning}). */
    public static final String PLATFORM_WARNING = "warning: platform: ";
    /** How a warning starts on the console. */
    public static final String WARNING = "warning: ";
    /** How a fork's status line starts on its error stream: the runner shows it in place of the point's line. */
    public static final String LIVE_LINE = "rtjbench-fork: live ";
    /** Back to the line's start and clear it: the point's line is rewritten in place on a terminal. */
    private static final String REWRITE = "\r\033[K";
    /** The longest gist of a warning on a point's line. */
    static final int GIST = 100;

    private final PrintStream out;
    private final ConsoleMode mode;
    private final int totalRuns;
    private final boolean fork;
    private int started;
    /** {@code [3/32] memalloc allocsize=16K} while a point runs; null between points. */
    private String current;
    /** The label the point's own warnings start with ({@code memalloc allocsize=16K}). */
    private String currentLabel;

    private String currentLength;
    /** Whether the point's line is on the screen, unfinished (a terminal only). */
    private boolean open;

    private final List<String> gists = new ArrayList<>();
    private final List<String> once = new ArrayList<>();
    private final Set<String> said = new HashSet<>();
    private PointFigures figures;

    /** The runner's: {@code totalRuns} lines to come. */
    public Progress(PrintStream out, ConsoleMode mode, int totalRuns) {
        this(out, mode, totalRuns, false);
    }

    private Progress(PrintStream out, ConsoleMode mode, int totalRuns, boolean fork) {
        this.out = out;
        this.mode = mode;
        this.totalRuns = totalRuns;
        this.fork = fork;
    }

    /** A fork's: the runner that started it shows its line, with its place among the others. */
    public static Progress ofFork(PrintStream out, ConsoleMode mode) {
        return new Progress(out, mode, 1, true);
    }

    /** The console's mode. */
    public ConsoleMode mode() {
        return mode;
    }

    /**
     * A point (or one fork of it) starts: {@code point} its swept values, {@code forkOf} "fork 2/3" where it runs
     * in several VMs (else empty), {@code length} "10000 samples", "60s".
     */
    public synchronized void runStarting(String testApp, String point, String forkOf, int threads, String length) {
        started++;
        if (fork) {
            return;
        }
        currentLabel = testApp + (point.isEmpty() ? "" : " " + point);
        current = String.format(
                Locale.ROOT, "[%d/%d] %s%s", started, totalRuns, currentLabel, forkOf.isEmpty() ? "" : " " + forkOf);
        currentLength = String.format(Locale.ROOT, "%d thread%s x %s", threads, threads == 1 ? "" : "s", length);
        figures = null;
        gists.clear();
        once.clear();
        if (mode.quiet) {
            return;
        }
        if (mode.verbose) {
            out.println(String.format(
                    Locale.ROOT,
                    "%s: %s (%d run%s after this)",
                    current,
                    currentLength,
                    totalRuns - started,
                    totalRuns - started == 1 ? "" : "s"));
        } else if (mode.live) {
            out.print(REWRITE + current + ": " + currentLength);
            out.flush();
            open = true;
        }
    }

    /** The running point's status, every second while it measures (a terminal only). */
    public synchronized void live(String status) {
        if (!mode.live) {
            return;
        }
        if (fork) {
            out.println(LIVE_LINE + status);
        } else if (mode.verbose || current == null) {
            out.println("    " + (current == null ? "" : current + ": ") + status);
        } else {
            out.print(REWRITE + current + ": " + status);
            out.flush();
            open = true;
        }
    }

    /** The point's figures, once its results are saved: a fork hands them to the runner. */
    public synchronized void figures(PointFigures f) {
        if (f == null) {
            return;
        }
        figures = f;
        if (fork) {
            out.println(f.line());
        }
    }

    /**
     * The point ended ({@code problem}: what went wrong, {@code "incomplete: ..."}, {@code "failed: ..."}; null
     * where it completed): its line with its figures and the gist of its own warnings, then its other warnings
     * not said before. Returns its figures (null: none).
     */
    public synchronized PointFigures runEnded(String problem) {
        return runEnded(problem, null);
    }

    /**
     * As {@link #runEnded(String)}; {@code saved} says what the point's folder holds where no figures came (a
     * fork stopped by a signal before it reported them: {@code 770 jobs saved}), instead of "no samples".
     */
    public synchronized PointFigures runEnded(String problem, String saved) {
        PointFigures f = figures;
        if (fork || current == null) {
            return f;
        }
        StringBuilder line = new StringBuilder(current).append(": ");
        line.append(f != null ? f.text() : saved != null ? saved : "no samples");
        if (problem != null) {
            line.append("; ").append(problem);
        }
        for (String g : gists) {
            line.append("; ").append(g);
        }
        if (!mode.verbose && (!mode.quiet || problem != null || !gists.isEmpty())) {
            out.println((open ? REWRITE : "") + line);
        } else if (open) {
            out.print(REWRITE);
        }
        open = false;
        if (!mode.verbose) {
            for (String w : joinedBySubject(once)) {
                out.println(WARNING + w);
            }
        }
        current = null;
        currentLabel = null;
        figures = null;
        return f;
    }

    /**
     * The warnings in order, those about one subject (the text before their first {@code ": "}, a testapp's name:
     * {@code spinlock: ...}) joined into one, {@code spinlock: a; b; c}: a testapp's notes on one line.
     */
    static List<String> joinedBySubject(List<String> warnings) {
        Map<String, StringBuilder> bySubject = new LinkedHashMap<>();
        for (String w : warnings) {
            int colon = w.indexOf(": ");
            String subject = colon > 0 && w.lastIndexOf(' ', colon - 1) < 0 ? w.substring(0, colon) : w;
            StringBuilder joined = bySubject.get(subject);
            if (joined == null) {
                bySubject.put(subject, new StringBuilder(w));
            } else {
                joined.append("; ").append(w.substring(colon + 2));
            }
        }
        List<String> lines = new ArrayList<>();
        for (StringBuilder b : bySubject.values()) {
            lines.add(b.toString());
        }
        return lines;
    }

    /** Where progress goes, for a fork's own lines to join. */
    public PrintStream stream() {
        return out;
    }

    /** Whether runs print a status line every second while they measure. */
    public boolean live() {
        return mode.live;
    }

    /** A detail of a run (the load's achieved rate): shown with {@code --verbose} only; the run records it. */
    public synchronized void note(String message) {
        if (mode.verbose) {
            say(message);
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

    /** A warning about the machine rather than the run: the same for every run of a session, said at once. */
    public synchronized void platformWarning(String message) {
        say(PLATFORM_WARNING + message);
    }

    /**
     * Warnings and skips are shown even when quiet: they change what the numbers mean. Outside a point, at once;
     * during one, with its line (see the class comment).
     */
    public synchronized void warn(String message) {
        if (fork || mode.verbose || current == null) {
            say(WARNING + message);
            return;
        }
        String own = currentLabel + ": ";
        if (message.startsWith(own)) {
            String gist = gist(message.substring(own.length()));
            if (!gists.contains(gist)) {
                gists.add(gist);
            }
        } else if (said.add(message)) {
            once.add(message);
        }
    }

    /** A line said now: on a terminal, above the point's line, which is then drawn again. */
    private void say(String line) {
        if (open) {
            out.println(REWRITE + line);
            out.print(current + ": " + currentLength);
            out.flush();
        } else {
            out.println(line);
        }
    }

    /**
     * A warning's gist: its text up to the first parenthesis, colon, semicolon or bracket, its runs of spaces
     * made one, at most {@link #GIST} characters: {@code the JIT compiled during the measured phase}.
     */
    static String gist(String warning) {
        String t = warning.trim().replaceAll("\\s+", " ");
        int end = t.length();
        for (String stop : new String[] {" (", ": ", "; ", " [", ", "}) {
            int at = t.indexOf(stop);
            if (at > 0) {
                end = Math.min(end, at);
            }
        }
        t = t.substring(0, end);
        return t.length() <= GIST ? t : t.substring(0, GIST - 3).trim() + "...";
    }
}
