package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.stream.Stream;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.ResultsSchema;

/**
 * A point run through the real runner, with an allocation load beside it, records its collections from the VM's
 * own GC log ({@code jvm_activity.gc_pauses}, source unified logging) with durations finer than a millisecond,
 * keeps {@code gc-log.txt} in the run's folder, and leaves no log output on; with the spike explanation's own
 * unified-logging output on at the same time, both are written and both switched off.
 */
class GcLogRunTest {
    @TempDir
    Path dir;

    private static void assumeDiagnosticCommand() throws Exception {
        assumeTrue(
                ManagementFactory.getPlatformMBeanServer()
                        .isRegistered(new ObjectName("com.sun.management:type=DiagnosticCommand")),
                "this VM has no DiagnosticCommand bean: its GC pauses come from the notifications");
    }

    private Path run(String extra) throws IOException {
        Path file = dir.resolve("args.xml");
        Files.write(
                file,
                ("<testapp name=\"testop\">\n" + "  <arg name=\"datadir\" value=\"" + dir.resolve("results") + "\"/>\n"
                                + "  <arg name=\"mlockall\" value=\"false\"/>\n"
                                + "  <arg name=\"time_limit\" value=\"60s\"/>\n"
                                + "  <arg name=\"count\" value=\"20000\"/>\n"
                                + "  <arg name=\"gc_load\" value=\"400MB/s\"/>\n" + extra + "</testapp>\n")
                        .getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {"--quiet", file.toString()}, new PrintStream(out, true), new PrintStream(out, true));
        assertEquals(0, status, out.toString());
        try (Stream<Path> s = Files.list(dir.resolve("results"))) {
            return s.iterator().next();
        }
    }

    /** Checks the run's gc_pauses, read from a log with {@code source}, and its log file; returns the log's size. */
    private static long assertLogged(Path run, String source) throws IOException {
        JsonNode gc = new ObjectMapper()
                .readTree(run.resolve("metadata.json").toFile())
                .path("jvm_activity")
                .path("gc_pauses");
        assertTrue(gc.path("source").asText().startsWith(source), gc.toString());
        int count = 0;
        boolean fractional = false;
        for (String phase : new String[] {"warmup", "measured"}) {
            count += gc.path(phase).path("count").asInt();
            for (Iterator<JsonNode> it = gc.path(phase).path("pauses").elements(); it.hasNext(); ) {
                double ms = it.next().path("duration_ms").asDouble();
                assertTrue(ms > 0, gc.toString());
                fractional |= ms != Math.rint(ms);
            }
        }
        assertTrue(count > 0, "the allocation load made collections: " + gc);
        assertTrue(fractional, "durations to the microsecond, not whole milliseconds: " + gc);
        Path log = run.resolve("gc-log.txt");
        assertTrue(Files.size(log) > 0, "the VM's log is kept in the run's folder");
        try (Stream<Path> s = Files.list(run)) {
            assertFalse(s.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary name is left");
        }
        ResultsSchema.assertValid(run);
        return Files.size(log);
    }

    @Test
    void aForkedPointRecordsItsCollectionsFromTheVmsLog() throws Exception {
        assumeDiagnosticCommand(); // the fork runs on this test's VM
        // The fork's VM was started with its GC logged: no log is switched on at run time
        Path run = run("  <arg name=\"fork\" value=\"true\"/>\n");
        assertLogged(run, "unified logging from the VM's start (gc=info");
        try (Stream<Path> all = Files.walk(dir.resolve("results"))) {
            assertFalse(
                    all.anyMatch(p -> p.getFileName().toString().equals(".vm-logs")),
                    "the logs the fork was started with are left nowhere but in its run");
        }
    }

    @Test
    void theExplanationsLogAndThePauseLogRunTogetherAndBothEnd() throws Exception {
        assumeDiagnosticCommand();
        String before = System.setProperty("rtjbench.explain.vm", "log");
        Path run;
        try {
            run = run("  <arg name=\"fork\" value=\"false\"/>\n  <arg name=\"explain_above\" value=\"1ms\"/>\n");
        } finally {
            if (before == null) {
                System.clearProperty("rtjbench.explain.vm");
            } else {
                System.setProperty("rtjbench.explain.vm", before);
            }
        }
        Path explainLog = run.resolve("explain").resolve("vm-log.txt");
        assertTrue(Files.size(explainLog) > 0, "the explanation's own log was written");
        long size = assertLogged(run, "unified logging (gc=info");
        long explainSize = Files.size(explainLog);
        System.gc(); // this VM ran the point: neither output may still be on
        assertEquals(size, Files.size(run.resolve("gc-log.txt")), "the pause log is off");
        assertEquals(explainSize, Files.size(explainLog), "the explanation's log is off");
    }
}
