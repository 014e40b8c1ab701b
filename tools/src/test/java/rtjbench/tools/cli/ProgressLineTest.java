package rtjbench.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The progress of a long command on the error stream: nothing while it is quick, then the runner's {@code [k/N]}
 * line as each unit ends and, piped, a line now and then naming what still runs; on a terminal one line rewritten.
 */
class ProgressLineTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private List<String> lines() {
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void aQuickCommandSaysNothing() {
        try (ProgressLine p = new ProgressLine(err, 2, false)) {
            p.started("set 1 GFB");
            p.finished("set 1 GFB", "true");
            p.started("set 1 BAK");
            p.finished("set 1 BAK", "false");
        }
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void pipedItSaysEachUnitAsItEndsAndWhatStillRuns() throws Exception {
        try (ProgressLine p = new ProgressLine(err, 3, false, 0, 50)) {
            p.started("set 1 GFB");
            p.finished("set 1 GFB", "true");
            p.started("set 1 PFP-FFD");
            Thread.sleep(300);
            p.finished("set 1 PFP-FFD", "false");
        }
        List<String> lines = lines();
        assertTrue(lines.get(0).matches("\\[1/3\\] set 1 GFB: true \\(\\d+\\.\\d s; \\d+ s so far\\)"), lines.get(0));
        assertTrue(
                lines.stream().anyMatch(l -> l.matches("\\[1/3\\] running: set 1 PFP-FFD \\d+ s \\(\\d+ s so far\\)")),
                lines.toString());
        assertTrue(lines.get(lines.size() - 1).startsWith("[2/3] set 1 PFP-FFD: false ("), lines.toString());
    }

    @Test
    void onATerminalItRewritesOneLineAndClearsIt() throws Exception {
        try (ProgressLine p = new ProgressLine(err, 1, true, 0, 50)) {
            p.started("set 1 BAK");
            Thread.sleep(200);
            p.finished("set 1 BAK", "true");
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("\r\033[K[0/1] set 1 BAK 0 s ("), text);
        assertTrue(text.endsWith("\r\033[K"), "cleared at the end");
        assertTrue(!text.contains("\n"), "one line, rewritten");
    }
}
