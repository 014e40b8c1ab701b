package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.Set;
import org.junit.jupiter.api.Test;
import rtjbench.core.run.console.ConsoleMode;
import rtjbench.core.run.console.Progress;

/**
 * A fork's probe may warn of what its own VM lacks (a fork's VM need not be the runner's): the runner shows each
 * such warning once a session, and not one its own probe gave as it started.
 */
class ForkWarningsTest {
    @Test
    void aForksPlatformWarningIsShownOnceAndNotWhereTheRunnerGaveIt() throws Exception {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(console, true, "UTF-8");
        Progress progress = new Progress(err, new ConsoleMode(false, false, false), 1);
        // the runner's own probe gave this one as it started
        Set<String> shown = ForkedPoints.shownAlready(Collections.singletonList("could not read the CPU topology"));
        String script = "for w in 'could not read the CPU topology' 'no native thread control: none here' "
                + "'no native thread control: none here'; do echo \"" + Progress.PLATFORM_WARNING + "$w\" >&2; done";
        ForkProcess fork = ForkProcess.start(
                Arrays.asList("sh", "-c", script), Collections.<String>emptyList(), err, err, progress, shown);
        assertEquals(Integer.valueOf(0), fork.await(10_000));
        String said = new String(console.toByteArray(), StandardCharsets.UTF_8);
        assertFalse(said.contains("CPU topology"), said);
        assertEquals(1, said.split("no native thread control", -1).length - 1, said);
        assertTrue(shown.contains(Progress.PLATFORM_WARNING + "no native thread control: none here"));
    }
}
