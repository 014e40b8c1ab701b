package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import rtjbench.core.testing.ChildJvm;

/** What {@code mvn exec:java} relies on: the command's own output, then its exit status as the JVM's. */
class MavenLaunchTest {
    private static int launch(String script, StringBuilder output) throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        List<String> cmd = Arrays.asList(
                java, "-cp", System.getProperty("java.class.path"), MavenLaunch.class.getName(), "bash", "-c", script);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String printed = ChildJvm.output(p);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        output.append(printed);
        return p.exitValue();
    }

    @Test
    void theCommandsMessageIsAllThatIsPrintedAndItsStatusIsKept() throws Exception {
        assumeTrue(new File("/bin/bash").canExecute() || new File("/usr/bin/bash").canExecute(), "needs bash");
        StringBuilder output = new StringBuilder();
        assertEquals(2, launch("echo 'error: args.xml:2: bad value' >&2; exit 2", output));
        assertEquals("error: args.xml:2: bad value\n", output.toString());
        output.setLength(0);
        assertEquals(0, launch("echo done", output));
        assertEquals("done\n", output.toString());
    }

    @Test
    void aCommandThatCannotStartIsBadInput() throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        Process p = new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        MavenLaunch.class.getName(),
                        "/nonexistent/rtjbench-run")
                .redirectErrorStream(true)
                .start();
        String out = ChildJvm.output(p);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(Runner.EXIT_BAD_INPUT, p.exitValue());
        assertTrue(out.startsWith("error: cannot run [/nonexistent/rtjbench-run]"), out);
    }
}
