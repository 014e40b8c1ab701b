package rtjbench.events;

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
        ResultsSchema.assertValid(EveryTestapp.in("rtjbench.events.")
                .inTheRunnersVm()
                .with("dispatch", "handler", "bound,pooled")
                .with("cpmd", "no_of_threads", "1", "wss", "4K", "polluter_bytes", "64K", "miss_probe_bytes", "1M")
                .with("taskset", "taskset", "src/test/resources/tasksets/two-tasks.csv", "scheduler", "global-fp")
                .run(tmp));
    }
}
