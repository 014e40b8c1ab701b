package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end through the runner: the timer testapp with control=true leaves the clock's read cost,
 * calibration and noise floor in metadata, one sub-run folder per clock and a control/ run folder.
 */
class ClockRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** {@code tmp/timer.xml}: the timer with {@code args} (arg elements), writing under {@code tmp/results}. */
    private static Path timerArgs(Path tmp, String args) throws IOException {
        Path file = tmp.resolve("timer.xml");
        String xml = "<testapp name=\"timer\">" + args + "<arg name=\"datadir\" value=\"" + tmp.resolve("results")
                + "\"/></testapp>";
        Files.write(file, xml.getBytes(StandardCharsets.UTF_8));
        return file;
    }

    @Test
    void timerRunRecordsClocksNoiseFloorSubRunsAndControl(@TempDir Path tmp) throws Exception {
        Path args = timerArgs(
                tmp,
                "<arg name=\"no_of_threads\" value=\"2\"/>"
                        + "<arg name=\"count\" value=\"2000\"/>"
                        + "<arg name=\"warmup\" value=\"2000\"/>"
                        + "<arg name=\"instr_load\" value=\"10\"/>"
                        + "<arg name=\"mlockall\" value=\"false\"/><arg name=\"fork\" value=\"false\"/>"
                        + "<arg name=\"reads\" value=\"1000\"/>"
                        + "<arg name=\"batches\" value=\"3\"/>"
                        + "<arg name=\"control\" value=\"true\"/>");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {"--quiet", args.toString()},
                new PrintStream(out, true, "UTF-8"),
                new PrintStream(err, true, "UTF-8"));
        String console = out.toString("UTF-8") + err.toString("UTF-8");
        assertEquals(0, status, console);

        List<Path> runs = Files.list(tmp.resolve("results")).collect(java.util.stream.Collectors.<Path>toList());
        assertEquals(1, runs.size());
        Path run = runs.get(0);
        JsonNode meta = JSON.readTree(run.resolve("metadata.json").toFile());
        JsonNode clock = meta.get("clock");
        assertTrue(clock.get("read_cost_ns").asDouble() > 0, clock.toString());
        JsonNode floor = clock.get("noise_floor");
        assertTrue(
                floor.get("median_ns").asLong() >= 0
                        && floor.get("p99_ns").asLong()
                                >= floor.get("median_ns").asLong(),
                floor.toString());
        assertTrue(floor.get("max_ns").asLong() >= floor.get("p99_ns").asLong(), floor.toString());
        if (clock.get("name").asText().startsWith("tsc")) {
            assertTrue(clock.get("calibration").has("error_bound_ppm"), clock.toString());
        }
        assertTrue(clock.get("chosen_by").asText().startsWith("auto: cheapest working clock"), clock.toString());
        assertEquals("control", meta.get("control").asText());

        JsonNode subRuns = meta.get("sub_runs");
        assertTrue(subRuns.size() >= 1, meta.toString());
        assertEquals("clock=nanotime", subRuns.get(0).asText());
        for (JsonNode sub : subRuns) {
            Path dir = run.resolve(sub.asText());
            JsonNode subMeta = JSON.readTree(dir.resolve("metadata.json").toFile());
            assertEquals(2, subMeta.get("workload").get("read_cost_ns").size(), subMeta.toString());
            assertTrue(subMeta.get("workload").get("read_cost_ns").get(0).asDouble() > 0, subMeta.toString());
            assertEquals(2000, Files.readAllLines(dir.resolve("thread-1.txt")).size());
            assertEquals("..", subMeta.get("part_of").asText());
        }

        Path control = run.resolve("control");
        JsonNode controlMeta = JSON.readTree(control.resolve("metadata.json").toFile());
        assertEquals("..", controlMeta.get("part_of").asText());
        assertEquals(2, controlMeta.get("threads").size());
        assertFalse(Files.readAllLines(control.resolve("thread-0.txt")).isEmpty());
        assertTrue(Files.exists(control.resolve("merged.csv")));
    }

    @Test
    void anUnknownClockIsRefusedBeforeAnythingRuns(@TempDir Path tmp) throws Exception {
        Path args = timerArgs(tmp, "<arg name=\"clocks\" value=\"nanotime,sundial\"/>");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {args.toString()},
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, "UTF-8"));
        assertEquals(Runner.EXIT_BAD_INPUT, status);
        assertTrue(
                err.toString("UTF-8").contains("clock=sundial: this build has no such clock"), err.toString("UTF-8"));
        assertFalse(Files.exists(tmp.resolve("results")));
    }
}
