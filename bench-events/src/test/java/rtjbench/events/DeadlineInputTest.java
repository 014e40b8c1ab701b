package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.run.Main;

/** A deadline that is not a positive time is refused before anything runs: exit 2, one message, nothing written. */
class DeadlineInputTest {
    @TempDir
    Path dir;

    private String refused(String testapp, String deadline) throws IOException {
        Path file = dir.resolve("args.xml");
        Files.write(
                file,
                ("<testapp name=\"" + testapp + "\">\n  <arg name=\"datadir\" value=\"" + dir.resolve("results")
                                + "\"/>\n  <arg name=\"mlockall\" value=\"false\"/>\n  <arg name=\"deadline\" value=\""
                                + deadline + "\"/>\n</testapp>\n")
                        .getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(new String[] {file.toString()}, new PrintStream(out, true), new PrintStream(err, true));
        assertEquals(2, status, err.toString());
        assertFalse(Files.exists(dir.resolve("results")), "nothing written");
        assertEquals("", out.toString());
        return err.toString();
    }

    @Test
    void zeroNegativeAndWordsAreRefusedForPeriodicAndDispatch() throws Exception {
        String zero = refused("periodic", "0");
        assertTrue(zero.contains("args.xml:4:") && zero.contains("'0' is not a positive time"), zero);
        assertTrue(zero.contains("allowed: period"), zero);
        String negative = refused("periodic", "-2ms");
        assertTrue(negative.contains("'-2ms' is not a deadline"), negative);
        String words = refused("dispatch", "soon");
        assertTrue(words.contains("'soon' is not a deadline") && words.contains("allowed: none"), words);
    }
}
