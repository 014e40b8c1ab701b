package rtjbench.core.run.fork;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import rtjbench.core.run.console.PointFigures;
import rtjbench.core.run.console.Progress;

/**
 * One fork's VM as the runner sees it: started, told its folder and to go ({@link #go}), its output copied
 * line by line onto the runner's console (so a test or a pipe that holds the runner's streams sees it too),
 * waited for, and on a signal or past its time stopped with SIGTERM, which makes it save what it recorded, as
 * a runner does. What it says for the runner is not copied as it is: its {@link ForkCommand#MEASURED} line
 * calls the action given to {@link #go}; its warnings, status lines and figures go to the runner's
 * {@link Progress}, which shows them on the point's line.
 */
final class ForkProcess extends ForkedVm {
    /** How long a stopped fork may take to save its samples and exit before it is killed. */
    static final long STOP_GRACE_MILLIS = 15_000;
    /** How long a discarded fork, which has only started its VM and planned, may take to exit before it is killed. */
    static final long DISCARD_GRACE_MILLIS = 2_000;

    private static final int KEPT_ERROR_LINES = 5;

    /** Epoch ms at which the VM was started, and at which the runner saw it exit (0 until then). */
    final long startedMillis = System.currentTimeMillis();

    volatile long exitedMillis;
    private final Thread outCopier;
    private final Thread errCopier;
    private final Deque<String> lastErrors = new ArrayDeque<>();

    private final Set<String> shownOnce;
    private final Progress progress;
    /** What to do once the fork says its measurement is over; set by {@link #go}. */
    private volatile Runnable onMeasured;

    private ForkProcess(Process process, PrintStream out, PrintStream err, Progress progress, Set<String> shownOnce) {
        super(process);
        this.shownOnce = shownOnce;
        this.progress = progress;
        outCopier = copier(process.getInputStream(), out, false, "rtjbench-fork-out");
        errCopier = copier(process.getErrorStream(), err, true, "rtjbench-fork-err");
    }

    /**
     * Starts the fork and hands it its point ({@code handover}, {@link PointHandover#lines}). {@code out}: where its
     * standard output goes; {@code err}: where the lines of its error stream that are not for the runner's progress
     * go (the progress's own stream, or a file). {@code shownOnce}: the session-wide lines (platform warnings, the
     * same in every fork) already relayed from earlier forks, which are not shown again.
     */
    static ForkProcess start(
            List<String> command,
            List<String> handover,
            PrintStream out,
            PrintStream err,
            Progress progress,
            Set<String> shownOnce)
            throws IOException {
        // The fork's standard input stays open while the runner lives: when the runner dies, even by SIGKILL,
        // the fork reads its end and stops (ForkChild.RunnerWatch) rather than run on as an orphan.
        ForkProcess fork = new ForkProcess(new ProcessBuilder(command).start(), out, err, progress, shownOnce);
        for (String line : handover) { // its point, which it reads as it starts (PointHandover)
            fork.tell(line);
        }
        return fork;
    }

    private Thread copier(final InputStream from, final PrintStream to, final boolean keep, String name) {
        Thread t = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        try (BufferedReader r =
                                new BufferedReader(new InputStreamReader(from, Charset.defaultCharset()))) {
                            String line;
                            while ((line = r.readLine()) != null) {
                                if (line.equals(ForkCommand.MEASURED)) {
                                    measured();
                                    continue;
                                }
                                if (keep && relayed(line)) {
                                    continue;
                                }
                                to.println(line);
                                if (keep) {
                                    keep(line);
                                }
                            }
                        } catch (IOException e) {
                            // the fork's stream closed as it died: what it printed so far has been copied
                        }
                    }
                },
                name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    private void measured() {
        Runnable action = onMeasured;
        onMeasured = null;
        if (action != null) {
            action.run(); // first: the fork's exit lets the runner turn to the next, which must find it started
        }
        tell(ForkCommand.LET_GO);
    }

    /**
     * Lets the fork run its point into {@code dir} ({@link ForkCommand#GO}); {@code whenMeasured} runs, on the
     * thread that copies the fork's output, once the fork says its measurement is over. A fork that died before
     * it was told is found so by {@link #await}.
     */
    void go(Path dir, Runnable whenMeasured) {
        onMeasured = whenMeasured;
        tell(ForkCommand.GO + System.currentTimeMillis() + " " + dir.toAbsolutePath());
    }

    /** A line on the fork's standard input. */
    private synchronized void tell(String line) {
        try {
            OutputStream in = process.getOutputStream();
            in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
        } catch (IOException e) {
            // the fork has ended already: await() reports its exit status and last lines
        }
    }

    /**
     * A fork started for a point that does not come (the run was stopped, or went another way): its input is
     * closed, which makes a fork still waiting for its turn exit without writing anything; killed if it does
     * not exit at once.
     */
    void discard() {
        closeInput();
        try {
            if (!process.waitFor(DISCARD_GRACE_MILLIS, TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                process.waitFor(STOP_GRACE_MILLIS, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Whether a line of the fork's error stream is for the runner's progress rather than the console: its
     * figures, its status lines, its warnings (kept too, for a failure's reason); a platform warning shown by an
     * earlier fork is dropped.
     */
    private boolean relayed(String line) {
        PointFigures figures = PointFigures.parse(line);
        if (figures != null) {
            progress.figures(figures);
            return true;
        }
        if (line.startsWith(Progress.LIVE_LINE)) {
            progress.live(line.substring(Progress.LIVE_LINE.length()));
            return true;
        }
        if (line.startsWith(Progress.PLATFORM_WARNING)) {
            synchronized (shownOnce) {
                if (shownOnce.add(line)) {
                    progress.platformWarning(line.substring(Progress.PLATFORM_WARNING.length()));
                }
            }
            return true;
        }
        if (line.startsWith(Progress.WARNING)) {
            progress.warn(line.substring(Progress.WARNING.length()));
            keep(line);
            return true;
        }
        return false;
    }

    private synchronized void keep(String line) {
        if (line.trim().isEmpty()) {
            return;
        }
        lastErrors.addLast(line);
        if (lastErrors.size() > KEPT_ERROR_LINES) {
            lastErrors.removeFirst();
        }
    }

    /** The last few lines the fork wrote to its error stream, for the reason of a failure. */
    synchronized String lastErrors() {
        return String.join(" | ", lastErrors);
    }

    /**
     * Waits for the fork to exit; past {@code limitMillis} stops it (SIGTERM, then, after a grace, kills it).
     * Returns its exit status, or null where it had to be killed.
     */
    Integer await(long limitMillis) throws InterruptedException {
        if (!process.waitFor(limitMillis, TimeUnit.MILLISECONDS)) {
            if (!stop()) {
                exitedMillis = System.currentTimeMillis();
                return null;
            }
        }
        exitedMillis = System.currentTimeMillis();
        outCopier.join(1_000); // the last lines of its summary
        errCopier.join(1_000);
        closeInput();
        return process.exitValue();
    }

    /** SIGTERM: the fork saves what it recorded and exits. Returns false where it had to be killed after the grace. */
    @Override
    public boolean stop() throws InterruptedException {
        process.destroy();
        if (process.waitFor(STOP_GRACE_MILLIS, TimeUnit.MILLISECONDS)) {
            return true;
        }
        process.destroyForcibly();
        process.waitFor(STOP_GRACE_MILLIS, TimeUnit.MILLISECONDS);
        return false;
    }
}
