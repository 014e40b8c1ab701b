package rtjbench.core.run.pipeline;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C or SIGTERM during a session: stop the running threads, save what they recorded as incomplete, then
 * let the VM exit; where the run is a fork, stop the fork, which does the same in its own VM. Installed for
 * the session and removed when it ends, so a runner embedded in a longer-lived process (the tests) leaves no
 * hook behind.
 */
public final class SignalHook implements SessionStage {
    private Thread hook;

    @Override
    public void open(final RunSession session) {
        hook = new Thread("rtjbench-shutdown") {
            @Override
            public void run() {
                stopRun(session);
                // The VM halts when this hook returns: let the runner finish writing what the stopped point
                // changed (suite.json, sweep.json), or the halt can cut a file between its write and its rename.
                awaitWritten(session, WRITTEN_MILLIS);
            }
        };
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** How long the hook waits for the runner's last index file before the VM halts anyway: 10 s. */
    static final long WRITTEN_MILLIS = 10_000;

    /** Stops the fork or the run in this VM, which saves what was recorded; marks the session interrupted. */
    private static void stopRun(RunSession session) {
        ChildVm fork = session.fork;
        if (fork != null) {
            stopFork(session, fork);
            return;
        }
        ActiveRun run = session.active;
        session.interrupted = true;
        if (run == null) {
            return;
        }
        run.stop.set("interrupted by a signal (Ctrl-C or SIGTERM)");
        session.progress.warn("interrupted; saving the samples taken so far");
        run.await(run.reported, 5_000); // the runner saves and prints the summary itself...
        run.save(); // ...unless it is stuck: then save here (a no-op where it already saved)
    }

    /** Waits until the runner has written its last file, at most {@code millis}; at once where none will come. */
    static void awaitWritten(RunSession session, long millis) {
        CountDownLatch written = session.written;
        if (written == null) {
            return;
        }
        try {
            written.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A fork saves its own samples on SIGTERM (or the Ctrl-C it got too); the runner waits until it has. */
    private static void stopFork(RunSession session, ChildVm fork) {
        session.interrupted = true;
        session.progress.warn("interrupted; stopping the fork, which saves the samples taken so far");
        try {
            fork.stop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        fork.awaitRecorded(5_000);
    }

    @Override
    public void close(RunSession session) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the VM is already shutting down: the hook is running or has run
        }
    }
}
