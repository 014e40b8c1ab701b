package rtjbench.core.run.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.args.ConfigExpander;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.clock.ClockSource;
import rtjbench.core.clock.NanoTimeClock;
import rtjbench.core.os.CpuList;
import rtjbench.core.testing.ArgsFiles;

/** A disk that fills while a run is saved: the run says so, naming the file, and nothing half-written stays. */
class FullDiskTest {
    @TempDir
    Path dir;

    /** The real disk, except that one file name finds it full. */
    private static AtomicFile.Sink fullFor(String fileName) {
        return new AtomicFile.Sink() {
            @Override
            public void create(Path target, AtomicFile.Content content) throws IOException {
                AtomicFile.create(
                        target,
                        fileName.equals(target.getFileName().toString()) ? AtomicFileTest.FILLS_THE_DISK : content);
            }

            @Override
            public void replace(Path target, AtomicFile.Content content) throws IOException {
                AtomicFile.replace(
                        target,
                        fileName.equals(target.getFileName().toString()) ? AtomicFileTest.FILLS_THE_DISK : content);
            }
        };
    }

    private RunRecord twoThreadRun() throws Exception {
        ArgsDocument doc = ArgsFiles.read(
                dir.resolve("args.xml"), "<testapp name=\"testop\"><arg name=\"count\" value=\"3\"/></testapp>");
        Config config = new ConfigExpander(CommonArgs.SPECS)
                .expand(doc, doc.testApps().get(0))
                .get(0);
        RunRecord run = new RunRecord(config, Collections.<String, Object>emptyMap(), Instant.now());
        run.clock = new ClockSource("nanotime", new NanoTimeClock(), 1.0, Collections.<String, Object>emptyMap());
        for (int i = 0; i < 2; i++) {
            SampleBuffer samples = new SampleBuffer(3);
            for (int s = 1; s <= 3; s++) samples.record(s * 100);
            run.threads.add(new ThreadReport(i, "thread-" + i, CpuList.of(0), "other", 30, samples));
        }
        run.end = Instant.now();
        return run;
    }

    @Test
    void aSampleFileThatDoesNotFitMakesTheRunIncompleteNamingTheFile() throws Exception {
        Path runDir = Files.createDirectory(dir.resolve("run"));
        RunRecord run = twoThreadRun();
        List<long[]> nanos = ResultsWriter.write(runDir, run, fullFor("thread-1.txt"));
        assertEquals(2, nanos.size(), "the console summary still gets every thread's samples");
        assertFalse(run.complete());
        assertFalse(Files.exists(runDir.resolve("thread-1.txt")), "no half-written sample file");
        assertEquals(3, Files.readAllLines(runDir.resolve("thread-0.txt")).size());
        JsonNode meta =
                new ObjectMapper().readTree(runDir.resolve("metadata.json").toFile());
        assertFalse(meta.get("complete").asBoolean());
        String reason = meta.get("incomplete_reason").asText();
        assertTrue(
                reason.contains(runDir.resolve("thread-1.txt").toString())
                        && reason.contains("No space left on device"),
                reason);
        try (java.util.stream.Stream<Path> files = Files.list(runDir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")));
        }
    }

    @Test
    void metadataThatDoesNotFitIsThrownNamingItAndLeavesNoMetadata() throws Exception {
        Path runDir = Files.createDirectory(dir.resolve("run"));
        IOException e = assertThrows(
                IOException.class, () -> ResultsWriter.write(runDir, twoThreadRun(), fullFor("metadata.json")));
        assertTrue(
                e.getMessage().contains(runDir.resolve("metadata.json").toString())
                        && e.getMessage().contains("No space left on device"),
                e.getMessage());
        assertFalse(
                Files.exists(runDir.resolve("metadata.json")), "without metadata the folder is no run to the tools");
    }
}
