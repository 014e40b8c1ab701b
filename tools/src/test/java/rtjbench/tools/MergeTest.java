package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.tools.cli.ToolException;

class MergeTest {
    @TempDir
    Path tmp;

    @Test
    void unequalThreadsAreKeptWholeWithEmptyCells() throws Exception {
        Path run = Fixtures.run(
                tmp.resolve("run"),
                List.of(new long[] {1, 2}, new long[] {10, 20, 30, 40}, new long[] {100, 200, 300}));
        Fixtures.Result r = Fixtures.cli("merge", run.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(
                List.of("thread-0,thread-1,thread-2", "1,10,100", "2,20,200", ",30,300", ",40,"),
                Files.readAllLines(run.resolve("merged.csv")));
        assertTrue(r.out().contains("3 columns, 4 rows"), r.out());
    }

    @Test
    @Timeout(60)
    void aThreadWithoutSamplesAndThreadsEndingInDifferentBatches() throws Exception {
        // Scanners own different files; one's files end long before the other's (a stopped thread).
        long[] longer = new long[10_000];
        for (int i = 0; i < longer.length; i++) longer[i] = i;
        Path run = Fixtures.run(tmp.resolve("run"), List.of(longer, new long[0], new long[] {7}, longer));
        Fixtures.Result r = Fixtures.cli("merge", run.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = Files.readAllLines(run.resolve("merged.csv"));
        assertEquals(10_001, lines.size());
        assertEquals("0,,7,0", lines.get(1));
        assertEquals("9999,,,9999", lines.get(10_000));
        r = Fixtures.cli("stats", "--unit", "ns", run.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(
                "thread-1,0,,,,,,,,,",
                Files.readAllLines(run.resolve("stats.csv")).get(2));
    }

    @Test
    void crlfAndLongNumbersAreCopied() throws Exception {
        Path run = Fixtures.run(tmp.resolve("run"), List.of(new long[] {1, 2}));
        Files.writeString(run.resolve("thread-0.txt"), "123456789012345678\r\n5\r\n");
        assertEquals(0, Fixtures.cli("merge", run.toString()).exit());
        assertEquals(List.of("thread-0", "123456789012345678", "5"), Files.readAllLines(run.resolve("merged.csv")));
    }

    @Test
    void neverOverwritesWithoutForce() throws Exception {
        Path run = Fixtures.run(tmp.resolve("run"), List.of(new long[] {1, 2}, new long[] {3, 4}));
        Files.writeString(run.resolve("merged.csv"), "the runner's own\n");
        Fixtures.Result r = Fixtures.cli("merge", run.toString());
        assertEquals(ToolException.EXISTS, r.exit());
        assertTrue(
                r.err().contains("refusing to overwrite 1 existing file")
                        && r.err().contains(run.resolve("merged.csv").toString())
                        && r.err().contains("--force"),
                r.err());
        assertEquals("the runner's own\n", Files.readString(run.resolve("merged.csv")));

        assertEquals(
                0,
                Fixtures.cli("merge", "--output", "again.csv", run.toString()).exit());
        assertEquals(List.of("thread-0,thread-1", "1,3", "2,4"), Files.readAllLines(run.resolve("again.csv")));
        assertEquals(0, Fixtures.cli("merge", "--force", run.toString()).exit());
        assertEquals(List.of("thread-0,thread-1", "1,3", "2,4"), Files.readAllLines(run.resolve("merged.csv")));
    }

    @Test
    void mergesEveryRunOfASuite() throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        Fixtures.Result r = Fixtures.cli("merge", suite.toString());
        assertEquals(0, r.exit(), r.err());
        for (String d : List.of(
                "01-memalloc/allocsize=1K", "01-memalloc/allocsize=4K", "01-memalloc/allocsize=16K", "02-timer")) {
            assertTrue(Files.exists(suite.resolve(d).resolve("merged.csv")), d);
        }
        List<String> lines = Files.readAllLines(suite.resolve("01-memalloc/allocsize=1K/merged.csv"));
        assertEquals(501, lines.size(), "500 rows (the longer thread) and a header");
        assertTrue(
                lines.get(500).endsWith(",") && !lines.get(500).startsWith(","),
                "the 400-sample thread-1 leaves empty cells: " + lines.get(500));
    }
}
