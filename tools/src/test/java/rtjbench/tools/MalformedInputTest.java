package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every reader of samples and metadata names the file (and line) of a malformed input and exits non-zero. */
class MalformedInputTest {
    @TempDir
    Path tmp;

    private Path run() throws Exception {
        return Fixtures.run(tmp.resolve("run"), List.of(new long[] {10, 20, 30, 40}, new long[] {11, 21, 31, 41}));
    }

    private static void assertFails(String command, Path dir, String expected) {
        Fixtures.Result r = command.equals("merge")
                ? Fixtures.cli("merge", "--output", "m.csv", dir.toString())
                : Fixtures.cli(command, dir.toString());
        assertEquals(1, r.exit(), command + ": " + r.out() + r.err());
        assertTrue(r.err().contains(expected), command + " should say '" + expected + "', said: " + r.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats", "plot", "report", "post"})
    void truncatedLastLine(String command) throws Exception {
        Path run = run();
        Files.writeString(run.resolve("thread-1.txt"), "11\n21\n31\n4");
        assertFails(command, run, run.resolve("thread-1.txt") + ":4: truncated line '4'");
        assertFalse(Files.exists(run.resolve("m.csv")), "no partial output is left");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats", "plot", "report", "post"})
    void nonNumericLine(String command) throws Exception {
        Path run = run();
        Files.writeString(run.resolve("thread-0.txt"), "10\n20\n3x0\n40\n");
        assertFails(
                command,
                run,
                run.resolve("thread-0.txt") + ":3: not a whole non-negative number of nanoseconds: '3x0'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats"})
    void negativeAndEmptyLines(String command) throws Exception {
        Path run = run();
        Files.writeString(run.resolve("thread-0.txt"), "10\n-20\n30\n40\n");
        assertFails(
                command,
                run,
                run.resolve("thread-0.txt") + ":2: not a whole non-negative number of nanoseconds: '-20'");
        Files.writeString(run.resolve("thread-0.txt"), "10\n20\n\n40\n");
        assertFails(command, run, run.resolve("thread-0.txt") + ":3: empty line");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats"})
    void fileCutAtALineEnd(String command) throws Exception {
        Path run = run();
        Files.writeString(run.resolve("thread-0.txt"), "10\n20\n");
        assertFails(command, run, run.resolve("thread-0.txt") + ":3: has 2 samples but metadata.json says 4");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats", "plot", "report", "post"})
    void missingSampleFile(String command) throws Exception {
        Path run = run();
        Files.delete(run.resolve("thread-1.txt"));
        assertFails(command, run, run.resolve("thread-1.txt") + ": missing sample file");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats", "plot", "report", "post"})
    void missingMetadataOfACompletePoint(String command) throws Exception {
        Path sweep = Fixtures.sweep(tmp.resolve("sweep"), "memalloc", List.of("1K", "4K"), 3);
        Files.delete(sweep.resolve("allocsize=4K/metadata.json"));
        assertFails(command, sweep, sweep.resolve("allocsize=4K/metadata.json") + ": missing metadata");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats", "plot", "report", "post"})
    void notAResultsFolder(String command) throws Exception {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        assertFails(command, empty, empty + ": not a results folder: it has no metadata.json");
        assertFails(command, tmp.resolve("nope"), tmp.resolve("nope") + ": no such folder");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats"})
    void malformedMetadataNamesLineAndColumn(String command) throws Exception {
        Path run = run();
        Files.writeString(
                run.resolve("metadata.json"),
                "{\n  \"format\": \"rtjbench-run/1\",\n  \"threads\": [ {\"index\": 0,,} ]\n}\n");
        assertFails(command, run, run.resolve("metadata.json") + ":3:");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats"})
    void malformedSuiteIndex(String command) throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        Files.writeString(suite.resolve("suite.json"), "{\"format\": \"rtjbench-suite/1\", \"entries\": 3}");
        assertFails(command, suite, suite.resolve("suite.json") + ": no \"entries\" list");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats", "plot", "report", "post"})
    void aFormatTheToolsDoNotKnowIsRefusedByName(String command) throws Exception {
        Path run = run();
        Path meta = run.resolve("metadata.json");
        Files.writeString(meta, Files.readString(meta).replace("rtjbench-run/1", "rtjbench-run/2"));
        assertFails(command, run, meta + ": format 'rtjbench-run/2' is not one these tools read (rtjbench-run/1)");
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        Path sweep = suite.resolve("01-memalloc/sweep.json");
        Files.writeString(sweep, Files.readString(sweep).replace("rtjbench-sweep/1", "rtjbench-sweep/7"));
        assertFails(command, suite, sweep + ": format 'rtjbench-sweep/7' is not one these tools read");
    }

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats"})
    void anIndexWithoutAFormatIsRefused(String command) throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        Files.writeString(suite.resolve("suite.json"), "{\"name\": \"x\", \"entries\": []}");
        assertFails(command, suite, suite.resolve("suite.json") + ": no \"format\"; these tools read rtjbench-suite/1");
    }
}
