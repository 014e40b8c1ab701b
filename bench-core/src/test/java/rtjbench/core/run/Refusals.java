package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** The runner given input it must refuse: the checks the bad-input tests share. */
final class Refusals {
    private Refusals() {}

    /**
     * Runs the runner on {@code argsFile}, expects exit 2, no {@code results} folder and nothing on stdout, and
     * returns what it printed on stderr.
     */
    static String refused(Path argsFile, Path results) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status =
                Main.run(new String[] {argsFile.toString()}, new PrintStream(out, true), new PrintStream(err, true));
        String message = err.toString();
        assertEquals(2, status, message);
        assertFalse(Files.exists(results), "nothing may be written before the checks pass");
        assertEquals("", out.toString(), "nothing ran");
        return message;
    }

    static void assertMentions(String message, String... parts) {
        for (String part : parts) {
            assertTrue(message.contains(part), "'" + part + "' missing from: " + message);
        }
    }
}
