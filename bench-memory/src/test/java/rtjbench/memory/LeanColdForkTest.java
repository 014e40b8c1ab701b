package rtjbench.memory;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.LeanForkLogs;

/** memalloc as args/cold-start.xml starts it cold: its fork and its warm reference are lean in their whole life. */
class LeanColdForkTest {
    @TempDir
    Path dir;

    @Test
    void memallocForksLoadNothingHeavy() throws Exception {
        LeanForkLogs.assertColdForksLean(
                dir,
                "<testapp name=\"memalloc\">\n"
                        + "  <arg name=\"allocsize\" value=\"1K\"/>\n"
                        + "  <arg name=\"count\" value=\"500\"/>\n</testapp>\n");
    }
}
