package rtjbench.core.run.fork;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import rtjbench.core.run.pipeline.ChildVm;

/**
 * What every fork's VM is to the runner's signal handling, whichever fork it runs: its process, its standard input
 * (whose end tells the fork its runner is gone), and the latch the signal hook waits on until the runner has
 * recorded the fork's end. How it is stopped is each kind's own.
 */
abstract class ForkedVm implements ChildVm {
    final Process process;
    private final CountDownLatch recorded = new CountDownLatch(1);

    ForkedVm(Process process) {
        this.process = process;
    }

    /** The runner has recorded the fork's outcome: a signal that waits for it may go on. */
    final void recorded() {
        recorded.countDown();
    }

    /** Waits, up to {@code millis}, for the fork to exit (after {@link #stop}) and the runner to record it. */
    @Override
    public final void awaitRecorded(long millis) {
        try {
            recorded.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Closes the fork's standard input, which it reads as its runner's end. */
    final void closeInput() {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // the fork has ended; nothing is left to tell it
        }
    }
}
