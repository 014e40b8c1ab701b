package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.os.PmQosHolder;
import rtjbench.core.run.nativeref.NativeRefs;
import rtjbench.core.testing.OpenFiles;

/**
 * bin/c-refs end to end on this machine, with tiny counts: the C twins of dispatch and periodic are built with
 * gcc from native-refs/ and run with a suite's settings into a folder beside the (here: empty) Java run, in
 * the results format; cyclictest too where installed. Skipped without gcc.
 */
class NativeRefsTest {
    @TempDir
    Path dir;

    @AfterEach
    void noStandIn() {
        System.clearProperty(PmQosHolder.DEVICE_PROPERTY);
    }

    static boolean runs(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            while (p.getInputStream().read() >= 0) {
                // drain
            }
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Runs native-refs quietly on the module's C sources, building into this test's folder. */
    private int nativeRefs(ByteArrayOutputStream out, ByteArrayOutputStream err, String... rest) {
        List<String> argv = new ArrayList<>(Arrays.asList(
                "--quiet",
                "--sources",
                Paths.get("..", "native-refs").toString(),
                "--build",
                dir.resolve("build").toString()));
        argv.addAll(Arrays.asList(rest));
        return NativeRefs.run(argv.toArray(new String[0]), new PrintStream(out, true), new PrintStream(err, true));
    }

    private static final String COMMON = "<arg name=\"count\" value=\"200\"/><arg name=\"warmup\" value=\"20\"/>"
            + "<arg name=\"mlockall\" value=\"false\"/><arg name=\"instr_load\" value=\"10\"/>";

    @Test
    void theCTwinsRunBesideAJavaRunWithItsSettingsInTheResultsFormat() throws Exception {
        assumeTrue(runs("gcc", "--version"), "no gcc here: the C references are skipped");
        Path javaRun = Files.createDirectories(dir.resolve("results/20260101-000000-refs"));
        Files.write(
                javaRun.resolve("args.xml"),
                ("<suite name=\"refs\">"
                                + "<testapp name=\"dispatch\"><arg name=\"handler\" value=\"bound\"/>" + COMMON
                                + "</testapp>"
                                + "<testapp name=\"dispatch\"><arg name=\"handler\" value=\"pooled\"/>" + COMMON
                                + "</testapp>"
                                + "<testapp name=\"periodic\"><arg name=\"period\" value=\"100us\"/>" + COMMON
                                + "</testapp>"
                                + "</suite>")
                        .getBytes(StandardCharsets.UTF_8));
        Path device = Files.createFile(dir.resolve("cpu_dma_latency"));
        System.setProperty(PmQosHolder.DEVICE_PROPERTY, device.toString());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Path made = dir.resolve("made");
        int status = nativeRefs(out, err, "--run-dir-file", made.toString(), javaRun.toString());
        String console = out + "\n" + err;
        assertEquals(0, status, console);

        Path c = javaRun.resolveSibling("20260101-000000-refs-c");
        assertTrue(Files.readAllLines(made).contains(c.toString()), console);
        ObjectMapper json = new ObjectMapper();
        JsonNode entries = json.readTree(c.resolve("suite.json").toFile()).get("entries");
        assertEquals("complete", entries.get(0).get("status").asText(), entries.toString());
        assertEquals("skipped", entries.get(1).get("status").asText());
        assertTrue(entries.get(1).get("reason").asText().contains("handler=pooled has no C twin"), entries.toString());
        assertEquals("complete", entries.get(2).get("status").asText());

        JsonNode dispatch = json.readTree(c.resolve("01-dispatch/metadata.json").toFile());
        assertEquals("C", dispatch.get("jvm").get("vm_name").asText());
        assertEquals("condvar_wakeup", dispatch.get("native_ref").get("program").asText());
        assertEquals(200, dispatch.get("threads").get(0).get("samples").asInt());
        assertEquals(
                200, Files.readAllLines(c.resolve("01-dispatch/thread-0.txt")).size());
        assertTrue(Files.exists(c.resolve("01-dispatch/merged.csv")));
        assertTrue(
                dispatch.get("pm_qos").get("held").asBoolean(),
                dispatch.get("pm_qos").toString());
        assertEquals(device.toString(), dispatch.get("pm_qos").get("device").asText());
        assertTrue(dispatch.get("platform").get("per_cpu").size() > 0);
        assertEquals("10", dispatch.get("args").get("instr_load").asText(), "the run's own settings");

        JsonNode periodic = json.readTree(c.resolve("03-periodic/metadata.json").toFile());
        assertEquals("periodic", periodic.get("native_ref").get("program").asText());
        assertTrue(
                periodic.get("workload").has("missed_periods"),
                periodic.get("workload").toString());
        assertEquals(Arrays.asList(), OpenFiles.holders(device), "PM QoS released after the runs");

        Path ct = javaRun.resolveSibling("20260101-000000-refs-cyclictest");
        if (runs("cyclictest", "--help")) {
            JsonNode ctEntries =
                    json.readTree(ct.resolve("suite.json").toFile()).get("entries");
            assertEquals("skipped", ctEntries.get(0).get("status").asText(), ctEntries.toString());
            assertEquals("complete", ctEntries.get(2).get("status").asText(), console);
            JsonNode meta =
                    json.readTree(ct.resolve("03-periodic/metadata.json").toFile());
            assertEquals("cyclictest", meta.get("jvm").get("vm_name").asText());
            assertTrue(
                    meta.get("native_ref").get("command").asText().contains("-i100"),
                    meta.get("native_ref").toString());
            assertEquals(
                    200,
                    meta.get("threads").get(0).get("samples").asInt()
                            + meta.get("workload").get("overflows").get(0).asInt(),
                    meta.get("workload").toString());
        } else {
            assertFalse(Files.exists(ct));
            assertTrue(console.contains("cyclictest SKIPPED"), console);
        }
    }

    @Test
    void aTestappWithoutATwinIsRefusedWithNothingRun() throws Exception {
        Path args = dir.resolve("args.xml");
        Files.write(
                args,
                ("<testapp name=\"dispatch\"><arg name=\"handler\" value=\"pooled\"/><arg name=\"datadir\" value=\""
                                + dir.resolve("results") + "\"/></testapp>")
                        .getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = nativeRefs(new ByteArrayOutputStream(), err, args.toString());
        assertEquals(2, status, err.toString());
        assertTrue(err.toString().contains("nothing was run"), err.toString());
        assertFalse(
                Files.exists(dir.resolve("results"))
                        && Files.list(dir.resolve("results")).findAny().isPresent(),
                "nothing written");
    }
}
