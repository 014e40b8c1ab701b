package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static rtjbench.core.run.Refusals.assertMentions;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.ConfigExpander;
import rtjbench.core.run.plan.DataDirCheck;
import rtjbench.core.run.plan.PointHeap;

/**
 * Inputs a new user (or a typo) gives that once got through to places they should not: each is refused
 * before anything runs, with exit 2, a message naming file, line, argument, value and what is allowed, and
 * nothing written.
 */
class HostileInputTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private Path args(String body) throws IOException {
        Path file = dir.resolve("args.xml");
        Files.write(file, body.getBytes(StandardCharsets.UTF_8));
        return file;
    }

    /** A testapp writing into {@code datadir}, arguments from line 4 on. */
    private static String testop(String datadir, String extra) {
        return "<testapp name=\"testop\">\n"
                + "  <arg name=\"datadir\" value=\"" + datadir + "\"/>\n"
                + "  <arg name=\"mlockall\" value=\"false\"/>\n" + extra + "</testapp>\n";
    }

    private String results() {
        return dir.resolve("results").toString();
    }

    private String refused(Path argsFile) {
        return Refusals.refused(argsFile, dir.resolve("results"));
    }

    @Test
    void aCpuListFarBeyondTheMachineIsRefusedWhileParsing() throws Exception {
        long start = System.nanoTime();
        String message = refused(args(testop(results(), "  <arg name=\"cpus\" value=\"0-100000000\"/>\n")));
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "refused at once, not after making 100 million CPUs");
        assertMentions(
                message,
                "args.xml:4:",
                "'cpus'",
                "'0-100000000'",
                "names CPU 100000000, beyond this machine's CPUs",
                "allowed: a CPU list");
    }

    @Test
    void aSweepWithAnEnormousProductIsRefusedWithItsCount() throws Exception {
        long start = System.nanoTime();
        String message = refused(
                args(
                        testop(
                                results(),
                                "  <arg name=\"size\" value=\"0..9999:1\"/>\n  <arg name=\"count\" value=\"1..10000:1\"/>\n  <arg name=\"instr_load\" value=\"0..9999:1\"/>\n")));
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "refused before a point is made");
        assertMentions(
                message,
                "args.xml:1: testapp 'testop' sweeps size (10000 values) x count (10000 values) x instr_load (10000 values)",
                "= 1000000000000 points",
                "at most " + ConfigExpander.MAX_RUNS);
    }

    @Test
    void aRangeWithTooManyValuesIsRefusedBeforeItIsMade() throws Exception {
        String message = refused(args(testop(results(), "  <arg name=\"instr_load\" value=\"0..1000000000:1\"/>\n")));
        assertMentions(
                message,
                "args.xml:4:",
                "'instr_load'",
                "'0..1000000000:1'",
                "the range has 1000000001 values",
                "at most 10000");
    }

    @Test
    void aSuiteWhoseTestappsTogetherRunTooOftenIsRefused() throws Exception {
        String sweep = "  <arg name=\"size\" value=\"0..5999:1\"/>\n";
        String message = refused(
                args("<suite name=\"s\">\n" + testop(results(), sweep) + testop(results(), sweep) + "</suite>\n"));
        assertMentions(
                message,
                "args.xml:7: testapp 'testop' sweeps size (6000 values) = 6000 points, 12000 runs with the 6000 before it");
    }

    @Test
    void aDatadirThatCannotBeCreatedIsRefused() throws Exception {
        Path file = Files.write(dir.resolve("results"), "a file, not a folder".getBytes(StandardCharsets.UTF_8));
        int status = Main.run(
                new String[] {args(testop(file.resolve("runs").toString(), "")).toString()},
                new PrintStream(out, true),
                new PrintStream(err, true));
        assertEquals(2, status, err.toString());
        assertMentions(
                err.toString(),
                "args.xml:2: datadir '" + file.resolve("runs") + "' cannot be created: " + file
                        + " is a file, not a folder");
        assertEquals("a file, not a folder", new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
    }

    @Test
    void aDatadirThisUserMayNotWriteIsRefused() throws Exception {
        Path locked = Files.createDirectory(dir.resolve("locked"));
        assumeTrue(locked.toFile().setWritable(false, false) && !Files.isWritable(locked), "root writes anywhere");
        try {
            String message = refused(args(testop(locked.resolve("results").toString(), "")));
            assertMentions(message, "args.xml:2: datadir", "cannot be created: " + locked + " is not writable");
        } finally {
            locked.toFile().setWritable(true, true);
        }
    }

    /**
     * Enough sweep points that the samples' text exceeds this disk's free space, each point small enough to
     * pass the heap check; the run is refused with both figures before it starts.
     */
    @Test
    void aRunThatWouldFillTheDiskIsRefusedUpFront() throws Exception {
        long free = Files.getFileStore(dir).getUsableSpace();
        int threads = 16;
        // Each sample holds 8 B and, while the results are written, PointHeap.SAVING_BYTES_PER_SAMPLE more; a
        // quarter of the runner's heap keeps the point well inside what heap=auto gives it.
        long count = Math.min(
                100_000_000L, Runtime.getRuntime().maxMemory() / 4 / (8 + PointHeap.SAVING_BYTES_PER_SAMPLE) / threads);
        long perPoint = threads * count * DataDirCheck.BYTES_PER_SAMPLE;
        long points = 2 * free / perPoint + 2; // twice what fits: others' files may come and go meanwhile
        assumeTrue(points <= 1000, "this disk is too large for a sweep of this size to fill it");
        String message = refused(args(testop(
                results(),
                String.format(
                        Locale.ROOT,
                        "  <arg name=\"no_of_threads\" value=\"%d\"/>\n  <arg name=\"count\" value=\"%d\"/>\n  <arg name=\"size\" value=\"1..%d:1\"/>\n",
                        threads,
                        count,
                        points))));
        assertMentions(
                message,
                "args.xml:2: datadir '" + results() + "' has ",
                " free (at " + dir + ")",
                "but this run writes about",
                String.format(Locale.ROOT, "%,d samples x 20 B", points * threads * count));
    }

    @Test
    void anArgsFileTooLargeToBeOneIsRefusedUnread() throws Exception {
        char[] padding = new char[2 << 20];
        Arrays.fill(padding, ' ');
        String message = refused(args(testop(results(), "") + new String(padding)));
        assertMentions(message, "args.xml: more than 1 MiB");
    }
}
