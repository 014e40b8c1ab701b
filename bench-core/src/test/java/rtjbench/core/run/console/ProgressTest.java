package rtjbench.core.run.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The console while a run goes: one line a point with its figures and the gist of its own warnings; other
 * warnings once, in full; in place on a terminal; what a fork says for the runner.
 */
class ProgressTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true);

    private List<String> lines() {
        return Arrays.asList(new String(bytes.toByteArray(), StandardCharsets.UTF_8).split("\n"));
    }

    private static final PointFigures FIGURES = new PointFigures(4000, 72.6, 43, 250, 6483, 23_891);

    @Test
    void aPointStoppedBeforeItsFiguresCameSaysWhatItSaved() {
        Progress p = new Progress(out, new ConsoleMode(false, false, false), 1);
        p.runStarting("taskset", "", "", 2, "40 jobs");
        p.runEnded("incomplete: interrupted by a signal (Ctrl-C or SIGTERM)", "770 jobs saved");
        assertEquals(
                Arrays.asList("[1/1] taskset: 770 jobs saved; incomplete: interrupted by a signal (Ctrl-C or SIGTERM)"),
                lines());
    }

    @Test
    void piped_aPointIsOneLineWithItsFiguresAndTheGistOfItsOwnWarnings() {
        Progress p = new Progress(out, new ConsoleMode(false, false, false), 2);
        p.runStarting("arraycopy", "copysize=4K", "", 2, "2000 samples");
        p.warn("arraycopy copysize=4K: the JIT compiled during the measured phase (1 compile, 1 ms of compilation"
                + " in 1 ms): some samples may come from code not yet at its final tier");
        p.warn("arraycopy: no two of CPUs 0-1 share an L2 cache; using L3");
        p.figures(FIGURES);
        PointFigures f = p.runEnded(null);
        assertEquals(FIGURES, f);
        p.runStarting("arraycopy", "copysize=16K", "", 2, "2000 samples");
        p.warn("arraycopy: no two of CPUs 0-1 share an L2 cache; using L3");
        p.runEnded("incomplete: thread 1 failed");
        assertEquals(
                Arrays.asList(
                        "[1/2] arraycopy copysize=4K: p50 0.043, p99 0.250, max 23.891 us; the JIT compiled during the"
                                + " measured phase",
                        "warning: arraycopy: no two of CPUs 0-1 share an L2 cache; using L3",
                        "[2/2] arraycopy copysize=16K: no samples; incomplete: thread 1 failed"),
                lines(),
                "a warning that holds for every point is said once");
    }

    @Test
    void onATerminalThePointsLineIsRewrittenInPlace() {
        Progress p = new Progress(out, new ConsoleMode(false, true, false), 1);
        p.runStarting("periodic", "", "", 1, "2000 samples");
        p.live("0.3 s, 1200 of 2000 samples (60%), min 3.0 avg 9.4 max 184.9 us");
        p.platformWarning("virtualised");
        p.figures(FIGURES);
        p.runEnded(null);
        String text = new String(bytes.toByteArray(), StandardCharsets.UTF_8);
        assertEquals(
                "\r\033[K[1/1] periodic: 1 thread x 2000 samples"
                        + "\r\033[K[1/1] periodic: 0.3 s, 1200 of 2000 samples (60%), min 3.0 avg 9.4 max 184.9 us"
                        + "\r\033[Kwarning: platform: virtualised\n"
                        + "[1/1] periodic: 1 thread x 2000 samples"
                        + "\r\033[K[1/1] periodic: p50 0.043, p99 0.250, max 23.891 us\n",
                text, "a warning goes above the line, which is drawn again");
    }

    @Test
    void quietShowsOnlyWarningsAndVerboseEverythingAsItComes() {
        Progress quiet = new Progress(out, new ConsoleMode(true, true, false), 1);
        quiet.runStarting("timer", "", "", 2, "5000 samples");
        quiet.figures(FIGURES);
        quiet.runEnded(null);
        assertEquals("", new String(bytes.toByteArray(), StandardCharsets.UTF_8));
        Progress verbose = new Progress(out, new ConsoleMode(false, false, true), 1);
        verbose.runStarting("timer", "", "", 2, "5000 samples");
        verbose.warn("timer: the JIT compiled during the measured phase (2 compiles)");
        verbose.runEnded(null);
        assertEquals(
                Arrays.asList(
                        "[1/1] timer: 2 threads x 5000 samples (0 runs after this)",
                        "warning: timer: the JIT compiled during the measured phase (2 compiles)"),
                lines());
    }

    @Test
    void aForkSaysItsWarningsStatusAndFiguresForTheRunner() {
        Progress fork = Progress.ofFork(out, new ConsoleMode(false, true, false));
        fork.runStarting("memalloc", "allocsize=1K", "", 2, "2000 samples");
        fork.live("1.0 s, 10 of 2000 samples (0%)");
        fork.warn("memalloc allocsize=1K: the JIT compiled during the measured phase");
        fork.figures(FIGURES);
        assertEquals(FIGURES, fork.runEnded(null), "the fork's own line is the runner's to print");
        List<String> lines = lines();
        assertEquals(Progress.LIVE_LINE + "1.0 s, 10 of 2000 samples (0%)", lines.get(0));
        assertEquals("warning: memalloc allocsize=1K: the JIT compiled during the measured phase", lines.get(1));
        PointFigures back = PointFigures.parse(lines.get(2));
        assertEquals(FIGURES.line(), back.line(), "the figures survive their line");
        assertNull(PointFigures.parse("warning: not figures"));
    }

    @Test
    void aGistStopsAtTheFirstDetail() {
        assertEquals(
                "the JIT compiled during the measured phase",
                Progress.gist("the JIT compiled during the measured phase (4 compiles): some samples ..."));
        assertEquals("nanotime read cost", Progress.gist("nanotime        read cost [37.5, 30.7]"));
        assertEquals(
                "the JIT compiled Periodic$PeriodicLoop::iterate on the timed path and 2 more while measuring",
                Progress.gist("the JIT compiled Periodic$PeriodicLoop::iterate on the timed path and 2 more while"
                        + " measuring (3 compilations: rtjbench.events.Periodic$PeriodicLoop::iterate (tier 4) ...)"),
                "the point's line names the method and where it runs");
        String longer = Progress.gist(new String(new char[2 * Progress.GIST]).replace('\0', 'x'));
        assertTrue(longer.length() <= Progress.GIST && longer.endsWith("..."), longer);
    }

    @Test
    void aTestappsWarningsAreJoinedOnOneLineOthersKeptApart() {
        assertEquals(
                java.util.Arrays.asList(
                        "spinlock: no L2 shared; only the aware half runs",
                        "the clock is slow: 30 ns",
                        "sharedcache: using L3"),
                Progress.joinedBySubject(java.util.Arrays.asList(
                        "spinlock: no L2 shared",
                        "the clock is slow: 30 ns",
                        "sharedcache: using L3",
                        "spinlock: only the aware half runs")));
    }
}
