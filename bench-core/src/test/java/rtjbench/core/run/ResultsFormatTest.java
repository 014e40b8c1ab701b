package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.EveryTestapp;
import rtjbench.core.testing.ResultsSchema;

/**
 * What the writer produces matches the results format as written down in docs/schema: every harness testapp
 * (timer with its clock sub-runs, testop as a sweep, with a control run and a skipped entry) through the real
 * runner; and the schema is not a formality: one wrong field fails it, naming the field.
 */
class ResultsFormatTest {
    @TempDir
    static Path tmp;

    private static Path suite;
    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void runEveryHarnessTestapp() throws IOException {
        suite = EveryTestapp.in("rtjbench.core.")
                .with("testop", "size", "1K,2K")
                .plus("testop", "control", "true")
                .plus("testop", "behaviour", "unsupported")
                .plus("testop", "record", "histogram")
                .run(tmp);
    }

    @Test
    void everyIndexFileTheRunnerWroteMatchesTheSchema() throws IOException {
        int files = ResultsSchema.assertValid(suite);
        Map<String, Integer> n = ResultsSchema.countByName(suite);
        assertEquals(1, (int) n.get("suite.json"));
        assertEquals(1, (int) n.get("sweep.json"), "testop size=1K,2K is a sweep");
        // 2 sweep points, the control run and its control folder, timer and its clock sub-runs (at least nanotime).
        assertTrue(n.get("metadata.json") >= 6, n.toString());
        assertEquals(files, n.get("suite.json") + n.get("sweep.json") + n.get("metadata.json"));
        assertTrue(
                Files.isRegularFile(suite.resolve("03-testop/control/metadata.json")), "the control run was written");
        assertTrue(
                Files.isRegularFile(suite.resolve("02-timer/clock=nanotime/metadata.json")),
                "timer's sub-runs were written");
        assertEquals(
                "histogram",
                JSON.readTree(suite.resolve("05-testop/metadata.json").toFile())
                        .get("record")
                        .asText());
    }

    private static JsonNode metadataOfARun() throws IOException {
        return JSON.readTree(suite.resolve("03-testop/metadata.json").toFile());
    }

    private static void assertBreaks(String file, JsonNode valid, Consumer<ObjectNode> breakIt, String expectedPath)
            throws IOException {
        assertEquals(
                0,
                ResultsSchema.problems(valid, file, "valid").size(),
                ResultsSchema.problems(valid, file, "valid").toString());
        ObjectNode broken = valid.deepCopy();
        breakIt.accept(broken);
        List<String> problems = ResultsSchema.problems(broken, file, "broken");
        assertTrue(!problems.isEmpty(), "a broken " + expectedPath + " should fail the schema");
        boolean named = false;
        for (String p : problems) named |= p.contains(expectedPath);
        assertTrue(named, "the problem should name " + expectedPath + ": " + problems);
    }

    @Test
    void aWrongFieldInMetadataFailsTheSchemaNamingTheField() throws IOException {
        JsonNode m = metadataOfARun();
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("threads").get(0)).put("samples", "many"),
                "/threads/0/samples");
        assertBreaks("metadata.json", m, o -> o.put("complete", "yes"), "/complete");
        assertBreaks("metadata.json", m, o -> o.put("format", "rtjbench-run/2"), "/format");
        assertBreaks("metadata.json", m, o -> o.remove("threads"), "threads");
        assertBreaks("metadata.json", m, o -> ((ObjectNode) o.get("clock")).put("name", "sundial"), "/clock/name");
        assertBreaks("metadata.json", m, o -> o.put("start", "yesterday"), "/start");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ArrayNode) o.get("threads").get(0).get("cpus_seen")).add(-1),
                "/threads/0/cpus_seen/");
        assertBreaks("metadata.json", m, o -> o.put("complete", false), "/incomplete_reason");
        assertBreaks("metadata.json", m, o -> ((ObjectNode) o.get("clock")).remove("noise_floor"), "noise_floor");
    }

    @Test
    void aWrongFieldInThePmQosOrPlatformBlockFailsTheSchema() throws IOException {
        JsonNode m = metadataOfARun();
        assertBreaks("metadata.json", m, o -> o.remove("pm_qos"), "pm_qos");
        assertBreaks(
                "metadata.json", m, o -> ((ObjectNode) o.get("pm_qos")).put("requested", "-5"), "/pm_qos/requested");
        assertBreaks("metadata.json", m, o -> ((ObjectNode) o.get("pm_qos")).put("held", "yes"), "/pm_qos/held");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("pm_qos")).put("held", true).putNull("held_us"),
                "/pm_qos/held_us");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("pm_qos")).put("effective_us", "none"),
                "/pm_qos/effective_us");
        assertBreaks("metadata.json", m, o -> o.remove("platform"), "platform");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("platform")).put("cpus_used", "all"),
                "/platform/cpus_used");
        assertBreaks("metadata.json", m, o -> ((ObjectNode) o.get("platform")).remove("warnings"), "warnings");
        assertBreaks(
                "metadata.json", m, o -> ((ArrayNode) o.get("platform").get("warnings")).add(7), "/platform/warnings/");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("platform").get("kernel_cmdline")).put("root", "/dev/sda1"),
                "/platform/kernel_cmdline");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("platform").get("per_cpu")).putObject("cpu0"),
                "/platform/per_cpu");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("platform").get("rt_throttling")).put("throttled", "often"),
                "/platform/rt_throttling/throttled");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("platform").get("preemption")).put("realtime", 1),
                "/platform/preemption/realtime");
        String firstCpu = m.get("platform").get("per_cpu").fieldNames().next();
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("platform").get("per_cpu").get(firstCpu)).put("smt_siblings", "none"),
                "/platform/per_cpu/" + firstCpu + "/smt_siblings");
    }

    @Test
    void aWrongFieldInAHistogramThreadFailsTheSchema() throws IOException {
        JsonNode m = JSON.readTree(suite.resolve("05-testop/metadata.json").toFile());
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("threads").get(0)).remove("histogram_log"),
                "histogram_log");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("threads").get(0)).put("outliers", "../thread-0-outliers.csv"),
                "/threads/0/outliers");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("threads").get(1)).put("samples_below_zero", -1),
                "/threads/1/samples_below_zero");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("threads").get(0)).put("samples_above_range", "some"),
                "/threads/0/samples_above_range");
        assertBreaks(
                "metadata.json",
                m,
                o -> ((ObjectNode) o.get("threads").get(0)).put("file", "thread-0.txt"),
                "/threads/0/file");
        assertBreaks(
                "metadata.json",
                metadataOfARun(),
                o -> ((ObjectNode) o.get("threads").get(0)).putNull("file"),
                "/threads/0/file");
    }

    /** A run's metadata as bin/c-refs writes it for a C twin: native_ref names the program, the clock is clock_gettime. */
    @Test
    void aWrongNativeRefFailsTheSchema() throws IOException {
        ObjectNode c = (ObjectNode) metadataOfARun().deepCopy();
        ((ObjectNode) c.get("clock")).put("name", "clock_gettime");
        c.putObject("native_ref")
                .put("program", "periodic")
                .put("command", "periodic cpus=0 count=20")
                .put("source", "native-refs/periodic.c")
                .put("compiler", "gcc 12 -O2");
        assertBreaks(
                "metadata.json",
                c,
                o -> ((ObjectNode) o.get("native_ref")).put("program", "../periodic"),
                "/native_ref/program");
        assertBreaks("metadata.json", c, o -> ((ObjectNode) o.get("native_ref")).remove("command"), "command");
        assertBreaks(
                "metadata.json", c, o -> ((ObjectNode) o.get("native_ref")).put("program", "cyclictest"), "version");
        assertBreaks("metadata.json", c, o -> o.remove("native_ref"), "/clock/name");
    }

    @Test
    void aWrongFieldInAnIndexFailsTheSchemaNamingTheField() throws IOException {
        JsonNode s = JSON.readTree(suite.resolve("suite.json").toFile());
        assertBreaks(
                "suite.json",
                s,
                o -> ((ObjectNode) o.get("entries").get(0)).put("status", "done"),
                "/entries/0/status");
        assertBreaks("suite.json", s, o -> ((ObjectNode) o.get("entries").get(0)).putNull("dir"), "/entries/0/dir");
        JsonNode w = JSON.readTree(suite.resolve("01-testop/sweep.json").toFile());
        assertBreaks("sweep.json", w, o -> o.putArray("swept"), "/swept");
        assertBreaks(
                "sweep.json",
                w,
                o -> ((ObjectNode) o.get("entries").get(1)).put("dir", "../elsewhere"),
                "/entries/1/dir");
    }
}
