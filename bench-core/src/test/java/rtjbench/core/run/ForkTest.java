package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.run.fork.ForkCommand;
import rtjbench.core.run.fork.ForkResults;
import rtjbench.core.testing.ResultsSchema;

/**
 * Points in fresh VMs (fork=true, the default): what each fork is started with, what the folders and indexes
 * say, failures and signals. Each test starts one or two tiny forks, on nanoTime (no TSC calibration).
 */
class ForkTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final ObjectMapper json = new ObjectMapper();

    private static String testop(String extra) {
        return testop(200, extra);
    }

    private static String testop(int count, String extra) {
        return "<testapp name=\"testop\">\n"
                + "  <arg name=\"datadir\" value=\"DATADIR\"/>\n"
                + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                + "  <arg name=\"clock\" value=\"nanotime\"/>\n"
                + "  <arg name=\"count\" value=\"" + count + "\"/>\n"
                + "  <arg name=\"warmup\" value=\"10\"/>\n"
                + "  <arg name=\"instr_load\" value=\"10\"/>\n" + extra + "</testapp>\n";
    }

    private Path args(String body) throws IOException {
        Path file = dir.resolve("args.xml");
        Files.write(
                file, body.replace("DATADIR", dir.resolve("results").toString()).getBytes(StandardCharsets.UTF_8));
        return file;
    }

    private int run(Path args) {
        return Main.run(new String[] {args.toString()}, new PrintStream(out, true), new PrintStream(err, true));
    }

    private Path onlyRunFolder() throws IOException {
        try (Stream<Path> s = Files.list(dir.resolve("results"))) {
            List<Path> all = s.collect(Collectors.toList());
            assertEquals(1, all.size(), all.toString());
            return all.get(0);
        }
    }

    @Test
    void forksRunThePointInFreshVmsWithTheRunnersOptionsAndReportTheSpread() throws Exception {
        assertEquals(
                0,
                run(args(testop("  <arg name=\"forks\" value=\"2\"/>\n  <arg name=\"no_of_threads\" value=\"2\"/>\n"))),
                out + "\n" + err);
        Path top = onlyRunFolder();
        ResultsSchema.assertValid(top);
        JsonNode index = json.readTree(top.resolve("forks.json").toFile());
        assertEquals("rtjbench-forks/1", index.get("format").asText());
        assertEquals(2, index.get("entries").size());
        List<String> vms = new ArrayList<>();
        for (int k = 1; k <= 2; k++) {
            JsonNode e = index.get("entries").get(k - 1);
            assertEquals("fork-" + k, e.get("dir").asText());
            assertEquals("complete", e.get("status").asText(), e.toString());
            assertEquals(400, e.get("samples").asInt(), "2 threads x 200");
            JsonNode meta = json.readTree(
                    top.resolve("fork-" + k).resolve("metadata.json").toFile());
            assertEquals(k, meta.get("fork").get("index").asInt());
            assertEquals(2, meta.get("fork").get("of").asInt());
            vms.add(meta.get("fork").get("vm").asText());
            List<String> options = new ArrayList<>();
            meta.get("jvm").get("input_arguments").forEach(o -> options.add(o.asText()));
            List<String> runners =
                    withoutAgents(ManagementFactory.getRuntimeMXBean().getInputArguments());
            assertEquals(
                    runners, options.subList(0, runners.size()), "the fork runs with the runner's JVM options first");
            for (String added : options.subList(runners.size(), options.size())) {
                assertTrue(
                        added.startsWith("-Xms")
                                || added.startsWith("-Xmx")
                                || added.equals("-XX:+AlwaysPreTouch")
                                || added.startsWith("-Xlog:")
                                || added.startsWith("-Drtjbench."),
                        "then only its fixed heap and what the runner hands over: " + added);
            }
            JsonNode heap = meta.get("heap");
            assertEquals("auto", heap.get("asked").asText(), heap.toString());
            assertTrue(heap.get("fixed").asBoolean(), "a fixed heap: " + heap);
            assertEquals(128L << 20, heap.get("max_bytes").asLong(), "auto: the smallest, for 400 samples");
            JsonNode startup = meta.get("startup");
            assertEquals("the runner starting this VM", startup.get("from").asText(), startup.toString());
            long parts = startup.get("vm_ms").asLong()
                    + startup.get("plan_ms").asLong()
                    + startup.get("other_ms").asLong();
            for (JsonNode stage : startup.get("stages_ms")) {
                parts += stage.asLong();
            }
            assertTrue(startup.get("vm_ms").asLong() > 0, "a VM takes time to start: " + startup);
            assertEquals(startup.get("total_ms").asLong(), parts, "the parts add up to the total: " + startup);
            assertTrue(startup.get("stages_ms").has("memory_lock")
                    && startup.get("stages_ms").has("clock_choice"));
            assertEquals(
                    200,
                    Files.readAllLines(top.resolve("fork-" + k).resolve("thread-1.txt"))
                            .size());
        }
        assertNotEquals(vms.get(0), vms.get(1), "each fork is a VM of its own");
        JsonNode first = index.get("entries").get(0);
        JsonNode second = index.get("entries").get(1);
        assertTrue(
                Instant.parse(second.get("vm_started").asText())
                        .isBefore(Instant.parse(first.get("vm_exited").asText())),
                "the second fork was started while the first saved: " + index.get("entries"));
        JsonNode waited = json.readTree(
                        top.resolve("fork-2").resolve("metadata.json").toFile())
                .get("startup")
                .get("waited_ms");
        assertTrue(waited.asLong() >= 0, "its wait for its turn is recorded apart: " + waited);
        JsonNode startup2 = json.readTree(
                        top.resolve("fork-2").resolve("metadata.json").toFile())
                .get("startup");
        assertTrue(
                startup2.get("delay_ms").asLong() >= 0
                        && startup2.get("delay_ms").asLong()
                                <= startup2.get("total_ms").asLong()
                                        + startup2.get("waited_ms").asLong(),
                "what the run waited for it is part of its start-up: " + startup2);
        assertFalse(vms.contains(ManagementFactory.getRuntimeMXBean().getName()), "and not the runner's");
        JsonNode spread = index.get("spread");
        assertEquals(2, spread.get("forks").asInt());
        for (String stat : ForkResults.STATISTICS) {
            JsonNode s = spread.get(stat);
            assertTrue(
                    s.get("min").asDouble() <= s.get("median").asDouble()
                            && s.get("median").asDouble() <= s.get("max").asDouble(),
                    s.toString());
        }
        JsonNode mean = spread.get("mean_ns");
        assertTrue(
                mean.get("ci99_low").asDouble() <= mean.get("mean").asDouble()
                        && mean.get("mean").asDouble() <= mean.get("ci99_high").asDouble(),
                mean.toString());
        String console = out.toString();
        assertTrue(
                console.contains("p50[us]")
                        && java.util.regex.Pattern.compile("(?m)^testop +\\d+ ")
                                .matcher(console)
                                .find(),
                "the summary's table of the point, its figures the median over the forks: " + console);
        assertTrue(
                err.toString().contains("[1/2] testop fork 1/2: p50 ")
                        && err.toString().contains("[2/2] testop fork 2/2: p50 "),
                "a line a fork, with its figures: " + err);
    }

    /** A fork started ahead for a point that does not come exits when its input closes, and writes nothing. */
    @Test
    void aForkNeverGivenItsTurnExitsAndWritesNothing() throws Exception {
        Path args = args(testop(""));
        List<String> cmd = new ArrayList<>();
        cmd.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(withoutAgents(ManagementFactory.getRuntimeMXBean().getInputArguments()));
        cmd.addAll(Arrays.asList(
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(),
                ForkCommand.FORK,
                "0/0",
                ForkCommand.FORK_LAUNCHED,
                Long.toString(System.currentTimeMillis()),
                args.toString()));
        Path said = dir.resolve("said.txt");
        Process fork = new ProcessBuilder(cmd)
                .redirectErrorStream(true)
                .redirectOutput(said.toFile())
                .start();
        fork.getOutputStream().close();
        assertTrue(fork.waitFor(60, TimeUnit.SECONDS), "it exits by itself");
        String text = new String(Files.readAllBytes(said), StandardCharsets.UTF_8);
        assertEquals(0, fork.exitValue(), text);
        assertEquals("", text.trim(), "and says nothing");
        assertFalse(Files.exists(dir.resolve("results")), "nor writes anything");
    }

    /** The runner's options as a fork gets them: without its agents (JaCoCo's, under Maven), see ForkCommand. */
    private static List<String> withoutAgents(List<String> options) {
        List<String> kept = new ArrayList<>();
        for (String o : options) {
            if (!o.startsWith("-agentlib:") && !o.startsWith("-javaagent:") && !o.startsWith("-agentpath:")) {
                kept.add(o);
            }
        }
        return kept;
    }

    @Test
    void aForkThatFailsOrDiesIsMarkedAndWhatItSavedIsKept() throws Exception {
        String suite = "<suite name=\"failing\">\n"
                + testop("  <arg name=\"behaviour\" value=\"fail\"/>\n  <arg name=\"no_of_threads\" value=\"2\"/>\n")
                + testop("  <arg name=\"behaviour\" value=\"halt\"/>\n") + "</suite>\n";
        assertEquals(3, run(args(suite)), out + "\n" + err);
        Path top = onlyRunFolder();
        JsonNode entries = json.readTree(top.resolve("suite.json").toFile()).get("entries");
        JsonNode failed = entries.get(0);
        assertEquals("incomplete", failed.get("status").asText());
        assertTrue(failed.get("reason").asText().contains("thread 1 failed"), failed.toString());
        Path failedRun = top.resolve(failed.get("dir").asText());
        JsonNode meta = json.readTree(failedRun.resolve("metadata.json").toFile());
        assertFalse(meta.get("complete").asBoolean());
        assertTrue(meta.get("threads").get(1).get("error").asText().contains("fails on purpose"), meta.toString());
        assertEquals(
                meta.get("threads").get(0).get("samples").asInt(),
                Files.readAllLines(failedRun.resolve("thread-0.txt")).size(),
                "what the other thread recorded before it was stopped is kept");
        JsonNode died = entries.get(1);
        assertEquals("incomplete", died.get("status").asText());
        assertTrue(died.get("reason").asText().startsWith("the fork exited with status 7"), died.toString());
        JsonNode placeholder = json.readTree(
                top.resolve(died.get("dir").asText()).resolve("metadata.json").toFile());
        assertFalse(
                placeholder.get("complete").asBoolean(), "what the fork wrote before it died says it did not finish");
        assertTrue(
                err.toString().contains("[2/2] testop: no samples; incomplete: the fork exited with status 7"),
                "the point's line says why: " + err);
    }

    /**
     * SIGTERM to the runner while a fork measures: the runner stops the fork, which saves what it recorded as
     * incomplete, and exits 143. Waits for the fork's first progress line with samples, so the fork is measuring.
     */
    @Test
    void aSignalToTheRunnerStopsTheForkWhichKeepsItsSamples() throws Exception {
        Path args = args(testop(
                1_000_000,
                "  <arg name=\"behaviour\" value=\"until_stopped\"/>\n"
                        + "  <arg name=\"time_limit\" value=\"60s\"/>\n"));
        // The fork's progress line (passed on by the runner) says its threads record.
        SignalledRunner r = SignalledRunner.run(args, dir.resolve("run-dir"), SignalledRunner.recording("testop"));
        String lines = r.output;
        assertEquals(143, r.exit, lines);
        Path run = r.runDir;
        JsonNode meta = json.readTree(run.resolve("metadata.json").toFile());
        assertFalse(meta.get("complete").asBoolean(), meta.toString());
        assertTrue(meta.get("incomplete_reason").asText().contains("signal"), meta.toString());
        assertEquals(1, meta.get("fork").get("index").asInt(), "written by the fork");
        assertFalse(Files.readAllLines(run.resolve("thread-0.txt")).isEmpty(), "the samples so far are kept");
        assertTrue(lines.contains("stopping the fork"), lines);
    }
}
