package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import rtjbench.stats.ExitStatus;
import rtjbench.tools.cli.ToolException;

/**
 * The exit statuses and the sched commands' bounds are declared once (Main, SchedArgs) and said the same in
 * {@code --help} and docs/tools.md, word for word; and the statuses are the ones the code returns.
 */
class ExitStatusAndBoundsDocsTest {
    private static final Path DOC =
            Path.of(System.getProperty("rtjbench.root", "..")).resolve("docs/tools.md");

    @Test
    void helpAndTheDocsGiveTheExitStatusesTheCodeUses() throws Exception {
        String doc = Files.readString(DOC);
        String statuses = Main.exitStatuses();
        assertTrue(doc.contains(statuses), "docs/tools.md holds, word for word:\n" + statuses);
        Fixtures.Result help = Fixtures.cli("--help");
        assertEquals(0, help.exit());
        assertTrue(help.out().contains(statuses), help.out());
        assertEquals(ExitStatus.EXISTS, ToolException.EXISTS);
        assertEquals(ExitStatus.BAD_DATA, ToolException.DATA);
        assertEquals(ExitStatus.BAD_INPUT, ToolException.USAGE);
        // every status the docs' block names is one of the code's, and none is given two meanings
        Matcher m = Pattern.compile("(?m)^  (\\d+)(?:, (\\d+))?  ").matcher(statuses);
        java.util.Set<String> seen = new java.util.HashSet<>();
        while (m.find()) {
            for (int g = 1; g <= 2; g++) {
                if (m.group(g) != null) assertTrue(seen.add(m.group(g)), "status " + m.group(g) + " twice");
            }
        }
        assertEquals(java.util.Set.of("0", "1", "2", "4", "130", "143"), seen);
        assertTrue(!doc.contains("3 an output exists") && !help.out().contains("3 an output exists"));
    }

    @Test
    void schedHelpAndTheDocsListEveryBound() throws Exception {
        String bounds = rtjbench.tools.sched.SchedBoundsAccess.text();
        assertTrue(Files.readString(DOC).contains(bounds), "docs/tools.md holds, word for word:\n" + bounds);
        Fixtures.Result help = Fixtures.cli("sched", "--help");
        assertEquals(0, help.exit());
        assertTrue(help.out().contains(bounds), help.out());
    }
}
