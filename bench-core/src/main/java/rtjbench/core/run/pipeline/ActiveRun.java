package rtjbench.core.run.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.run.console.Progress;
import rtjbench.core.run.output.ResultsWriter;
import rtjbench.core.run.output.RunRecord;
import rtjbench.core.run.output.ThreadReport;

/** The run in progress, saved exactly once, by whoever gets there first: the runner, the watchdog or a signal. */
public final class ActiveRun {
    final Path dir;
    final RunRecord record;
    final TestThreadCollection collection;
    public final StopFlag stop;
    final java.util.concurrent.CountDownLatch reported = new java.util.concurrent.CountDownLatch(1);
    private List<long[]> nanos;
    private boolean done;

    private final Progress console;

    ActiveRun(Path dir, RunRecord record, TestThreadCollection collection, StopFlag stop, Progress console) {
        this.console = console;
        this.dir = dir;
        this.record = record;
        this.collection = collection;
        this.stop = stop;
    }

    synchronized List<long[]> save() {
        if (done) {
            return nanos;
        }
        done = true;
        try {
            if (record.end == null) {
                record.end = Instant.now();
            }
            if (collection != null) {
                record.threads = new ArrayList<>(collection.reports());
            }
            if (stop.reason() != null) {
                record.incompleteReason = stop.reason();
            }
            for (ThreadReport t : record.threads) {
                if (t.error() != null && record.incompleteReason == null) {
                    record.incompleteReason = t.name() + " failed: " + t.error();
                }
            }
            nanos = ResultsWriter.write(dir, record);
        } catch (IOException | RuntimeException e) {
            // Without its metadata the folder is no run to the tools; the exit status says incomplete.
            record.markIncomplete(e.getMessage() != null ? e.getMessage() : e.toString());
            console.warn("could not save " + dir + ": " + (e.getMessage() != null ? e.getMessage() : e));
        }
        return nanos;
    }

    /**
     * Drops the samples in ns once the summary has them: a second save (a signal after the run) returns none,
     * and the heap they took is free for the control and sub-runs written next (PointHeap's saving part).
     */
    synchronized void forgetNanos() {
        nanos = null;
    }

    void await(java.util.concurrent.CountDownLatch latch, long millis) {
        try {
            latch.await(millis, java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
