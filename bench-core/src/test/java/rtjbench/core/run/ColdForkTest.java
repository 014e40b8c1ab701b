package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.testing.LeanForkLogs;
import rtjbench.core.testing.ResultsSchema;

/**
 * A cold point (start=cold) end to end, in two tiny cold forks and one warm reference on nanoTime: no warm-up,
 * every event with its time since the VM started (from the VM log the fork was started with), the curve over
 * the forks, and the steady-state figures against the warm fork; every file valid against the schemas.
 */
class ColdForkTest {
    @TempDir
    Path dir;

    @Test
    void aColdPointHasItsCurveItsWarmReferenceAndEachEventsTimeSinceTheVmStarted() throws Exception {
        StringBuilder printed = new StringBuilder();
        Path top = runToItsResultsFolder(
                "<testapp name=\"testop\">\n"
                        + "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>\n"
                        + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                        + "  <arg name=\"clock\" value=\"nanotime\"/>\n"
                        // 1,000 events of about 0.2 ms each: the event path's methods are queued for C1 at their
                        // 200th call, and a busy machine's compiler thread must still start them inside the events
                        + "  <arg name=\"count\" value=\"1000\"/>\n"
                        + "  <arg name=\"warmup\" value=\"100\"/>\n"
                        + "  <arg name=\"instr_load\" value=\"200000\"/>\n"
                        + "  <arg name=\"start\" value=\"cold\"/>\n"
                        + "  <arg name=\"forks\" value=\"2\"/>\n"
                        + "</testapp>\n",
                printed);
        String console = printed.toString();
        ResultsSchema.assertValid(top);
        ObjectMapper json = new ObjectMapper();
        JsonNode index = json.readTree(top.resolve("forks.json").toFile());
        assertEquals("complete", index.path("warm_reference").path("status").asText(), index.toString());
        JsonNode warm =
                json.readTree(top.resolve("warm-reference/metadata.json").toFile());
        assertEquals("count", warm.path("warmup").path("stopped_by").asText(), "the warm reference warms up as asked");
        assertTrue(!warm.has("cold"));
        // every fork, its warm reference too, makes its native calls through the suite's JNI library where built
        boolean jni = ThreadControls.JNI_LIBRARY.unavailableReason() == null;
        assertEquals(
                jni,
                warm.path("thread_control").asText().equals("linux (JNI)"),
                warm.path("thread_control").toString());

        for (String fork : new String[] {"fork-1", "fork-2"}) {
            JsonNode meta =
                    json.readTree(top.resolve(fork).resolve("metadata.json").toFile());
            assertEquals("none", meta.path("warmup").path("stopped_by").asText());
            assertEquals(
                    jni,
                    meta.path("thread_control").asText().equals("linux (JNI)"),
                    meta.path("thread_control").toString());
            JsonNode cold = meta.path("cold");
            assertEquals("vm_log", cold.path("time_base").path("source").asText(), cold.toString());
            List<String> since = Files.readAllLines(top.resolve(fork).resolve("thread-0-since-start.txt"));
            assertEquals(1000, since.size());
            long previous = 0;
            for (String line : since) {
                long t = Long.parseLong(line);
                assertTrue(t > previous, "the events end one after another, after the VM started: " + since);
                previous = t;
            }
            assertTrue(cold.path("before_first_event").path("class_loads").asLong() > 100, cold.toString());
            // the JIT and the GC are read from the logs the VM was started with, not switched on before the events
            JsonNode activity = meta.path("jvm_activity");
            for (String record : new String[] {"jit_events", "gc_pauses"}) {
                String source = activity.path(record).path("source").asText();
                assertTrue(source.startsWith("unified logging from the VM's start"), record + ": " + source);
            }
            assertTrue(
                    activity.path("jit_events")
                                    .path("measured")
                                    .path("compilations")
                                    .asLong()
                            > 0,
                    "a cold start compiles during its events: " + activity.path("jit_events"));
            assertTrue(Files.isRegularFile(top.resolve(fork).resolve("gc-log.txt")));
            assertLean(top.resolve(fork), meta); // which loads nothing from the jars the class folder replaces
            JsonNode figures =
                    index.path("entries").path(fork.equals("fork-1") ? 0 : 1).path("cold");
            assertTrue(figures.has("events_to_steady"), figures.toString());
        }
        // the warm reference only measures too: it warms up as asked, and loads nothing from a jar
        assertLean(top.resolve("warm-reference"), warm);
        assertLoadedFromTheClassFolder(top.resolve("warm-reference").resolve("vm-log.txt"));
        List<String> curve = Files.readAllLines(top.resolve("warmup-curve.csv"));
        assertEquals("index,forks,p50_ns,p90_ns,max_ns,median_time_since_start_ms", curve.get(0));
        assertEquals(1001, curve.size());
        assertTrue(curve.get(1).startsWith("0,2,"), curve.get(1));
        assertEquals(2, index.path("cold").path("first_event_ns").path("forks").asInt());
        assertTrue(
                index.path("cold").path("steady_state").path("step_ns").asLong() >= 1,
                "the clock's step the warm reference shows: "
                        + index.path("cold").path("steady_state"));
        assertTrue(console.contains("cold: 2 forks; first event p50"), console);
    }

    @Test
    void aSuitesColdPointsOfOneForkAreIndexedAsTheForksFoldersTheyAre() throws Exception {
        String coldOfOneFork = "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>\n"
                + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                + "  <arg name=\"clock\" value=\"nanotime\"/>\n"
                + "  <arg name=\"warmup\" value=\"100\"/>\n"
                + "  <arg name=\"start\" value=\"cold\"/>\n"
                + "  <arg name=\"forks\" value=\"1\"/>\n";
        Path top = runToItsResultsFolder(
                "<suite name=\"one-cold\">\n"
                        + "<testapp name=\"testop\">\n" + coldOfOneFork
                        + "  <arg name=\"count\" value=\"100\"/>\n</testapp>\n"
                        + "<testapp name=\"testop\">\n" + coldOfOneFork
                        + "  <arg name=\"count\" value=\"100,120\"/>\n</testapp>\n"
                        + "</suite>\n",
                new StringBuilder());
        ObjectMapper json = new ObjectMapper();
        JsonNode suite = json.readTree(top.resolve("suite.json").toFile());
        JsonNode entry = suite.path("entries").get(0);
        Path point = top.resolve(entry.path("dir").asText());
        assertTrue(Files.isRegularFile(point.resolve("forks.json")), "a cold point keeps its forks apart: " + point);
        assertEquals("forks", entry.path("kind").asText(), "the suite index names the folder's kind: " + entry);
        JsonNode sweep = json.readTree(
                top.resolve(suite.path("entries").get(1).path("dir").asText())
                        .resolve("sweep.json")
                        .toFile());
        for (JsonNode e : sweep.path("entries")) {
            assertEquals(1, e.path("forks").asInt(), "a sweep's cold point says it is a forks folder: " + e);
        }
        ResultsSchema.assertValid(top);
    }

    /**
     * A cold fork that only measures loads, in its whole life, none of the JDK's subsystems whose first use costs a
     * fresh VM thousands of compilations under -Xcomp: the management beans, regular expressions, the formatter,
     * lambdas, sorting, core reflection, Jackson, commons-csv. Its VM's class-loading log, from its first instant to
     * its exit, says what it loaded; the runner wrote what the fork handed back, and the VM's collector and the
     * clock's figures are there as a standard fork's stages would have written them.
     */
    private static void assertLean(Path forkDir, JsonNode meta) throws Exception {
        LeanForkLogs.assertNothingHeavyLoaded(forkDir.resolve("vm-log.txt"), meta.path("jvm"));
        assertTrue(meta.path("fork").path("lean").asBoolean(), meta.path("fork").toString());
        assertTrue(
                !meta.path("collector").path("name").asText().equals("unknown"),
                "the collector, from the GC log's first lines: " + meta.path("collector"));
        JsonNode clock = meta.path("clock");
        assertTrue(clock.path("resolution_ns").asDouble() > 0, clock.toString());
        assertEquals(20_000, clock.path("noise_floor").path("samples").asInt(), clock.toString());
        assertTrue(
                meta.path("jvm").path("input_arguments").toString().contains("-Xlog:jit+compilation"),
                "the" + " options the runner started the fork with: " + meta.path("jvm"));
    }

    /**
     * A cold point's fork loaded no class of the class path from a jar: from the folder the runner unpacks its jars
     * into, or from a folder the class path names (the modules' classes, under the tests). Its class-loading log
     * names the source of each.
     */
    private static void assertLoadedFromTheClassFolder(Path vmLog) throws Exception {
        List<String> fromClassPath;
        try (Stream<String> lines = Files.lines(vmLog)) {
            fromClassPath = lines.filter(l -> l.contains("[class,load")
                            && l.contains(" source: ")
                            && !l.contains(" source: jrt:/")
                            && !l.contains(" source: shared objects file"))
                    .collect(Collectors.toList());
        }
        List<String> fromJars =
                fromClassPath.stream().filter(l -> l.contains(".jar")).collect(Collectors.toList());
        assertTrue(fromJars.isEmpty(), "loaded from a jar: " + fromJars);
        assertTrue(
                fromClassPath.stream().anyMatch(l -> l.contains(" source: file:")),
                "the suite's classes come from class folders: " + fromClassPath);
    }

    /** Runs {@code argsXml} with the runner, which must succeed; what it printed goes to {@code printed}. */
    private Path runToItsResultsFolder(String argsXml, StringBuilder printed) throws Exception {
        Path args = dir.resolve("args.xml");
        Files.write(args, argsXml.getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {args.toString()},
                new PrintStream(out, true),
                new PrintStream(new ByteArrayOutputStream(), true));
        printed.append(out.toString("UTF-8"));
        assertEquals(0, status, printed.toString());
        try (Stream<Path> s = Files.list(dir.resolve("results"))) {
            return s.collect(Collectors.toList()).get(0);
        }
    }
}
