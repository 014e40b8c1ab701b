package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Memory does not grow with the sample count: merge and stats run in a forked JVM with a 24 MiB heap on an
 * input whose samples, held as longs, would need 64 MB (and as boxed Longs or Strings several times that).
 */
class MemoryTest {
    private static final int THREADS = 4;
    private static final int SAMPLES = 2_000_000;
    private static final String HEAP = "-Xmx24m";

    @TempDir
    Path tmp;

    @Test
    void mergeAndStatsRunInASmallHeapOnALargeInput() throws Exception {
        Path run = tmp.resolve("run");
        Files.createDirectories(run);
        List<long[]> empty = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) empty.add(new long[0]);
        Fixtures.run(run, "big", Map.of(), empty, "Test VM", null);
        // The metadata above says 0 samples a thread; say the real count, then write the files.
        Path meta = run.resolve("metadata.json");
        Files.writeString(meta, Files.readString(meta).replace("\"samples\": 0", "\"samples\": " + SAMPLES));
        for (int t = 0; t < THREADS; t++) writeLarge(run.resolve("thread-" + t + ".txt"), t);
        assertTrue((long) THREADS * SAMPLES * Long.BYTES > 2L * 24 * 1024 * 1024, "input must dwarf the heap");

        Fork merge = fork("merge", "--quiet", run.toString());
        assertEquals(0, merge.exit, merge.output);
        Path merged = run.resolve("merged.csv");
        long expectedBytes = "thread-0,thread-1,thread-2,thread-3\n".length();
        for (int i = 0; i < SAMPLES; i++) {
            for (int t = 0; t < THREADS; t++)
                expectedBytes += Long.toString(value(i, t)).length() + 1;
        }
        assertEquals(expectedBytes, Files.size(merged), "every sample of every thread, comma and newline");

        Fork stats = fork("stats", "--quiet", run.toString());
        assertEquals(0, stats.exit, stats.output);
        List<String> csv = Files.readAllLines(run.resolve("stats.csv"));
        assertTrue(csv.get(THREADS + 1).startsWith("all," + (long) THREADS * SAMPLES + ","), csv.get(THREADS + 1));
    }

    private static long value(int i, int t) {
        // Deterministic latency-like values, 3 to 6 digits.
        return 200 + (i * 7919L + t * 104729L) % 50_000 + (i % 100_000 == 0 ? 900_000 : 0);
    }

    private static void writeLarge(Path file, int t) throws Exception {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
            byte[] digits = new byte[24];
            for (int i = 0; i < SAMPLES; i++) {
                long v = value(i, t);
                int p = digits.length;
                digits[--p] = '\n';
                do {
                    digits[--p] = (byte) ('0' + v % 10);
                    v /= 10;
                } while (v > 0);
                out.write(digits, p, digits.length - p);
            }
        }
    }

    private record Fork(int exit, String output) {}

    private Fork fork(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                HEAP,
                "-XX:+UseSerialGC",
                "-Djava.awt.headless=true",
                "-cp",
                System.getProperty("java.class.path"),
                "rtjbench.tools.Main"));
        cmd.addAll(List.of(args));
        Path log = Files.createTempFile(tmp, "fork", ".log");
        Process p = new ProcessBuilder(cmd)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(String.join(" ", args) + " did not finish in 180 s");
        }
        return new Fork(p.exitValue(), Files.readString(log));
    }
}
