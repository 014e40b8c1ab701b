package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.tools.Fixtures;

class SchedCommandsTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"analyse", "generate", "ratio"})
    void everySchedCommandHasHelp(String command) {
        Fixtures.Result r = Fixtures.cli("sched", command, "--help");
        assertEquals(0, r.exit());
        assertTrue(r.out().startsWith("Usage: rtjbench.jar sched " + command), r.out());
        assertTrue(Fixtures.cli("sched", "--help").out().contains("  " + command + " "));
    }

    @Test
    void generateIsReproducibleAndReadsBack() throws Exception {
        String[] args = generateMedium("2.5", "7", "--sets", "3");
        Fixtures.Result a = Fixtures.cli(args);
        assertEquals(0, a.exit(), a.err());
        assertEquals(a.out(), Fixtures.cli(args).out());
        List<TaskSet> sets =
                TaskSetFile.read(new ByteArrayInputStream(a.out().getBytes(StandardCharsets.UTF_8)), "stdout");
        assertEquals(3, sets.size());
        for (TaskSet s : sets) {
            assertTrue(s.utilization() <= 2.5 && s.utilization() >= 2.43, s.toString());
        }
        assertTrue(a.out().startsWith("# 3 sets: recipe seed004-uniform-medium-short, cap 2.5, 4 CPUs, seed 7"));
    }

    @Test
    void generateRefusesBadInputAndNeverOverwrites() throws Exception {
        Fixtures.Result r =
                Fixtures.cli("sched", "generate", "--recipe", "nope", "--cpus", "4", "--cap", "2", "--seed", "1");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--recipe 'nope' is not allowed"), r.err());
        r = Fixtures.cli(SchedFixtures.generate("2", "3"));
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--cap 3 is above --cpus 2"), r.err());
        Path out = tmp.resolve("sets.csv");
        Files.writeString(out, "keep");
        r = Fixtures.cli(SchedFixtures.generate("2", "1", "--out", out.toString()));
        assertEquals(4, r.exit());
        assertEquals("keep", Files.readString(out));
        r = Fixtures.cli(SchedFixtures.generate("2", "1", "--out", out.toString(), "--force"));
        assertEquals(0, r.exit(), r.err());
        assertEquals(1, TaskSetFile.read(out).size());
    }

    private Path file(String text) throws Exception {
        return Files.writeString(tmp.resolve("t.csv"), text);
    }

    @Test
    void analyseWritesCsvTextAndJson() throws Exception {
        Path f = file("set,name,period,wcet,deadline\n1,a,10ms,2ms,10ms\n1,b,10ms,2ms,10ms\n1,c,12ms,11ms,12ms\n"
                + "2,a,10ms,1ms,15ms\n2,b,20ms,2ms,20ms\n");
        Fixtures.Result csv = Fixtures.cli("sched", "analyse", f.toString(), "--cpus", "2", "--format", "csv");
        assertEquals(0, csv.exit(), csv.err());
        List<String> lines = csv.out().lines().collect(Collectors.toList());
        assertEquals("set,test,schedulable,reason", lines.get(0));
        assertEquals(1 + 2 * rtjbench.sched.catalog.TestCatalog.MULTIPROCESSOR.size(), lines.size());
        assertTrue(lines.contains("1,GFB,false,"), csv.out());
        assertTrue(lines.contains("1,PEDF-FFD,true,"), csv.out());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("2,BCL,na,BCL needs constrained deadlines")), csv.out());

        Fixtures.Result text =
                Fixtures.cli("sched", "analyse", f.toString(), "--cpus", "2", "--tests", "GFP-RTA,PFP-FFD");
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().contains("set 1: 3 tasks"), text.out());
        assertTrue(text.out().contains("response-time bounds"), text.out());

        Fixtures.Result json =
                Fixtures.cli("sched", "analyse", f.toString(), "--cpus", "2", "--format", "json", "--tests", "PFP-FFD");
        JsonNode root = new ObjectMapper().readTree(json.out());
        JsonNode pfp = root.get("sets").get(0).get("tests").get(0);
        assertEquals("true", pfp.get("schedulable").asText());
        assertEquals(2_000_000, pfp.get("response_bounds_ns").get("a").asLong());
        assertTrue(pfp.get("cpu").has("c"));
    }

    @Test
    void analyseRefusesABadFileNamingLineAndField() throws Exception {
        Path f = file("name,period,wcet,deadline\na,10ms,1ms,10ms\nb,10,1ms,10ms\n");
        Fixtures.Result r = Fixtures.cli("sched", "analyse", f.toString(), "--cpus", "2");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains(f + ":3: field period: '10' has no unit"), r.err());
        assertEquals("", r.out());
        r = Fixtures.cli(
                "sched",
                "analyse",
                file("name,period,wcet,deadline\na,10ms,1ms,10ms\n").toString(),
                "--cpus",
                "2",
                "--tests",
                "XYZ");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--tests has no 'XYZ'"), r.err());
    }

    @Test
    void analyseChargesOverheadsAndTakesACollectorsSupply() throws Exception {
        Path root = Path.of(System.getProperty("rtjbench.root", ".."));
        Path f = file("name,period,wcet,deadline\na,100ms,10ms,100ms\nb,10ms,1ms,10ms\n");
        Fixtures.Result charged = analyseGfbAndPedf(
                f,
                "--overheads",
                root.resolve("docs/overheads/seed004-epos.json").toString());
        assertEquals(0, charged.exit(), charged.err());
        assertTrue(charged.out().startsWith("# overheads charged: "), charged.out());
        assertTrue(charged.out().contains("PEDF-FFD  true"), charged.out());
        // ParallelGC at 300 MB/s leaves nothing in any window up to 38 ms: b's 10 ms deadline cannot be met.
        Fixtures.Result parallel = analyseGfbAndPedf(
                f,
                "--collector",
                root.resolve("docs/mmu/parallel-17-300mbs.csv").toString(),
                "--format",
                "csv");
        assertEquals(0, parallel.exit(), parallel.err());
        assertTrue(parallel.out().contains("1,PEDF-FFD,false,"), parallel.out());
        assertTrue(parallel.out().contains("1,GFB,na,GFB assumes whole processors"), parallel.out());
    }

    /** {@code sched analyse} of {@code f} on 2 CPUs by GFB and PEDF-FFD, then {@code more}. */
    private static Fixtures.Result analyseGfbAndPedf(Path f, String... more) {
        List<String> line =
                new ArrayList<>(List.of("sched", "analyse", f.toString(), "--cpus", "2", "--tests", "GFB,PEDF-FFD"));
        line.addAll(List.of(more));
        return Fixtures.cli(line.toArray(new String[0]));
    }

    /** {@code sched generate} of the medium recipe on 4 CPUs at {@code cap} with {@code seed}, then {@code more}. */
    private static String[] generateMedium(String cap, String seed, String... more) {
        List<String> line = new ArrayList<>(List.of(
                "sched",
                "generate",
                "--recipe",
                "seed004-uniform-medium-short",
                "--cpus",
                "4",
                "--cap",
                cap,
                "--seed",
                seed));
        line.addAll(List.of(more));
        return line.toArray(new String[0]);
    }

    private Path experiment(String body) throws Exception {
        return SchedFixtures.experiment(tmp, "tiny", body);
    }

    private Fixtures.Result ratio(String body) throws Exception {
        return SchedFixtures.ratio(tmp, experiment(body));
    }

    private static final String TINY = Fixtures.argLines(
                    "recipe",
                    "seed004-uniform-medium-short",
                    "cpus",
                    "4",
                    "caps",
                    "2.0:2.4:0.2,3.5",
                    "sets",
                    "6",
                    "seed",
                    "3",
                    "tests",
                    "GFB,BCL,PEDF-FFD")
            + "  <union name=\"any\" tests=\"GFB,BCL\"/>\n";

    @Test
    void ratioWritesItsFolderAndAgreesWithGenerateAndAnalyse() throws Exception {
        Path results = tmp.resolve("results");
        Fixtures.Result r = SchedFixtures.ratio(results, experiment(TINY));
        assertEquals(0, r.exit(), r.err());
        String last = r.out().lines().reduce((x, y) -> y).orElse("");
        assertTrue(last.startsWith("results: "), r.out());
        Path dir = Path.of(last.substring("results: ".length()));
        for (String f : List.of("ratio.csv", "weighted.csv", "ratio.png", "ratio.svg", "exp.xml", "summary.txt")) {
            assertTrue(Files.isRegularFile(dir.resolve(f)), f);
        }
        List<String> rows = Files.readAllLines(dir.resolve("ratio.csv"));
        assertEquals("model,test,cap,sets,schedulable,ratio", rows.get(0));
        assertEquals(1 + 4 * 4, rows.size());
        assertTrue(r.err().contains("[4/4] cap "), r.err());
        // The ratio's sets at cap 3.5 are the ones generate draws: GFB's count matches analyse on them.
        Path sets = tmp.resolve("at35.csv");
        assertEquals(
                0,
                Fixtures.cli(generateMedium("3.5", "3", "--sets", "6", "--out", sets.toString()))
                        .exit());
        long gfb = Fixtures.cli("sched", "analyse", sets.toString(), "--cpus", "4", "--format", "csv", "--tests", "GFB")
                .out()
                .lines()
                .filter(l -> l.endsWith(",true,"))
                .count();
        assertTrue(
                rows.contains(String.format(java.util.Locale.ROOT, "ideal,GFB,3.5,6,%d,%.4f", gfb, gfb / 6.0)),
                rows.toString());
        String any = rows.stream()
                .filter(l -> l.startsWith("ideal,any,2.0,"))
                .findFirst()
                .orElseThrow();
        String gfb20 = rows.stream()
                .filter(l -> l.startsWith("ideal,GFB,2.0,"))
                .findFirst()
                .orElseThrow();
        assertTrue(Integer.parseInt(any.split(",")[4]) >= Integer.parseInt(gfb20.split(",")[4]));
    }

    @Test
    void ratioRefusesABadExperimentNamingLineAndField() throws Exception {
        Fixtures.Result r = ratio(TINY.replace("\"sets\"", "\"count\""));
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("exp.xml:6: field count: is not an experiment argument"), r.err());
        r = ratio(TINY.replace("GFB,BCL\"/>", "GFB,BAR\"/>"));
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("union any names BAR, which the experiment does not run"), r.err());
        r = ratio(TINY.replace("2.0:2.4:0.2,3.5", "2.0,4.5"));
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("field caps: the cap 4.5 is outside (0, 4]"), r.err());
        r = ratio(TINY + "  <model name=\"n=3\" tasks=\"3\"/>\n");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("the cap 3.5 is above model n=3's 3 tasks"), r.err());
        try (var s = Files.list(tmp)) {
            assertFalse(s.anyMatch(p -> Files.isDirectory(p)), "nothing written");
        }
    }
}
