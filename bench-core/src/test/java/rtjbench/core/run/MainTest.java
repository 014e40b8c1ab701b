package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.StandIns;

/** The runner end to end, through its command line, with the test-only {@code testop} benchmark. */
class MainTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final ObjectMapper json = new ObjectMapper();

    private Path args(String body) throws IOException {
        Path file = dir.resolve("args-" + System.nanoTime() + ".xml");
        Files.write(
                file, body.replace("DATADIR", dir.resolve("results").toString()).getBytes(StandardCharsets.UTF_8));
        return file;
    }

    private static String testop(String extra) {
        return "<testapp name=\"testop\">\n"
                + "  <arg name=\"datadir\" value=\"DATADIR\"/>\n"
                + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                + "  <arg name=\"fork\" value=\"false\"/>\n" // the runner's own handling, in this VM; ForkTest forks
                + "  <arg name=\"count\" value=\"100\"/>\n"
                + "  <arg name=\"warmup\" value=\"10\"/>\n"
                + "  <arg name=\"instr_load\" value=\"10\"/>\n" + extra + "</testapp>\n";
    }

    private int run(String... argv) {
        return Main.run(argv, new PrintStream(out, true), new PrintStream(err, true));
    }

    private List<Path> runFolders() throws IOException {
        Path results = dir.resolve("results");
        if (!Files.exists(results)) return java.util.Collections.emptyList();
        try (Stream<Path> s = Files.list(results)) {
            return s.sorted().collect(Collectors.toList());
        }
    }

    @Test
    void aRunWritesOneFilePerThreadTheMergedCsvAndMetadata() throws Exception {
        assertEquals(
                0,
                run(args(testop("  <arg name=\"no_of_threads\" value=\"3\"/>\n"))
                        .toString()),
                err.toString());
        List<Path> folders = runFolders();
        assertEquals(1, folders.size());
        Path run = folders.get(0);
        assertTrue(run.getFileName().toString().matches("\\d{8}-\\d{6}-testop"), run.toString());
        assertTrue(Files.exists(run.resolve("args.xml")));
        for (int i = 0; i < 3; i++) {
            List<String> lines = Files.readAllLines(run.resolve("thread-" + i + ".txt"));
            assertEquals(100, lines.size());
            for (String line : lines) assertTrue(Long.parseLong(line) >= 0);
        }
        List<String> merged = Files.readAllLines(run.resolve("merged.csv"));
        assertEquals("thread-0,thread-1,thread-2", merged.get(0));
        assertEquals(101, merged.size());
        assertEquals(3, merged.get(1).split(",").length);
        JsonNode meta = json.readTree(run.resolve("metadata.json").toFile());
        assertEquals("rtjbench-run/1", meta.get("format").asText());
        assertTrue(meta.get("complete").asBoolean());
        assertEquals("testop", meta.get("testapp").asText());
        assertEquals("3", meta.get("args").get("no_of_threads").asText());
        assertTrue(meta.get("clock").get("read_cost_ns").asDouble() > 0);
        assertEquals(3, meta.get("threads").size());
        JsonNode t0 = meta.get("threads").get(0);
        assertEquals(100, t0.get("samples").asInt());
        assertTrue(t0.get("cpus_seen").size() >= 1
                || !meta.get("thread_control").asText().startsWith("linux"));
        assertTrue(out.toString().contains("p99[us]"), out.toString());
        assertTrue(out.toString().contains("results: " + run), out.toString());
    }

    @Test
    void aSweepMakesAFolderPerPointAndAnIndex() throws Exception {
        assertEquals(
                0,
                run(args(testop("  <arg name=\"size\" value=\"1K..3K:1K\"/>\n")).toString()),
                err.toString());
        Path top = runFolders().get(0);
        JsonNode sweep = json.readTree(top.resolve("sweep.json").toFile());
        assertEquals(3, sweep.get("entries").size());
        assertEquals("size=2K", sweep.get("entries").get(1).get("dir").asText());
        assertEquals("complete", sweep.get("entries").get(2).get("status").asText());
        JsonNode meta = json.readTree(top.resolve("size=3K/metadata.json").toFile());
        assertEquals("3K", meta.get("swept").get("size").asText());
    }

    @Tag(StandIns.TAG)
    @Test
    void aSuiteSkipsWhatThisVmCannotRunAndRunsTheRest() throws Exception {
        // On the test classpath the RTSJ stand-in plays the VM's javax.realtime, so rt threads run here.
        String suite = "<suite name=\"mine\">\n" + testop("  <arg name=\"behaviour\" value=\"unsupported\"/>\n")
                + testop("") + testop("  <arg name=\"type_of_threads\" value=\"rt\"/>\n") + "</suite>";
        assertEquals(0, run(args(suite).toString()), err.toString());
        Path top = runFolders().get(0);
        assertTrue(top.getFileName().toString().endsWith("-mine"));
        JsonNode entries = json.readTree(top.resolve("suite.json").toFile()).get("entries");
        assertEquals("skipped", entries.get(0).get("status").asText());
        assertTrue(
                entries.get(0).get("reason").asText().contains("behaviour=unsupported is never available"),
                entries.toString());
        assertTrue(err.toString().contains("skipped testapp 'testop': behaviour=unsupported"), err.toString());
        assertEquals("complete", entries.get(1).get("status").asText());
        assertTrue(Files.exists(top.resolve("02-testop/metadata.json")));
        assertEquals("complete", entries.get(2).get("status").asText());
        JsonNode rt = json.readTree(top.resolve("03-testop/metadata.json").toFile());
        assertEquals("rt", rt.get("args").get("type_of_threads").asText());
    }

    /**
     * --probe prints one table and exits 0 exactly when no row says FAIL. (On bench-core's test class path the
     * other modules' RTSJ paths cannot be read, so here it is 1; bin/rtjbench-run --probe has the whole suite.)
     */
    @Test
    void probePrintsOneTableAndItsExitFollowsTheFailRows() {
        int status = run("--probe");
        String table = out.toString();
        assertTrue(table.startsWith("rtjbench VM probe: " + System.getProperty("java.vm.name")), table);
        for (String row : new String[] {
            "java    level",
            "rtsj    javax.realtime",
            "native  thread control",
            "clock   nanotime",
            "os      affinity",
            "os      SCHED_FIFO",
            "os      mlockall",
            "os      PM QoS"
        }) {
            assertTrue(table.contains("\n" + row + " "), "no row '" + row + "' in\n" + table);
        }
        assertEquals(table.contains(" FAIL ") ? 1 : 0, status, table);
    }

    @Test
    void whatThisVmLacksFailsASingleTestappBeforeTheRunWithExit2() throws Exception {
        assertEquals(
                2,
                run(args(testop("  <arg name=\"behaviour\" value=\"unsupported\"/>\n"))
                        .toString()));
        assertTrue(err.toString().contains("behaviour=unsupported is never available"), err.toString());
        assertTrue(runFolders().isEmpty(), "nothing may be written before the checks pass");
    }

    @Test
    void malformedFileUnknownArgumentAndUnknownTestappExit2AndWriteNothing() throws Exception {
        assertEquals(
                2,
                run(args("<testapp name=\"testop\"><arg name=\"count\" value=\"1\"></testapp>")
                        .toString()));
        assertTrue(err.toString().contains("not a well-formed"), err.toString());
        assertEquals(
                2, run(args(testop("  <arg name=\"colour\" value=\"red\"/>\n")).toString()));
        assertTrue(err.toString().contains("unknown argument 'colour'"), err.toString());
        assertEquals(2, run(args("<testapp name=\"nosuch\"/>").toString()));
        assertTrue(err.toString().contains("unknown testapp 'nosuch'"), err.toString());
        assertEquals(2, run("--frobnicate"));
        assertEquals(2, run(dir.resolve("missing.xml").toString()));
        assertTrue(runFolders().isEmpty());
    }

    @Test
    void busyRealtimeThreadsOnEveryCpuAreRefused() throws Exception {
        assertEquals(
                2,
                run(args(testop(
                                "  <arg name=\"scheduling_policy\" value=\"fifo\"/>\n  <arg name=\"no_of_threads\" value=\"64\"/>\n"))
                        .toString()));
        assertTrue(err.toString().contains("refusing busy real-time threads"), err.toString());
    }

    @Test
    void aCpuThisMachineDoesNotHaveIsRefused() throws Exception {
        assertEquals(
                2, run(args(testop("  <arg name=\"cpus\" value=\"1000\"/>\n")).toString()));
        assertTrue(err.toString().contains("names CPU 1000, beyond this machine's CPUs"), err.toString());
    }

    @Test
    void theWatchdogStopsARunAndTheSamplesAreSavedAsIncomplete() throws Exception {
        long start = System.nanoTime();
        assertEquals(
                3,
                run(args(testop(
                                "  <arg name=\"behaviour\" value=\"until_stopped\"/>\n  <arg name=\"time_limit\" value=\"1s\"/>\n"))
                        .toString()));
        assertTrue(System.nanoTime() - start < 20_000_000_000L);
        Path run = runFolders().get(0);
        JsonNode meta = json.readTree(run.resolve("metadata.json").toFile());
        assertFalse(meta.get("complete").asBoolean());
        assertTrue(meta.get("incomplete_reason").asText().contains("time_limit 1s"), meta.toString());
        assertFalse(Files.readAllLines(run.resolve("thread-0.txt")).isEmpty());
    }

    @Test
    void aFailingThreadMakesTheRunIncompleteButKeepsTheOthersSamples() throws Exception {
        assertEquals(
                3,
                run(args(testop(
                                "  <arg name=\"behaviour\" value=\"fail\"/>\n  <arg name=\"no_of_threads\" value=\"2\"/>\n"))
                        .toString()));
        JsonNode meta =
                json.readTree(runFolders().get(0).resolve("metadata.json").toFile());
        assertFalse(meta.get("complete").asBoolean());
        assertTrue(meta.get("threads").get(1).get("error").asText().contains("fails on purpose"));
    }

    @Test
    void twoRunsNeverShareAFolder() throws Exception {
        Path file = args(testop(""));
        assertEquals(0, run(file.toString()));
        assertEquals(0, run(file.toString()));
        assertEquals(2, runFolders().size());
    }

    @Test
    void quietMutesProgressButNotWarnings() throws Exception {
        assertEquals(
                0,
                run(
                        "--quiet",
                        args(testop("  <arg name=\"size\" value=\"1K,2K\"/>\n")).toString()));
        // A point's line stays only where it carries a warning (the JIT compiling in the measured phase, say).
        for (String line : err.toString().split("\\R")) {
            assertFalse(line.startsWith("[") && !line.contains(" us; "), err.toString());
        }
        assertEquals(
                0, run(args(testop("  <arg name=\"size\" value=\"1K,2K\"/>\n")).toString()));
        assertTrue(err.toString().contains("[1/2] testop size=1K"), err.toString());
    }

    @Test
    void helpListsEveryArgumentWithTypeDefaultAndRange() {
        assertEquals(0, run("--help", "testop"));
        String help = out.toString();
        assertTrue(
                help.contains("behaviour") && help.contains("no_of_threads") && help.contains("default '10000'"), help);
        assertTrue(help.contains("an integer from 1 to 99"), help);
    }
}
