package rtjbench.events;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.LeanForkLogs;

/**
 * The event testapps of args/cold-start.xml, started cold as that file starts them: each fork and each warm
 * reference is lean, in its whole life, from its benchmark's construction to the summary it writes at its end
 * (periodic's deadline line once went through the formatter, two seconds of an -Xcomp fork).
 */
class LeanColdForksTest {
    @TempDir
    Path dir;

    @Test
    void dispatchAndPeriodicForksLoadNothingHeavy() throws Exception {
        LeanForkLogs.assertColdForksLean(
                dir,
                "<testapp name=\"dispatch\">\n"
                        + "  <arg name=\"handler\" value=\"bound\"/>\n"
                        + "  <arg name=\"count\" value=\"200\"/>\n</testapp>\n",
                "<testapp name=\"periodic\">\n"
                        + "  <arg name=\"period\" value=\"1ms\"/>\n"
                        + "  <arg name=\"count\" value=\"50\"/>\n</testapp>\n");
    }
}
