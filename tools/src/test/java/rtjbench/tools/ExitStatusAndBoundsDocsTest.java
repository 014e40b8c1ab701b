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
        java.util.Set<String> tools = new java.util.HashSet<>();
        for (int v : statuses().keySet()) if (v != ExitStatus.INCOMPLETE) tools.add(Integer.toString(v));
        assertEquals(tools, seen, "every status but the runner's incomplete run, once each");
        assertTrue(!doc.contains("3 an output exists") && !help.out().contains("3 an output exists"));
    }

    /** Every status {@link ExitStatus} declares, by value; no value declared twice. */
    private static java.util.Map<Integer, String> statuses() throws Exception {
        java.util.Map<Integer, String> byValue = new java.util.TreeMap<>();
        for (java.lang.reflect.Field f : ExitStatus.class.getFields()) {
            if (f.getType() != int.class) continue;
            String earlier = byValue.put(f.getInt(null), f.getName());
            assertEquals(null, earlier, "status " + f.getInt(null) + " means both " + earlier + " and " + f.getName());
        }
        return byValue;
    }

    /**
     * One status a meaning across the repository: the runner's table in docs/running.md lists each status the code
     * declares once; the gate and sched check say theirs by the same numbers in --help; LAVA's job maps the gate's.
     */
    @Test
    void everyExitStatusHasOneMeaningAcrossTheRepository() throws Exception {
        Path root = Path.of(System.getProperty("rtjbench.root", ".."));
        String running = Files.readString(root.resolve("docs/running.md"));
        Matcher row = Pattern.compile("(?m)^  \\| (\\d+) \\| ").matcher(running);
        java.util.List<Integer> rows = new java.util.ArrayList<>();
        while (row.find()) rows.add(Integer.parseInt(row.group(1)));
        java.util.List<Integer> declared = new java.util.ArrayList<>();
        for (int v : statuses().keySet()) if (v < 128) declared.add(v);
        assertEquals(declared, rows, "docs/running.md's exit status table");
        assertTrue(running.contains("| 128 + signal |"), "and the signals' row");
        assertEquals(ExitStatus.CHECK_FAILED, rtjbench.tools.gate.GateCommand.REGRESSION);
        assertEquals(ExitStatus.NOTHING_COMPARABLE, rtjbench.tools.gate.GateCommand.NOTHING_COMPARABLE);
        Fixtures.Result gate = Fixtures.cli("gate", "--help");
        assertTrue(
                gate.out()
                        .contains("Exit status: 0 no regression, " + ExitStatus.CHECK_FAILED + " regression, "
                                + ExitStatus.NOTHING_COMPARABLE + " nothing comparable, " + ExitStatus.BAD_INPUT
                                + " bad input, " + ExitStatus.BAD_DATA + " bad data."),
                gate.out());
        Fixtures.Result check = Fixtures.cli("sched", "check", "--help");
        assertTrue(
                check.out()
                        .contains("Exit 0 when every task stayed within its bound; " + ExitStatus.CHECK_FAILED
                                + " when one did not"),
                check.out());
        String lava = Files.readString(root.resolve("lab/lava/rtjbench.yaml"));
        assertTrue(lava.contains(ExitStatus.NOTHING_COMPARABLE + ") lava-test-case gate --result skip"), lava);
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
