package rtjbench.tools.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The LAVA test definition {@code lab/lava/rtjbench.yaml}, read as LAVA reads it and run as LAVA runs it: its
 * parameters written as {@code NAME='value'}, then {@code set -e}, then each step on its own, into one script
 * that {@code /bin/sh} runs from the repository's root. Here the suite's commands ({@code mvn}, the runner,
 * {@code java -jar tools}) and LAVA's helpers ({@code lava-test-case}, {@code lava-test-set},
 * {@code lava-test-raise}) are stand-ins that log what they were asked and exit as told, so each exit status
 * is checked to become the LAVA result the docs give. {@code lab/lava/selftest} runs the same definition with
 * a real LAVA dispatcher.
 */
class LavaDefinitionTest {
    /** LAVA's pattern for a test definition's name; its test case names keep to the same characters. */
    private static final Pattern LAVA_NAME = Pattern.compile("[-_a-zA-Z0-9.]+");

    private static final String RUN_DIR = "results/20260101-000000-lava-selftest";
    private static final String RUN_ID = "20260101-000000-lava-selftest-0123456789ab";

    @TempDir
    Path tmp;

    private JsonNode definition;

    @BeforeEach
    void read() throws IOException {
        Path root = Paths.get(System.getProperty("rtjbench.root", ".."))
                .toAbsolutePath()
                .normalize();
        definition = new ObjectMapper(new YAMLFactory())
                .readTree(root.resolve("lab/lava/rtjbench.yaml").toFile());
    }

    @Test
    void everyStepIsTextAndEveryParameterAValueLavaCanQuote() {
        assertEquals(
                "Lava-Test Test Definition 1.0",
                definition.path("metadata").path("format").asText());
        assertTrue(LAVA_NAME
                .matcher(definition.path("metadata").path("name").asText())
                .matches());
        JsonNode steps = definition.path("run").path("steps");
        assertTrue(steps.isArray() && steps.size() > 0, "run.steps is a list");
        for (JsonNode step : steps) {
            // A step YAML read as a mapping (an unquoted ": ") or a list is written into the script as that.
            assertTrue(step.isTextual(), "a step that is not a string: " + step);
            String text = step.asText();
            // LAVA's script runs under set -e: `cmd; s=$?` ends the test where cmd fails, before s is set.
            assertFalse(Pattern.compile("[;\\n]\\s*\\w+=\\$\\?").matcher(text).find(), "status after ';': " + text);
            assertFalse(text.contains("ls -t"), "the run folder comes from the runner's results: line: " + text);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it =
                        definition.path("params").fields();
                it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            assertTrue(p.getValue().isTextual(), p.getKey() + " is not a string");
            assertFalse(p.getValue().asText().contains("'"), p.getKey() + ": LAVA writes NAME='value'");
        }
    }

    @Test
    void exportedCaseNamesKeepToLavasCharactersAndLength() {
        assertEquals("memalloc_allocsize_4K_p99", ExportCommand.lavaName("memalloc allocsize=4K_p99"));
        String start = "prio_inversion " + "lock=posix-inherit ".repeat(8);
        String a = ExportCommand.lavaName(start + "gap=5ms_p99.9");
        String b = ExportCommand.lavaName(start + "gap=6ms_p99.9");
        assertEquals(ExportCommand.LAVA_NAME_MAX, a.length(), a);
        assertTrue(LAVA_NAME.matcher(a).matches(), a);
        assertTrue(a.startsWith("prio_inversion_lock_posix-inherit_lock"), a);
        assertNotEquals(a, b, "two long points that differ at their end");
    }

    @ParameterizedTest(name = "gate exit {0}: gate {1}")
    @CsvSource({"0, pass", "5, fail", "1, fail", "2, fail", "3, fail", "6, skip"})
    void eachGateStatusIsALavaResultAndTheFiguresFollow(int gateStatus, String result) throws Exception {
        Map<String, String> exits = Map.of("gate", String.valueOf(gateStatus));
        Ran ran = run(exits);
        assertEquals(0, ran.exit, ran.log);
        assertEquals(
                List.of(
                        "case build --result pass",
                        "case run --result pass",
                        "case store --result pass",
                        "case gate --result " + result,
                        "case memalloc_allocsize_1K_p99 --result pass --measurement 587.0 --units ns"),
                ran.cases(),
                ran.log);
        // The folder the runner named, though a newer one is there (results/zz-newer), and the board's name.
        assertTrue(
                ran.log.contains("java -jar tools/target/rtjbench.jar gate --db jdbc:postgresql://db/rtjbench?user=lava"
                        + " --baseline latest --min-effect 5% --machine board-a " + RUN_DIR),
                ran.log);
        assertTrue(ran.log.contains("export --db jdbc:postgresql://db/rtjbench?user=lava --format lava " + RUN_ID));
    }

    @Test
    void aBuildThatFailsIsReportedThenRaised() throws Exception {
        Ran ran = run(Map.of("mvn", "1"));
        assertEquals(List.of("case build --result fail"), ran.cases(), ran.log);
        assertTrue(ran.log.contains("raise rtjbench did not build (mvn exit status 1)"), ran.log);
    }

    @Test
    void aRunThatStoppedIsStillStoredAndGated() throws Exception {
        Ran ran = run(Map.of("run", "1"));
        assertEquals(0, ran.exit, ran.log);
        assertEquals("case run --result fail", ran.cases().get(1), ran.log);
        assertTrue(ran.cases().contains("case gate --result pass"), ran.log);
    }

    @Test
    void aRunWithoutAResultsFolderIsRaised() throws Exception {
        Ran ran = run(Map.of("run", "2", "results", ""));
        assertEquals(List.of("case build --result pass", "case run --result fail"), ran.cases(), ran.log);
        assertTrue(ran.log.contains("raise rtjbench run wrote no results folder (runner exit status 2)"), ran.log);
    }

    @Test
    void aStoreThatFailsLeavesNoFiguresButOneFailedCase() throws Exception {
        Ran ran = run(Map.of("ingest", "2"));
        assertEquals(0, ran.exit, ran.log);
        assertEquals(
                List.of(
                        "case build --result pass",
                        "case run --result pass",
                        "case store --result fail",
                        "case gate --result pass",
                        "case figures --result fail"),
                ran.cases(),
                ran.log);
    }

    @Test
    void withoutADatabaseTheJobUsesItsOwnFile() throws Exception {
        Ran ran = run(Map.of(), Map.of());
        assertEquals(0, ran.exit, ran.log);
        assertTrue(Pattern.compile("ingest --db jdbc:sqlite:/\\S+/results\\.db " + RUN_DIR)
                .matcher(ran.log)
                .find());
    }

    private record Ran(int exit, String log) {
        List<String> cases() {
            return log.lines().filter(l -> l.startsWith("case ")).toList();
        }
    }

    private Ran run(Map<String, String> exits) throws Exception {
        return run(exits, Map.of("DB", "jdbc:postgresql://db/rtjbench?user=lava", "MACHINE", "board-a"));
    }

    /** Writes run.sh as LAVA does (definition params, then the job's, then set -e and the steps) and runs it. */
    private Ran run(Map<String, String> exits, Map<String, String> jobParameters) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh");
        Path repo = Files.createDirectories(tmp.resolve("repo"));
        Path stubs = Files.createDirectories(tmp.resolve("stubs"));
        Path log = tmp.resolve("log");
        Files.createDirectories(repo.resolve("results/zz-newer"));
        String results = exits.getOrDefault("results", RUN_DIR);
        stub(stubs.resolve("lava-test-case"), "echo \"case $*\" >> \"$LOG\"");
        stub(stubs.resolve("lava-test-set"), "echo \"set $*\" >> \"$LOG\"");
        stub(stubs.resolve("lava-test-raise"), "echo \"raise $*\" >> \"$LOG\"; exit 1");
        stub(stubs.resolve("mvn"), "echo \"mvn $*\" >> \"$LOG\"; exit " + exits.getOrDefault("mvn", "0"));
        stub(
                Files.createDirectories(repo.resolve("bin")).resolve("rtjbench-run"),
                "echo \"rtjbench-run $*\" >> \"$LOG\"; echo 'memalloc ...'"
                        + (results.isEmpty()
                                ? ""
                                : "; echo 'results: " + results
                                        + " (total 8352 ms: runs 6844 ms, post-processing 1508 ms)'")
                        + "; echo 'warning: on stderr' >&2; exit " + exits.getOrDefault("run", "0"));
        stub(
                stubs.resolve("java"),
                "echo \"java $*\" >> \"$LOG\"\n"
                        + "case \" $* \" in\n"
                        + "  *' ingest '*) "
                        + (exits.getOrDefault("ingest", "0").equals("0")
                                ? "echo 'stored " + RUN_ID + " (1 points, /x) in db' ;;\n"
                                : "echo 'error: cannot open the results database' >&2; exit " + exits.get("ingest")
                                        + " ;;\n")
                        + "  *' gate '*) echo 'gate: ...'; exit " + exits.getOrDefault("gate", "0") + " ;;\n"
                        + "  *' export '*) echo 'lava-test-case memalloc_allocsize_1K_p99 --result pass"
                        + " --measurement 587.0 --units ns' ;;\n"
                        + "esac");
        StringBuilder script = new StringBuilder("###default parameters from test definition###\n");
        Map<String, String> params = new LinkedHashMap<>();
        definition
                .path("params")
                .fields()
                .forEachRemaining(p -> params.put(p.getKey(), p.getValue().asText()));
        params.forEach((k, v) -> script.append(k).append("='").append(v).append("'\n"));
        script.append("######\n###test parameters from job submission###\n");
        jobParameters.forEach((k, v) -> script.append(k).append("='").append(v).append("'\n"));
        script.append("######\nset -e\nset -x\n");
        for (JsonNode step : definition.path("run").path("steps")) {
            script.append(step.asText()).append('\n');
        }
        Path runSh = tmp.resolve("run.sh");
        Files.writeString(runSh, script);
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", runSh.toString())
                .directory(repo.toFile())
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("out").toFile());
        pb.environment().put("PATH", stubs + ":" + System.getenv("PATH"));
        pb.environment().put("LOG", log.toString());
        Path tmpdir = Files.createDirectories(tmp.resolve("tmpdir"));
        pb.environment().put("TMPDIR", tmpdir.toString());
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "run.sh did not end");
        try (Stream<Path> left = Files.list(tmpdir)) {
            List<Path> kept = left.collect(Collectors.toList());
            assertTrue(kept.isEmpty(), "the job's temporary folder outlived it, however it ended: " + kept);
        }
        List<String> all = new ArrayList<>();
        if (Files.exists(log)) all.addAll(Files.readAllLines(log));
        all.add("--- run.sh output:");
        all.addAll(Files.readAllLines(tmp.resolve("out")));
        return new Ran(p.exitValue(), String.join("\n", all));
    }

    private static void stub(Path file, String body) throws IOException {
        Files.writeString(file, "#!/bin/sh\n" + body + "\n", StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
