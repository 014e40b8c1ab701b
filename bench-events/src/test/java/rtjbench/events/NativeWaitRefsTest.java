package rtjbench.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.os.PmQosHolder;
import rtjbench.core.run.nativeref.NativeRefs;

/**
 * bin/c-refs for dispatch's wait strategies: each strategy's C twin (condvar for park) runs in the same
 * sitting with the CPU time of firer and handler, and the core-to-core figure comes beside each point.
 * Skipped without gcc or without two CPUs.
 */
class NativeWaitRefsTest {
    @TempDir
    Path dir;

    @AfterEach
    void noStandIn() {
        System.clearProperty(PmQosHolder.DEVICE_PROPERTY);
    }

    @Test
    void eachStrategyHasItsCTwinAndTheCoreToCoreFigureIsBesideIt() throws Exception {
        assumeTrue(NativeRefsTest.runs("gcc", "--version"), "no gcc here: the C references are skipped");
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "one CPU: no pair to pass a cache line");
        Path javaRun = Files.createDirectories(dir.resolve("results/20260101-000000-wait"));
        Files.write(
                javaRun.resolve("args.xml"),
                ("<testapp name=\"dispatch\"><arg name=\"cpus\" value=\"0,1\"/>"
                                + "<arg name=\"handler_cpu\" value=\"other\"/>"
                                + "<arg name=\"wait_strategy\" value=\"park,yield,backoff,spin\"/>"
                                + "<arg name=\"count\" value=\"300\"/><arg name=\"warmup\" value=\"30\"/>"
                                + "<arg name=\"mlockall\" value=\"false\"/><arg name=\"instr_load\" value=\"10\"/>"
                                + "</testapp>")
                        .getBytes(StandardCharsets.UTF_8));
        System.setProperty(
                PmQosHolder.DEVICE_PROPERTY,
                Files.createFile(dir.resolve("cpu_dma_latency")).toString());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = NativeRefs.run(
                new String[] {
                    "--sources",
                    Paths.get("..", "native-refs").toString(),
                    "--build",
                    dir.resolve("build").toString(),
                    "--no-cyclictest",
                    javaRun.toString()
                },
                new PrintStream(out, true),
                new PrintStream(err, true));
        String console = out + "\n" + err;
        assertEquals(0, status, console);
        assertTrue(console.contains("core-to-core one-way latency, ns"), console);

        Path c = javaRun.resolveSibling("20260101-000000-wait-c");
        ObjectMapper json = new ObjectMapper();
        String[] strategies = {"park", "yield", "backoff", "spin"};
        for (String s : strategies) {
            JsonNode m = json.readTree(
                    c.resolve("wait_strategy=" + s + "/metadata.json").toFile());
            JsonNode workload = m.get("workload");
            assertEquals("park".equals(s) ? "condvar" : s, workload.get("wait").asText(), workload.toString());
            assertTrue(
                    m.get("native_ref").get("command").asText().contains("wait=" + ("park".equals(s) ? "condvar" : s)),
                    m.get("native_ref").toString());
            double oneWay = Double.parseDouble(
                    workload.get("core_to_core_min_one_way_ns").asText());
            assertTrue(oneWay > 0 && oneWay < 1_000_000, workload.toString());
            assertTrue(workload.get("core_to_core_one_way_ns").asText().startsWith("0-1:"), workload.toString());
            JsonNode thread = m.get("threads").get(0);
            assertEquals(300, thread.get("samples").asInt());
            assertTrue(thread.get("cpu_ns").asLong() > 0, thread.toString());
            JsonNode handler = thread.get("helper_threads").get(0);
            assertEquals("handler-0", handler.get("name").asText());
            assertTrue(handler.get("cpu_ns").asLong() > 0, handler.toString());
            assertTrue(m.get("cpu_ns_per_event").asDouble() > 0, m.toString());
        }
    }
}
