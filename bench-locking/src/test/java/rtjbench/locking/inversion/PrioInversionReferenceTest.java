package rtjbench.locking.inversion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.run.nativeref.NativeRefs;

/**
 * The C twin of prio_inversion (native-refs/prio_inversion.c) through bin/c-refs, judged by order as the Java
 * test is: with PTHREAD_PRIO_NONE high gets the mutex only after medium's whole run, every round; with
 * PTHREAD_PRIO_INHERIT never. Needs gcc and SCHED_FIFO.
 */
class PrioInversionReferenceTest {
    @TempDir
    Path dir;

    private static boolean gcc() {
        try {
            return new ProcessBuilder("gcc", "--version")
                            .redirectErrorStream(true)
                            .start()
                            .waitFor()
                    == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    @Test
    void withoutInheritanceHighWaitsForMediumWithItNever() throws Exception {
        Assumptions.assumeTrue(gcc(), "no gcc here: the C references are skipped");
        PriorityInversionTest.assumeFifo();
        int cpu = Runtime.getRuntime().availableProcessors() - 1;
        Path args = dir.resolve("args.xml");
        Files.write(
                args,
                ("<testapp name=\"prio_inversion\"><arg name=\"lock\" value=\"posix-none,posix-inherit\"/>"
                                + "<arg name=\"scheduling_policy\" value=\"fifo\"/><arg name=\"cpus\" value=\"" + cpu
                                + "\"/>"
                                + "<arg name=\"medium_run\" value=\"3ms\"/><arg name=\"low_hold\" value=\"300us\"/><arg name=\"gap\" value=\"2ms\"/>"
                                + "<arg name=\"count\" value=\"5\"/><arg name=\"warmup\" value=\"1\"/><arg name=\"mlockall\" value=\"false\"/>"
                                + "<arg name=\"cpu_dma_latency\" value=\"off\"/><arg name=\"datadir\" value=\""
                                + dir.resolve("results") + "\"/></testapp>")
                        .getBytes(StandardCharsets.UTF_8));
        Path made = dir.resolve("made");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = NativeRefs.run(
                new String[] {
                    "--quiet",
                    "--no-cyclictest",
                    "--sources",
                    Paths.get("..", "native-refs").toString(),
                    "--build",
                    dir.resolve("build").toString(),
                    "--run-dir-file",
                    made.toString(),
                    args.toString()
                },
                new PrintStream(new ByteArrayOutputStream(), true),
                new PrintStream(err, true));
        assertEquals(0, status, err.toString());
        Path sweep = Paths.get(Files.readAllLines(made).get(0));
        ObjectMapper json = new ObjectMapper();
        for (String lock : new String[] {"posix-none", "posix-inherit"}) {
            JsonNode meta = json.readTree(
                    sweep.resolve("lock=" + lock).resolve("metadata.json").toFile());
            JsonNode w = meta.get("workload");
            assertEquals(5, meta.get("threads").get(0).get("samples").asInt(), meta.toString());
            assertEquals(
                    lock.equals("posix-inherit") ? "0" : "5",
                    w.get("rounds_high_got_lock_after_medium_finished").asText(),
                    w.toString());
            assertEquals("cpu " + cpu + " fifo 28", w.get("low_thread").asText(), w.toString());
            assertEquals(
                    "fifo", meta.get("threads").get(0).get("policy_applied").asText());
        }
    }
}
