package rtjbench.core.run.pipeline;

/**
 * A point running in a VM of its own (a fork), as the session's signal handling sees it: something to stop,
 * which then saves what it recorded, and to wait for until the runner has recorded its end.
 */
public interface ChildVm {
    /** SIGTERM: the child saves what it recorded and exits. Returns false where it had to be killed after a grace. */
    boolean stop() throws InterruptedException;

    /** Waits, up to {@code millis}, for the child to exit (after {@link #stop}) and the runner to record it. */
    void awaitRecorded(long millis);
}
