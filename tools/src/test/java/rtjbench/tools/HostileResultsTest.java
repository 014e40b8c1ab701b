package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.InsideFolder;

/**
 * A results folder from someone else is input like any other: its index files may name files outside it, be
 * huge, or carry markup. No file outside the folder given is read (or written), sizes are bounded before
 * reading, and every string from metadata stays text in the HTML report.
 */
class HostileResultsTest {
    @TempDir
    Path tmp;

    private static final long[] SAMPLES = {10, 20, 30, 40};

    /** A valid two-thread run; {@code elsewhere} holds a valid sample file outside it, the bait. */
    private Path run() throws IOException {
        Fixtures.writeSamples(tmp.resolve("elsewhere.txt"), SAMPLES);
        return Fixtures.run(tmp.resolve("results/run"), List.of(SAMPLES, SAMPLES));
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertTrue(text.contains(from), from + " not in " + file);
        Files.writeString(file, text.replace(from, to));
    }

    private static Fixtures.Result cli(String command, Path dir) {
        return command.equals("merge")
                ? Fixtures.cli("merge", "--output", "m.csv", dir.toString())
                : Fixtures.cli(command, "--quiet", dir.toString());
    }

    /** Refused as bad data (exit 1), with the message, and nothing written anywhere under {@code tmp}. */
    private void assertRefused(String command, Path dir, String... message) throws IOException {
        List<Path> before = files();
        Fixtures.Result r = cli(command, dir);
        assertEquals(ToolException.DATA, r.exit(), command + ": " + r.out() + r.err());
        for (String m : message) assertTrue(r.err().contains(m), command + " should say '" + m + "', said: " + r.err());
        assertEquals(before, files(), "nothing written");
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> s = Files.walk(tmp)) {
            return s.sorted().toList();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats", "plot", "report", "post"})
    void aThreadFileClimbingOutOfTheFolderIsRefused(String command) throws Exception {
        Path run = run();
        edit(run.resolve("metadata.json"), "\"file\": \"thread-1.txt\"", "\"file\": \"../../elsewhere.txt\"");
        assertRefused(
                command,
                run,
                run.resolve("metadata.json") + ": thread 1's \"file\" '../../elsewhere.txt' leads outside " + run,
                "may only name files inside itself");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats", "report"})
    void anAbsoluteThreadFileIsRefused(String command) throws Exception {
        Path run = run();
        Path bait = tmp.resolve("elsewhere.txt").toAbsolutePath();
        edit(run.resolve("metadata.json"), "\"file\": \"thread-0.txt\"", "\"file\": \"" + bait + "\"");
        assertRefused(command, run, "thread 0's \"file\" '" + bait + "' is an absolute path");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats"})
    void aLinkLeadingOutOfTheFolderIsRefused(String command) throws Exception {
        Path run = run();
        Files.delete(run.resolve("thread-1.txt"));
        Files.createSymbolicLink(
                run.resolve("thread-1.txt"), tmp.resolve("elsewhere.txt").toAbsolutePath());
        assertRefused(command, run, "thread 1's \"file\" 'thread-1.txt' is a link leading outside " + run);
    }

    /** Were it followed, stats and plots would be written beside someone else's run, outside the folder given. */
    @ParameterizedTest
    @ValueSource(strings = {"stats", "plot", "post"})
    void aSweepPointOutsideTheSweepIsNeitherReadNorWritten(String command) throws Exception {
        Path sweep = Fixtures.sweep(tmp.resolve("results/sweep"), "memalloc", List.of("1K", "4K"), 5);
        Fixtures.run(tmp.resolve("results/other"), List.of(SAMPLES));
        edit(sweep.resolve("sweep.json"), "\"dir\": \"allocsize=4K\"", "\"dir\": \"../other\"");
        assertRefused(
                command, sweep, sweep.resolve("sweep.json") + ": entry \"dir\" '../other' leads outside " + sweep);
    }

    @Test
    void aSuiteEntryNamingAnAbsoluteFolderIsRefused() throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("results/suite"));
        Path other = Fixtures.run(tmp.resolve("other"), List.of(SAMPLES)).toAbsolutePath();
        edit(suite.resolve("suite.json"), "\"dir\": \"02-timer\"", "\"dir\": \"" + other + "\"");
        assertRefused(
                "stats", suite, suite.resolve("suite.json") + ": entry \"dir\" '" + other + "' is an absolute path");
    }

    @Test
    void anEntryNamingItsOwnFolderIsRefused() throws Exception {
        Path sweep = Fixtures.sweep(tmp.resolve("results/sweep"), "memalloc", List.of("1K"), 5);
        edit(sweep.resolve("sweep.json"), "\"dir\": \"allocsize=1K\"", "\"dir\": \"./\"");
        assertRefused("stats", sweep, "entry \"dir\" './' leads outside " + sweep);
    }

    @Test
    void anIndexFileTooLargeIsRefusedUnread() throws Exception {
        Path run = run();
        try (RandomAccessFile f =
                new RandomAccessFile(run.resolve("metadata.json").toFile(), "rw")) {
            f.setLength(InsideFolder.MAX_INDEX_BYTES + 1); // sparse: costs no disk
        }
        assertRefused(
                "stats",
                run,
                run.resolve("metadata.json") + ": " + (InsideFolder.MAX_INDEX_BYTES + 1) + " bytes",
                "at most 32 MiB");
    }

    /** Markup in any string of the metadata is shown as text; the only script in the page is the report's own. */
    @Test
    void everyMetadataStringStaysTextInTheReport() throws Exception {
        String attack = "<script>alert(1)</script>\\\"><img src=x onerror=alert(2)>";
        Path dir = Fixtures.run(
                tmp.resolve("results/run"),
                "memalloc" + attack,
                Map.of("allocsize", "1K" + attack),
                List.of(SAMPLES, SAMPLES),
                "VM" + attack,
                "\"source\": \"clk" + attack + "\"");
        Path meta = dir.resolve("metadata.json");
        edit(meta, "\"complete\": true", "\"complete\": false");
        edit(meta, "\"incomplete_reason\": null", "\"incomplete_reason\": \"why" + attack + "\"");
        edit(meta, "\"a test warning\"", "\"warning" + attack + "\"");
        edit(meta, "\"Test CPU\"", "\"CPU" + attack + "\"");
        edit(meta, "\"status\": \"held: ", "\"status\": \"held: qos" + attack);
        edit(meta, "\"virtualised (fixture)", "\"pw" + attack);
        edit(meta, "\"smt_control\": \"notsupported\"", "\"smt_control\": \"smt" + attack + "\"");
        edit(meta, "\"name\": \"thread-0\"", "\"name\": \"t0" + attack + "\"");
        edit(
                meta,
                "\"warnings\": [], \"error\": null",
                "\"warnings\": [\"tw" + attack + "\"], \"error\": \"err" + attack + "\"");
        edit(
                meta,
                "\"start\": \"2026-01-01T00:00:00Z\"",
                "\"start\": \"s" + attack + "\", \"workload\": {\"k\": \"w" + attack + "\"}");
        Fixtures.Result r = Fixtures.cli("report", "--quiet", dir.toString());
        assertEquals(0, r.exit(), r.err());
        String html = Files.readString(dir.resolve("report.html")).toLowerCase(Locale.ROOT);
        assertEquals(1, html.split("<script", -1).length - 1, "only the report's own script");
        assertFalse(html.contains("<img"), "no element from metadata");
        assertFalse(html.contains("onerror=alert(2)>"), "no attribute broken out of");
        for (String shown : List.of(
                "vm&lt;script&gt;",
                "why&lt;script&gt;",
                "warning&lt;script&gt;",
                "cpu&lt;script&gt;",
                "t0&lt;script&gt;",
                "tw&lt;script&gt;",
                "err&lt;script&gt;",
                "qos&lt;script&gt;",
                "platform: pw&lt;script&gt;",
                "smt&lt;script&gt;")) {
            assertTrue(html.contains(shown), "shown as text: " + shown);
        }
    }

    @Test
    void aFullDiskIsAnErrorNamingTheFileAndLeavesNothing() throws Exception {
        Path target = tmp.resolve("stats.csv");
        ToolException e = assertThrows(
                ToolException.class,
                () -> new Outputs(false).write(target, out -> {
                    out.write(new byte[100_000]);
                    throw new IOException("No space left on device");
                }));
        assertEquals("could not write " + target + ": No space left on device", e.getMessage());
        assertEquals(ToolException.DATA, e.exitCode());
        assertEquals(List.of(tmp), files(), "no file and no temporary file left");
    }
}
