package rtjbench.core.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.LoadCommand;
import rtjbench.core.os.CpuList;

/** The real tools, where installed: started in a group of their own, on the CPUs named, and gone after. */
class SystemLoadTest {
    static void assumeInstalled(String tool) {
        assumeTrue(
                LoadTools.find(tool, System.getenv("PATH")) != null,
                tool + " is not installed here (Debian: apt-get install "
                        + (tool.equals("stress-ng") ? "stress-ng" : "rt-tests")
                        + "): the test of the real tool is skipped");
        assumeTrue(LoadTools.find("setsid", System.getenv("PATH")) != null, "setsid (util-linux) is not installed");
    }

    @Test
    void stressNgRunsInItsOwnGroupAndTheWholeGroupIsGoneAfterStop() throws Exception {
        assumeInstalled("stress-ng");
        SystemLoad load = new SystemLoad(LoadCommand.parse("stress-ng --cpu 2 --metrics-brief"), CpuList.of(0));
        load.start();
        Thread.sleep(1_500);
        long group = load.processGroup();
        assertTrue(group > 0 && group != SystemLoad.groupOf(-1), "a group of its own: " + group);
        assertTrue(SystemLoad.groupAlive(group), "running while the run runs");
        assertEquals(
                "0",
                new String(
                                java.nio.file.Files.readAllBytes(java.nio.file.Paths.get("/proc/" + group + "/status")),
                                java.nio.charset.StandardCharsets.US_ASCII)
                        .replaceAll("(?s).*Cpus_allowed_list:\\s*([^\\n]*).*", "$1")
                        .trim());
        load.stop();
        assertFalse(SystemLoad.groupAlive(group), "no process of the load's group remains");
        Map<String, Object> m = load.toMetadata();
        assertEquals("stress-ng --cpu 2 --metrics-brief", m.get("command"));
        assertEquals("0", m.get("cpus"));
        assertNotNull(m.get("exit_status"));
        assertTrue(((List<?>) m.get("summary")).toString().contains("bogo ops"), "stress-ng's own summary: " + m);
    }

    @Test
    void hackbenchEndingEarlyIsStartedAgain() throws Exception {
        assumeInstalled("hackbench");
        SystemLoad load = new SystemLoad(LoadCommand.parse("hackbench -g 1 -l 2000"), CpuList.of());
        long start = System.nanoTime();
        load.start();
        Thread.sleep(3_000);
        long group = load.processGroup();
        load.stop();
        assertFalse(SystemLoad.groupAlive(group));
        Map<String, Object> m = load.toMetadata();
        assertTrue(System.nanoTime() - start > 3_000_000_000L);
        assertTrue(
                ((List<?>) m.get("summary")).toString().contains("Time:") || (Integer) m.get("restarts") == 0,
                m.toString());
    }

    @Test
    void whenThisVmsEndOfTheGuardsPipeClosesTheGuardStopsTheGroup() throws Exception {
        assumeInstalled("stress-ng");
        SystemLoad load = new SystemLoad(LoadCommand.parse("stress-ng --cpu 1"), CpuList.of());
        load.start();
        Thread.sleep(500);
        long group = load.processGroup();
        assertTrue(SystemLoad.groupAlive(group));
        load.guardInput().close(); // what the kernel does to every pipe of a VM that dies, even by SIGKILL
        for (int i = 0; i < 100 && SystemLoad.groupAlive(group); i++) {
            Thread.sleep(50);
        }
        assertFalse(
                SystemLoad.groupAlive(group),
                "the guard stopped the load without this VM's help: " + group + " " + load.toMetadata());
        load.stop();
    }

    @Test
    void aLoadStartedOutsideTheGuardEndsWithTheThreadThatStartedIt() throws Exception {
        assumeTrue(LoadTools.find("setpriv", System.getenv("PATH")) != null, "setpriv (util-linux) is not installed");
        // What a VM that fails inside ProcessBuilder.start leaves: the load's process, and no guard for it.
        final List<String> cmd = new SystemLoad(LoadCommand.parse("sleep 60"), CpuList.of()).commandLine();
        final Process[] started = new Process[1];
        Thread starter = new Thread(() -> {
            try {
                started[0] = new ProcessBuilder(cmd).start();
                // The signal is armed once setpriv has run: the starter ends once the load itself runs (a VM
                // failing in ProcessBuilder.start takes longer than that to end).
                awaitRunning(started[0], "sleep");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        starter.start();
        starter.join();
        assertNotNull(started[0], "the load started");
        try {
            assertTrue(
                    started[0].waitFor(10, java.util.concurrent.TimeUnit.SECONDS),
                    "the load outlived the thread that started it: " + cmd);
            assertEquals(128 + 15, started[0].exitValue(), "ended by SIGTERM");
        } finally {
            started[0].destroyForcibly();
        }
    }

    /** Waits, up to ten seconds, until {@code process} has become {@code program} (its exec chain run through). */
    private static void awaitRunning(Process process, String program) throws InterruptedException {
        java.nio.file.Path comm = java.nio.file.Paths.get("/proc/" + SystemLoad.pidOf(process) + "/comm");
        for (int i = 0; i < 1_000; i++) {
            try {
                if (new String(java.nio.file.Files.readAllBytes(comm), java.nio.charset.StandardCharsets.US_ASCII)
                        .trim()
                        .equals(program)) {
                    return;
                }
            } catch (java.io.IOException e) {
                return; // it has ended already: the assertions say how
            }
            Thread.sleep(10);
        }
    }

    @Test
    void aLoadThatFailsAtOnceIsNotStartedAgain() throws Exception {
        assumeInstalled("stress-ng");
        SystemLoad load = new SystemLoad(LoadCommand.parse("stress-ng --no-such-option"), CpuList.of());
        load.start();
        Thread.sleep(1_500);
        load.stop();
        Map<String, Object> m = load.toMetadata();
        assertEquals(0, m.get("restarts"));
        assertTrue(m.get("problems").toString().contains("not started again"), m.toString());
    }
}
