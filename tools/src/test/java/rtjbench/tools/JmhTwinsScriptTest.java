package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bin/jmh-twins refuses bad options before it runs or writes anything (exit 2, the option named). */
class JmhTwinsScriptTest {
    private static final Path SCRIPT = Path.of("..", "bin", "jmh-twins");

    @TempDir
    Path tmp;

    private record Result(int exit, String output) {}

    private static Result run(String... args) throws Exception {
        String[] cmd = new String[args.length + 2];
        cmd[0] = "bash";
        cmd[1] = SCRIPT.toString();
        System.arraycopy(args, 0, cmd, 2, args.length);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "bin/jmh-twins did not end");
        return new Result(p.exitValue(), out);
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
            Result r = run(args);
            assertEquals(2, r.exit(), r.output());
            assertTrue(r.output().contains("error: " + named[i]), r.output());
            assertFalse(Files.exists(out), "wrote " + out + " for " + String.join(" ", bad[i]));
        }
    }

    @Test
    void helpListsTheOptions() throws Exception {
        Result r = run("--help");
        assertEquals(0, r.exit(), r.output());
        assertTrue(
                r.output().contains("--rounds N")
                        && r.output().contains("--cpu-dma-latency")
                        && r.output().endsWith("-DskipTests\n"),
                r.output());
    }
}
