package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.os.PmQosHolder;
import rtjbench.core.testing.ChildJvm;
import rtjbench.core.testing.OpenFiles;
import rtjbench.core.testing.Signals;

/**
 * The PM QoS request is held while runs go on and nothing holds it afterwards: when the runs end, when the
 * watchdog stops a run, when a signal (SIGINT as Ctrl-C, SIGTERM) ends the runner, and when the watchdog
 * halts a VM whose threads never stop. A temporary file stands in for /dev/cpu_dma_latency; /proc/PID/fd
 * shows who has it open.
 */
class PmQosReleaseTest {
    @TempDir
    Path dir;

    private Path device;

    @BeforeEach
    void standIn() throws IOException {
        assumeTrue(OpenFiles.procAvailable(), "needs /proc/PID/fd");
        device = Files.createFile(dir.resolve("cpu_dma_latency"));
    }

    @AfterEach
    void noStandIn() {
        System.clearProperty(PmQosHolder.DEVICE_PROPERTY);
    }

    private Path args(String behaviour, String extra) throws IOException {
        Path file = dir.resolve("args.xml");
        Files.write(
                file,
                ("<testapp name=\"testop\"><arg name=\"behaviour\" value=\"" + behaviour + "\"/>"
                                + "<arg name=\"no_of_threads\" value=\"2\"/><arg name=\"count\" value=\"20000\"/><arg name=\"mlockall\" value=\"false\"/>"
                                + "<arg name=\"warmup\" value=\"100\"/>" // what the JIT does is not the question here
                                + extra + "<arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/></testapp>")
                        .getBytes(StandardCharsets.UTF_8));
        return file;
    }

    /** Runs the runner in this VM while a watcher notes whether the stand-in was ever open; returns the exit status. */
    private int runHere(Path args, AtomicBoolean sawOpen, ByteArrayOutputStream err) throws Exception {
        System.setProperty(PmQosHolder.DEVICE_PROPERTY, device.toString());
        final AtomicBoolean done = new AtomicBoolean();
        Thread watcher = new Thread(() -> {
            while (!done.get()) {
                // Held for writing, as a request is; the runner's brief read of the limit in force is not one.
                if (OpenFiles.isOpenForWritingBy("self", device)) sawOpen.set(true);
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        watcher.start();
        try {
            return Main.run(
                    new String[] {"--quiet", args.toString()},
                    new PrintStream(new ByteArrayOutputStream(), true),
                    new PrintStream(err, true));
        } finally {
            done.set(true);
            watcher.join();
        }
    }

    private JsonNode onlyRunsMetadata() throws IOException {
        try (java.util.stream.Stream<Path> runs = Files.list(dir.resolve("results"))) {
            return new ObjectMapper()
                    .readTree(runs.findFirst().get().resolve("metadata.json").toFile());
        }
    }

    @Test
    void heldDuringTheRunsAndReleasedWhenTheyEnd() throws Exception {
        AtomicBoolean sawOpen = new AtomicBoolean();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(0, runHere(args("normal", ""), sawOpen, err), err.toString());
        assertTrue(sawOpen.get(), "the stand-in was open while the run went on");
        assertFalse(OpenFiles.isOpenBy("self", device), "released when the runs ended");
        JsonNode pmQos = onlyRunsMetadata().get("pm_qos");
        assertEquals("0", pmQos.get("requested").asText());
        assertTrue(pmQos.get("held").asBoolean(), pmQos.toString());
        assertEquals(0, pmQos.get("held_us").asInt());
        assertEquals(device.toString(), pmQos.get("device").asText());
        JsonNode platform = onlyRunsMetadata().get("platform");
        assertNotNull(platform, "every run records the platform");
        assertTrue(platform.get("per_cpu").size() > 0, platform.toString());
    }

    @Test
    void offHoldsNothing() throws Exception {
        AtomicBoolean sawOpen = new AtomicBoolean();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                0,
                runHere(args("normal", "<arg name=\"cpu_dma_latency\" value=\"off\"/>"), sawOpen, err),
                err.toString());
        assertFalse(sawOpen.get());
        JsonNode pmQos = onlyRunsMetadata().get("pm_qos");
        assertEquals("off", pmQos.get("requested").asText());
        assertFalse(pmQos.get("held").asBoolean());
    }

    @Test
    void releasedWhenTheWatchdogStopsARun() throws Exception {
        AtomicBoolean sawOpen = new AtomicBoolean();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                3,
                runHere(args("until_stopped", "<arg name=\"time_limit\" value=\"1s\"/>"), sawOpen, err),
                err.toString());
        assertTrue(err.toString().contains("watchdog"), err.toString());
        assertTrue(sawOpen.get());
        assertFalse(OpenFiles.isOpenBy("self", device));
    }

    @Test
    void notHeldAfterSigint() throws Exception {
        assumeFalse(Signals.sigintIgnored(), Signals.SIGINT_IGNORED);
        endsByItselfOrSignal("until_stopped", "", "INT", 130);
    }

    @Test
    void notHeldAfterSigterm() throws Exception {
        endsByItselfOrSignal("until_stopped", "", "TERM", 143);
    }

    @Test
    void notHeldAfterTheWatchdogHaltsAVmWhoseThreadsNeverStop() throws Exception {
        endsByItselfOrSignal("ignore_stop", "<arg name=\"time_limit\" value=\"1s\"/>", null, Runner.EXIT_INCOMPLETE);
    }

    /**
     * Starts the runner in a VM of its own, waits until it holds the stand-in, sends {@code signal} (or,
     * where null, waits for the watchdog), and checks that the VM exits and no process holds the file.
     */
    private void endsByItselfOrSignal(String behaviour, String extra, String signal, int exitStatus) throws Exception {
        Path runDirFile = dir.resolve("run-dir");
        Process p = ChildJvm.start(
                ChildJvm.asTestVm(Arrays.asList("-D" + PmQosHolder.DEVICE_PROPERTY + "=" + device)),
                Main.class.getName(),
                Arrays.asList(
                        "--verbose", // a line as each run starts, which the signal waits for
                        "--run-dir-file",
                        runDirFile.toString(),
                        args(
                                        behaviour,
                                        extra
                                                + "<arg name=\"fork\" value=\"false\"/>"
                                                + (extra.contains("time_limit")
                                                        ? ""
                                                        : "<arg name=\"time_limit\" value=\"60s\"/>"))
                                .toString())); // its own threads
        StringBuilder out = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                out.append(line).append('\n');
                if (line.startsWith("[1/1] testop")) {
                    String pid = OpenFiles.pidWithArgument(runDirFile.toString());
                    assertNotNull(pid, "the runner's process\n" + out);
                    assertTrue(waitUntilOpen(pid), "the runner holds the stand-in while it runs\n" + out);
                    if (signal != null) {
                        assertTrue(waitForThread(pid, "thread-1"), "the test threads started\n" + out);
                        Thread.sleep(100); // past the gate, recording
                        assertEquals(
                                0,
                                new ProcessBuilder("kill", "-" + signal, pid)
                                        .start()
                                        .waitFor());
                    }
                }
            }
        }
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the runner did not exit:\n" + out);
        assertEquals(exitStatus, p.exitValue(), out.toString());
        assertEquals(
                Arrays.asList(),
                OpenFiles.holders(device),
                "no process holds the request after the runner ended\n" + out);
        Path run = Paths.get(new String(Files.readAllBytes(runDirFile), StandardCharsets.UTF_8).trim());
        assertTrue(Files.exists(run.resolve("metadata.json")), "the samples so far were saved\n" + out);
    }

    /** Waits until process {@code pid} has a thread named {@code name} (the VM names native threads after Java's). */
    private static boolean waitForThread(String pid, String name) throws InterruptedException {
        for (int i = 0; i < 30_000; i++) {
            File[] tasks = new File("/proc/" + pid + "/task").listFiles();
            for (File t : tasks == null ? new File[0] : tasks) {
                try {
                    if (new String(Files.readAllBytes(t.toPath().resolve("comm")), StandardCharsets.UTF_8)
                            .trim()
                            .equals(name)) return true;
                } catch (IOException e) {
                    // the thread ended while we looked
                }
            }
            Thread.sleep(1);
        }
        return false;
    }

    private boolean waitUntilOpen(String pid) throws InterruptedException {
        for (int i = 0; i < 5000; i++) {
            if (OpenFiles.isOpenBy(pid, device)) return true;
            Thread.sleep(1);
        }
        return false;
    }
}
