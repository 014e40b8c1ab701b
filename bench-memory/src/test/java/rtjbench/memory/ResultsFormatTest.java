package rtjbench.memory;

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
        ResultsSchema.assertValid(EveryTestapp.in("rtjbench.memory.")
                .inTheRunnersVm()
                .with("memalloc", "allocsize", "1K,2K")
                // A source of 1/1024 of the shared cache: the whole cache is 300 MiB on a machine whose only
                // shared level is its L3, copied 25 times by each thread; the format does not depend on it.
                .with("sharedcache", "fraction", "1/1024")
                .run(tmp));
    }
}
