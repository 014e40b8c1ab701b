package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.ChildJvm;
import rtjbench.core.testing.ResultsSchema;
import rtjbench.core.testing.Signals;
import rtjbench.stats.ExitStatus;

/**
 * A {@code load} (the real stress-ng) never outlives the run it was started for: not after the run ends, not after
 * SIGINT (Ctrl-C), not after a fork that failed. Each run's load carries a timeout no other process uses, by which
 * every process of it is found in /proc afterwards.
 */
class LoadLifecycleTest {
    @TempDir
    Path dir;

    private static void assumeStressNg() {
        boolean found = false;
        for (String d : System.getenv("PATH").split(File.pathSeparator)) {
            found |= new File(d, "stress-ng").canExecute();
        }
        assumeTrue(found, "stress-ng is not installed here (Debian: apt-get install stress-ng): skipped");
    }

    /** A timeout in seconds no other stress-ng on this machine is likely to be running with. */
    private static String marker() {
        return (7_000 + (System.nanoTime() & 0xfff)) + "s";
    }

    /** The processes whose command line has {@code --timeout marker}. */
    static List<String> withMarker(String marker) throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> procs = Files.list(Paths.get("/proc"))) {
            for (Path p : (Iterable<Path>) procs::iterator) {
                if (!p.getFileName().toString().matches("[0-9]+")) continue;
                try {
                    String cmd = new String(Files.readAllBytes(p.resolve("cmdline")), StandardCharsets.UTF_8)
                            .replace('\0', ' ');
                    if (cmd.contains("--timeout " + marker)) found.add(p.getFileName() + ": " + cmd);
                } catch (IOException e) {
                    // gone while listed
                }
            }
        }
        return found;
    }

    /** The load each point runs: light (10 % of a CPU), since its life is the question, not its weight. */
    private static String loadCommand(String marker) {
        return "stress-ng --cpu 1 --cpu-load 10 --metrics-brief --timeout " + marker;
    }

    private Path args(String extra, String marker) throws IOException {
        Path file = dir.resolve("args.xml");
        Files.write(
                file,
                ("<testapp name=\"testop\">\n" + "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>\n"
                                + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                                + "  <arg name=\"warmup\" value=\"100\"/>\n" // the JIT is not the question here
                                + "  <arg name=\"time_limit\" value=\"60s\"/>\n"
                                + "  <arg name=\"load\" value=\"" + loadCommand(marker) + "\"/>\n" + extra
                                + "</testapp>\n")
                        .getBytes(StandardCharsets.UTF_8));
        return file;
    }

    @Test
    void aLoadIsRecordedAndGoneAfterTheRun() throws Exception {
        assumeStressNg();
        String marker = marker();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {
                    args(
                                    "  <arg name=\"fork\" value=\"false\"/>\n  <arg name=\"count\" value=\"200000\"/>\n"
                                            + "  <arg name=\"gc_load\" value=\"20MB/s\"/>\n"
                                            + "  <arg name=\"gc_live\" value=\"8M\"/>\n",
                                    marker)
                            .toString()
                },
                new PrintStream(out, true),
                new PrintStream(out, true));
        assertEquals(0, status, out.toString());
        assertEquals(Collections.emptyList(), withMarker(marker), "no process of the load remains");
        Path run;
        try (Stream<Path> s = Files.list(dir.resolve("results"))) {
            run = s.iterator().next();
        }
        JsonNode load = new ObjectMapper()
                .readTree(run.resolve("metadata.json").toFile())
                .path("load");
        assertEquals(loadCommand(marker), load.path("command").asText());
        assertEquals("all", load.path("cpus").asText());
        assertTrue(load.path("process_group").asLong() > 0, load.toString());
        assertTrue(load.has("exit_status"), load.toString());
        assertEquals(false, load.path("group_left").asBoolean(true), load.toString());
        JsonNode meta = new ObjectMapper().readTree(run.resolve("metadata.json").toFile());
        JsonNode gc = meta.path("gc_load");
        assertEquals(20.0, gc.path("asked_mb_per_s").asDouble(), 1e-9);
        assertEquals(8.0, gc.path("live_mb").asDouble(), 0.01);
        assertTrue(gc.path("achieved_mb_per_s").asDouble() > 0, gc.toString());
        assertTrue(
                meta.path("jvm_activity").path("gc_pauses").has("source"),
                meta.path("jvm_activity").toString());
        assertTrue(meta.path("collector").path("name").isTextual(), meta.toString());
        ResultsSchema.assertValid(dir.resolve("results")); // gc_load, load, collector and gc_pauses as docs/schema says
        ObjectNode broken = (ObjectNode) meta.deepCopy();
        ((ObjectNode) broken.path("load")).put("group_left", true);
        assertTrue(
                !ResultsSchema.problems(broken, "metadata.json", "broken").isEmpty(),
                "a load left running breaks the schema");
    }

    @Test
    void aLoadIsGoneAfterSigint() throws Exception {
        assumeStressNg();
        assumeFalse(Signals.sigintIgnored(), Signals.SIGINT_IGNORED);
        String marker = marker();
        Path args = args(
                "  <arg name=\"fork\" value=\"false\"/>\n  <arg name=\"behaviour\" value=\"until_stopped\"/>\n"
                        + "  <arg name=\"count\" value=\"1000\"/>\n",
                marker);
        Process p = ChildJvm.start(
                ChildJvm.asTestVm(Collections.<String>emptyList()),
                Main.class.getName(),
                Arrays.asList("--progress", "--verbose", args.toString()));
        StringBuilder out = new StringBuilder();
        boolean signalled = false;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                out.append(line).append('\n');
                if (!signalled && SignalledRunner.recording("testop").test(line)) {
                    assertTrue(!withMarker(marker).isEmpty(), "the load runs while the test does:\n" + out);
                    signalled = true;
                    new ProcessBuilder("kill", "-INT", Long.toString(pid(p)))
                            .start()
                            .waitFor();
                }
            }
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), out.toString());
        assertTrue(signalled, "the run never recorded:\n" + out);
        assertEquals(
                Collections.emptyList(), withMarker(marker), "no process of the load remains after SIGINT:\n" + out);
    }

    @Test
    void noLoadIsLeftByAForkThatFailed() throws Exception {
        assumeStressNg();
        String marker = marker();
        Path args = args(
                "  <jvm name=\"bad\" java=\"" + System.getProperty("java.home")
                        // starts (-version, the plan's check of every entry) but fails as the fork loads the harness,
                        // before its load starts (with 3m a fork now gets as far as starting it)
                        + "\" options=\"-XX:MaxMetaspaceSize=2m\"/>\n  <jvm name=\"good\" java=\""
                        + System.getProperty("java.home") + "\"/>\n  <arg name=\"jvms\" value=\"bad,good\"/>\n"
                        + "  <arg name=\"count\" value=\"20000\"/>\n",
                marker);
        Process p = ChildJvm.start(
                ChildJvm.asTestVm(Collections.<String>emptyList()),
                Main.class.getName(),
                Arrays.asList("--progress=false", args.toString()));
        StringBuilder out = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) out.append(line).append('\n');
        }
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out.toString());
        assertEquals(ExitStatus.INCOMPLETE, p.exitValue(), "one entry failed, the other ran:\n" + out);
        assertTrue(out.toString().contains("testop jvms=good"), out.toString());
        // the VM's own words reach the console (with a metaspace this small, sometimes only "OutOfMemoryError")
        assertTrue(out.toString().contains("OutOfMemoryError"), out.toString());
        assertEquals(Collections.emptyList(), withMarker(marker), "no process of the load remains:\n" + out);
    }

    @Test
    void aForkWhoseVmIsNotTheCollectorNamedStopsSayingSo() throws Exception {
        // the entry's last collector flag says ZGC, but -XX:-UseZGC turns it off again: the VM runs its default
        Path file = dir.resolve("args.xml");
        Files.write(
                file,
                ("<testapp name=\"testop\">\n  <jvm name=\"off\" java=\"" + System.getProperty("java.home")
                                + "\" options=\"-XX:+UseSerialGC -XX:+UseZGC -XX:-UseZGC\"/>\n"
                                + "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>\n"
                                + "  <arg name=\"mlockall\" value=\"false\"/>\n  <arg name=\"jvms\" value=\"off\"/>\n"
                                + "  <arg name=\"count\" value=\"1000\"/>\n</testapp>\n")
                        .getBytes(StandardCharsets.UTF_8));
        Process p = ChildJvm.start(
                ChildJvm.asTestVm(Collections.<String>emptyList()),
                Main.class.getName(),
                Arrays.asList("--progress=false", file.toString()));
        StringBuilder out = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) out.append(line).append('\n');
        }
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out.toString());
        assertEquals(ExitStatus.INCOMPLETE, p.exitValue(), out.toString());
        assertTrue(
                out.toString().contains("jvm entry 'off' asked for the ZGC collector, but this VM"),
                "the fork says what was asked and what it got:\n" + out);
    }

    private static long pid(Process p) throws ReflectiveOperationException {
        return (Long) Process.class.getMethod("pid").invoke(p);
    }
}
