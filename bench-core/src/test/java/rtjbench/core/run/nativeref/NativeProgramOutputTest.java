package rtjbench.core.run.nativeref;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.run.output.ResultsWriter;
import rtjbench.core.run.pipeline.PointRun;
import rtjbench.core.testing.TestOpBenchmark;

/** What a C reference prints (native-refs/rtjref.h) becomes the run's threads, written as a Java run is. */
class NativeProgramOutputTest {
    @TempDir
    Path dir;

    private PointRun run() {
        TestOpBenchmark b = new TestOpBenchmark();
        Config config = Config.of("testop", CommonArgs.with(b.arguments()), Collections.<String, String>emptyMap());
        PointRun run = new PointRun(b, config, dir, new LinkedHashMap<String, Object>());
        run.record.clock = NativeProgramMeasurement.C_CLOCK;
        return run;
    }

    @Test
    void threadsWarningsAndFactsAreReadAndWrittenInTheResultsFormat() throws Exception {
        Path scratch = Files.createDirectory(dir.resolve("scratch"));
        Files.write(scratch.resolve("thread-0.ns"), "1500\n2500\n".getBytes(StandardCharsets.US_ASCII));
        PointRun run = run();
        NativeProgramMeasurement.readOutput(
                run,
                Arrays.asList(
                        "thread 0 cpus_requested=1 affinity_applied=1 policy_requested=fifo policy_applied=other priority_requested=80"
                                + " priority_applied=0 samples=2 cpus_seen=1",
                        "warning 0 fifo 80 not applied: Operation not permitted",
                        "fact missed_periods=3"),
                scratch);
        Path out = Files.createDirectory(dir.resolve("out"));
        ResultsWriter.write(out, run.record);
        assertEquals(Arrays.asList("1500", "2500"), Files.readAllLines(out.resolve("thread-0.txt")));
        JsonNode meta = new ObjectMapper().readTree(out.resolve("metadata.json").toFile());
        JsonNode t = meta.get("threads").get(0);
        assertEquals("1", t.get("affinity_applied").asText());
        assertEquals("other", t.get("policy_applied").asText());
        assertEquals(0, t.get("priority_applied").asInt());
        assertEquals(1, t.get("cpus_seen").get(0).asInt());
        assertEquals(
                "fifo 80 not applied: Operation not permitted",
                t.get("warnings").get(0).asText());
        assertEquals("3", meta.get("workload").get("missed_periods").asText());
        assertEquals("clock_gettime", meta.get("clock").get("name").asText());
        assertEquals(1.0, meta.get("clock").get("ns_per_tick").asDouble());
    }

    @Test
    void outputThatDoesNotAddUpIsRefusedNamingTheLine() throws Exception {
        Path scratch = Files.createDirectory(dir.resolve("scratch"));
        Files.write(scratch.resolve("thread-0.ns"), "1500\n".getBytes(StandardCharsets.US_ASCII));
        IOException count = assertThrows(
                IOException.class,
                () -> NativeProgramMeasurement.readOutput(
                        run(),
                        Arrays.asList(
                                "thread 0 cpus_requested=1 affinity_applied=1 policy_requested=fifo policy_applied=fifo priority_requested=80"
                                        + " priority_applied=80 samples=2 cpus_seen=1"),
                        scratch));
        assertTrue(count.getMessage().contains("reports 2 samples, its file holds 1"), count.getMessage());
        IOException stray = assertThrows(
                IOException.class, () -> NativeProgramMeasurement.readOutput(run(), Arrays.asList("hello"), scratch));
        assertTrue(stray.getMessage().contains("line 1 'hello'"), stray.getMessage());
    }
}
