package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bin/jmh-twins refuses bad options before it runs or writes anything (exit 2, the option named). */
class JmhTwinsScriptTest {
    @TempDir
    Path tmp;

    private static BinScript.Result run(String... args) throws Exception {
        return BinScript.run("jmh-twins", Map.of(), args);
    }

    @Test
    void badOptionsExitTwoNamingThemAndWriteNothing() throws Exception {
        Path out = tmp.resolve("twins");
        String[][] bad = {
            {"--rounds", "0"},
            {"--rounds", "x"},
            {"--cpu-dma-latency", "fast"},
            {"--cpu", "one"},
            {"--heap", "lots"},
            {"--fifo", "100"},
            {"--frobnicate"}
        };
        String[] named = {
            "--rounds '0'",
            "--rounds 'x'",
            "--cpu-dma-latency 'fast'",
            "--cpu 'one'",
            "--heap 'lots'",
            "--fifo '100'",
            "unknown argument '--frobnicate'"
        };
        for (int i = 0; i < bad.length; i++) {
            String[] args = new String[bad[i].length + 2];
            System.arraycopy(bad[i], 0, args, 0, bad[i].length);
            args[bad[i].length] = "--out";
            args[bad[i].length + 1] = out.toString();
            BinScript.Result r = run(args);
            assertEquals(2, r.exit(), r.output());
            assertTrue(r.output().contains("error: " + named[i]), r.output());
            assertFalse(Files.exists(out), "wrote " + out + " for " + String.join(" ", bad[i]));
        }
    }

    @Test
    void helpListsTheOptions() throws Exception {
        BinScript.Result r = run("--help");
        assertEquals(0, r.exit(), r.output());
        assertTrue(
                r.output().contains("--rounds N")
                        && r.output().contains("--cpu-dma-latency")
                        && r.output().endsWith("-DskipTests\n"),
                r.output());
    }
}
