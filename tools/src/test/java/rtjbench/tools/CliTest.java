package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.stats.SweepValue;

class CliTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"merge", "stats", "plot", "compare", "report", "post", "crosscheck"})
    void everyCommandHasHelp(String command) {
        Fixtures.Result r = Fixtures.cli(command, "--help");
        assertEquals(0, r.exit());
        assertTrue(r.out().startsWith("Usage: rtjbench.jar " + command), r.out());
        assertTrue(r.out().contains("--force"), r.out());
        assertEquals(0, Fixtures.cli("help", command).exit());
    }

    @Test
    void overviewListsCommands() {
        Fixtures.Result r = Fixtures.cli("--help");
        assertEquals(0, r.exit());
        for (String c : List.of("merge", "stats", "plot", "compare", "report", "post"))
            assertTrue(r.out().contains("  " + c + " "), c);
        assertEquals(2, Fixtures.cli().exit());
    }

    @Test
    void badCommandLinesExitWithUsage() {
        Fixtures.Result r = Fixtures.cli("frobnicate");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown command 'frobnicate'; commands: merge, stats"), r.err());
        r = Fixtures.cli("stats", "--colour", "x");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("unknown option --colour; allowed: --unit"), r.err());
        r = Fixtures.cli("stats", "--unit", "ms", "x");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("stats: --unit 'ms' is not allowed; allowed: ns or us"), r.err());
        assertEquals(2, Fixtures.cli("stats").exit());
        assertEquals(2, Fixtures.cli("compare", "only-one").exit());
        assertEquals(2, Fixtures.cli("stats", "--unit").exit());
    }

    @Test
    void sweepValuesParseAsNumbers() {
        assertEquals(1024.0, SweepValue.parse("1K").getAsDouble());
        assertEquals(16384.0, SweepValue.parse("16KB").getAsDouble());
        assertEquals(4.0 * 1024 * 1024, SweepValue.parse("4M").getAsDouble());
        assertEquals(0.5, SweepValue.parse("1/2").getAsDouble());
        assertEquals(200_000.0, SweepValue.parse("200us").getAsDouble());
        assertEquals(12.0, SweepValue.parse("12").getAsDouble());
        assertEquals(2.5, SweepValue.parse("2.5").getAsDouble());
        assertFalse(SweepValue.parse("heap").isPresent());
        assertFalse(SweepValue.parse("1/0").isPresent());
    }

    @Test
    void postWritesEverythingOnceAndThenRefuses() throws Exception {
        Path suite = Fixtures.suite(tmp.resolve("suite"));
        Fixtures.Result r = Fixtures.cli("post", "--quiet", suite.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals("report: " + suite.resolve("report.html") + "\n", r.out());
        Path point = suite.resolve("01-memalloc/allocsize=4K");
        for (String f : List.of(
                "merged.csv",
                "stats.csv",
                "percentiles.hgrm",
                "histogram.txt",
                "plots/trace.png",
                "plots/trace.svg",
                "plots/histogram.png",
                "plots/ccdf.svg",
                "plots/bars.png")) {
            assertTrue(Files.size(point.resolve(f)) > 0, f);
        }
        assertTrue(Files.exists(suite.resolve("01-memalloc/sweep-stats.csv")));
        assertTrue(Files.exists(suite.resolve("01-memalloc/plots/sweep.svg")));
        assertTrue(Files.exists(suite.resolve("02-timer/plots/ccdf.png")));
        byte[] png = Files.readAllBytes(point.resolve("plots/trace.png"));
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
        assertTrue(Files.readString(point.resolve("plots/trace.svg")).contains("<svg"));

        String before = Files.readString(point.resolve("stats.csv"));
        r = Fixtures.cli("post", "--quiet", suite.toString());
        assertEquals(ToolException.EXISTS, r.exit());
        assertTrue(r.err().contains("refusing to overwrite"), r.err());
        assertEquals(before, Files.readString(point.resolve("stats.csv")));
        assertEquals(
                0, Fixtures.cli("post", "--quiet", "--force", suite.toString()).exit());
    }

    @Test
    void compareLabelsFoldersFromTheirMetadata() throws Exception {
        Path a = Fixtures.run(
                tmp.resolve("a"),
                "memalloc",
                java.util.Map.of(),
                List.of(new long[] {100, 200, 300}),
                "OpenJDK 64-Bit Server VM",
                null);
        Path b = Fixtures.run(
                tmp.resolve("b"),
                "memalloc",
                java.util.Map.of(),
                List.of(new long[] {150, 250, 350, 450}),
                "JamaicaVM",
                null);
        Path out = tmp.resolve("cmp");
        Fixtures.Result r =
                Fixtures.cli("compare", "--unit", "ns", "--out", out.toString(), a.toString(), b.toString());
        assertEquals(0, r.exit(), r.err());
        List<String> csv = Files.readAllLines(out.resolve("compare.csv"));
        assertEquals(3, csv.size(), csv.toString());
        assertTrue(
                csv.get(1).startsWith("memalloc,-,OpenJDK 64-Bit Server VM 17.0.1,")
                        && csv.get(1).contains(",3,100,200.0,"),
                csv.get(1));
        assertTrue(
                csv.get(2).startsWith("memalloc,-,JamaicaVM 17.0.1,")
                        && csv.get(2).endsWith(",450"),
                csv.get(2));
        assertTrue(Files.exists(out.resolve("memalloc-p99.png")) && Files.exists(out.resolve("memalloc-max.svg")));
        assertTrue(Files.readString(out.resolve("compare.html")).contains("<svg"));
        assertEquals(
                ToolException.EXISTS,
                Fixtures.cli("compare", "--out", out.toString(), a.toString(), b.toString())
                        .exit(),
                "out exists");
    }

    @Test
    void compareOfSweepsDrawsLinesAndNamesDifferingArgs() throws Exception {
        Path a = Fixtures.sweep(tmp.resolve("a"), "memalloc", List.of("1K", "4K"), 1);
        Path b = Fixtures.sweep(tmp.resolve("b"), "memalloc", List.of("1K", "4K"), 2);
        // b ran with another instr_load: the label must say so.
        for (String p : List.of("allocsize=1K", "allocsize=4K")) {
            Path m = b.resolve(p).resolve("metadata.json");
            Files.writeString(
                    m,
                    Files.readString(m)
                            .replace("\"datadir\": \"results\"", "\"datadir\": \"results\", \"instr_load\": \"500\""));
            Path ma = a.resolve(p).resolve("metadata.json");
            Files.writeString(
                    ma,
                    Files.readString(ma)
                            .replace("\"datadir\": \"results\"", "\"datadir\": \"results\", \"instr_load\": \"100\""));
        }
        Path out = tmp.resolve("cmp");
        Fixtures.Result r = Fixtures.cli("compare", "--out", out.toString(), a.toString(), b.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(
                r.out().contains("Test VM 17.0.1, instr_load=100")
                        && r.out().contains("Test VM 17.0.1, instr_load=500"),
                r.out());
        assertEquals(5, Files.readAllLines(out.resolve("compare.csv")).size());
    }
}
