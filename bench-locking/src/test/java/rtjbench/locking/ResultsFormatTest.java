package rtjbench.locking;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.EveryTestapp;
import rtjbench.core.testing.ResultsSchema;

/**
 * Every testapp of this module, run through the real runner with tiny counts, writes results that match the
 * results format as written down in docs/schema (a new testapp is included by its service registration).
 */
class ResultsFormatTest {
    @TempDir
    Path tmp;

    @Test
    void everyTestappWritesResultsTheSchemaAccepts() throws Exception {
        ResultsSchema.assertValid(EveryTestapp.in("rtjbench.locking.")
                .inTheRunnersVm()
                .with("spinlock", "lock", "tas,mcs")
                // Skipped (the suite says why) where this process may not use SCHED_FIFO.
                .with(
                        "prio_inversion",
                        "no_of_threads",
                        "1",
                        "scheduling_policy",
                        "fifo",
                        "cpus",
                        "0",
                        "medium_run",
                        "5ms",
                        "low_hold",
                        "200us",
                        "gap",
                        "5ms")
                .run(tmp));
    }
}
