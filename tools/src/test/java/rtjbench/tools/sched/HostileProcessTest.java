package rtjbench.tools.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.stats.ExitStatus;
import rtjbench.tools.Fixtures;

/**
 * The sched commands in a VM of their own, as a shell runs them: standard output that cannot be written (a full
 * device, a reader that went away), SIGTERM in the middle of a long analysis or of a jobs file being written, and
 * a generator whose output is far larger than its heap.
 */
class HostileProcessTest {
    private static final String MAIN = "rtjbench.tools.Main";

    @TempDir
    Path tmp;

    private static ProcessBuilder tools(List<String> jvmOptions, String... args) {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> cmd = new ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
        cmd.addAll(jvmOptions);
        cmd.addAll(List.of("-cp", cp, MAIN));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd);
    }

    /** {@code sched simulate} of {@code set} on 2 CPUs up to {@code horizon}, then {@code more}, in a process. */
    private static ProcessBuilder simulating(Path set, String horizon, String... more) {
        List<String> args =
                new ArrayList<>(List.of("sched", "simulate", set.toString(), "--cpus", "2", "--horizon", horizon));
        args.addAll(List.of(more));
        return tools(List.of(), args.toArray(new String[0]));
    }

    /** The first line of {@code text} that ends in a line break; empty where none does yet. */
    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return end < 0 ? "" : text.substring(0, end);
    }

    private static String text(Path f) throws Exception {
        return Files.exists(f) ? Files.readString(f) : "";
    }

    @Test
    void standardOutputOnAFullDeviceIsExit1NamingIt() throws Exception {
        Path set = tmp.resolve("t.csv");
        Files.writeString(set, "name,period,wcet,deadline\na,10ms,1ms,10ms\nb,20ms,2ms,20ms\n");
        List<String[]> commands = List.of(
                SchedFixtures.generate("2", "2", "--sets", "3"),
                new String[] {"sched", "analyse", set.toString(), "--cpus", "2"},
                new String[] {"sched", "simulate", set.toString(), "--cpus", "2"});
        for (String[] c : commands) {
            Path err = tmp.resolve("err.txt");
            Process p = tools(List.of(), c)
                    .redirectOutput(new File("/dev/full"))
                    .redirectError(err.toFile())
                    .start();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(ExitStatus.BAD_DATA, p.exitValue(), String.join(" ", c) + ": " + text(err));
            assertEquals("error: could not write standard output: No space left on device\n", text(err), c[1]);
        }
    }

    @Test
    void aReaderThatGoesAwayStopsTheGeneratorAtOnce() throws Exception {
        Path err = tmp.resolve("err.txt");
        Process p = tools(List.of(), SchedFixtures.generate("2", "2", "--sets", "1000000"))
                .redirectError(err.toFile())
                .start();
        try (InputStream out = p.getInputStream()) {
            byte[] first = new byte[64];
            assertTrue(out.read(first) > 0);
        } // closed: like `| head -1`
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "stops within seconds, not after a million sets");
        assertEquals(ExitStatus.BAD_DATA, p.exitValue(), text(err));
        assertEquals("error: could not write standard output: Broken pipe\n", text(err));
    }

    @Test
    void sigtermWhileAJobsFileIsWrittenLeavesNoTemporaryFile() throws Exception {
        Path set = tmp.resolve("t.csv");
        Files.writeString(set, "name,period,wcet,deadline\na,1ms,10us,1ms\nb,1ms,10us,1ms\nc,1ms,10us,1ms\n");
        Path out = Files.createDirectory(tmp.resolve("out"));
        Path jobs = out.resolve("jobs.csv");
        Path err = tmp.resolve("err.txt");
        Process p = simulating(set, "2000s", "--jobs", jobs.toString())
                .redirectError(err.toFile())
                .redirectOutput(tmp.resolve("out.txt").toFile())
                .start();
        try {
            long deadline = System.nanoTime() + 60_000_000_000L;
            Path temporary = null;
            while (temporary == null && System.nanoTime() < deadline && p.isAlive()) {
                try (var s = Files.list(out)) {
                    temporary = s.filter(f -> f.getFileName().toString().startsWith(".jobs.csv.tmp"))
                            .filter(f -> f.toFile().length() > 1 << 20)
                            .findFirst()
                            .orElse(null);
                }
                Thread.sleep(50);
            }
            assertTrue(temporary != null, "the jobs file was being written: " + text(err));
            p.destroy(); // SIGTERM
            assertTrue(p.waitFor(20, TimeUnit.SECONDS));
        } finally {
            p.destroyForcibly();
        }
        assertEquals(ExitStatus.SIGTERM, p.exitValue(), text(err));
        try (var s = Files.list(out)) {
            assertEquals(List.of(), s.toList(), "neither the jobs file nor its temporary file");
        }
    }

    @Test
    void sigtermStopsALongAnalysisAtOnceWithNothingPrinted() throws Exception {
        Fixtures.Result g = Fixtures.cli(
                "sched",
                "generate",
                "--recipe",
                "seed000-uniform-0.1-0.5",
                "--cpus",
                "8",
                "--cap",
                "7",
                "--seed",
                "1",
                "--tasks",
                "3000",
                "--out",
                tmp.resolve("big.csv").toString());
        assertEquals(0, g.exit(), g.err());
        Path out = tmp.resolve("out.txt");
        Process p = tools(List.of(), "sched", "analyse", tmp.resolve("big.csv").toString(), "--cpus", "8")
                .redirectOutput(out.toFile())
                .redirectError(tmp.resolve("err.txt").toFile())
                .start();
        try {
            Thread.sleep(3000); // well into the tests of 3000 tasks
            assertTrue(p.isAlive(), "still analysing");
            long t0 = System.nanoTime();
            p.destroy();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS));
            assertTrue(System.nanoTime() - t0 < 5e9, "stopped within seconds");
        } finally {
            p.destroyForcibly();
        }
        assertEquals(ExitStatus.SIGTERM, p.exitValue());
        assertEquals("", text(out), "no half answer");
    }

    @Test
    void generateWritesMoreThanItsHeapSetBySet() throws Exception {
        Path file = tmp.resolve("sets.csv");
        Path err = tmp.resolve("err.txt");
        Process p = tools(
                        List.of("-Xmx24m"),
                        SchedFixtures.generate("2", "2", "--sets", "30000", "--out", file.toString()))
                .redirectError(err.toFile())
                .start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), text(err));
        assertTrue(Files.size(file) > 24L << 20, "the file is larger than the heap: " + Files.size(file));
        assertTrue(text(err).contains("30000 sets written to " + file), text(err));
        String last = "";
        try (var lines = Files.lines(file, StandardCharsets.UTF_8)) {
            last = lines.reduce((a, b) -> b).orElse("");
        }
        assertTrue(last.startsWith("30000,"), last);
        try (var s = Files.list(tmp)) {
            assertFalse(s.anyMatch(f -> f.getFileName().toString().startsWith(".")), "no temporary file left");
        }
    }

    /** Whether {@code pid} ignores SIGINT (a shell's background job does, and hands it down; the VM then keeps it). */
    private static boolean ignoresSigint(long pid) throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("SigIgn:"))
                return (Long.parseLong(line.substring(7).strip(), 16) & 2) != 0;
        }
        return false;
    }

    /**
     * A long simulation shows the suite's progress line on stderr past 2 s (a line as each set ends: piped, as
     * here), and SIGINT (SIGTERM where this test's VM was started ignoring SIGINT) stops it at once, with nothing
     * on standard output.
     */
    @Test
    void aLongSimulationShowsItsProgressAndSigintStopsItAtOnce() throws Exception {
        // Sets of 0.3 s of CPU each (600,000 jobs), enough of them to outlast the quiet 2 s on any number of CPUs.
        int n = 32 * Math.max(2, Runtime.getRuntime().availableProcessors());
        StringBuilder sets = new StringBuilder("set,name,period,wcet,deadline\n");
        for (int i = 1; i <= n; i++) {
            for (String t : List.of("a", "b", "c"))
                sets.append(i).append(',').append(t).append(",1ms,10us,1ms\n");
        }
        Path set = tmp.resolve("t.csv");
        Files.writeString(set, sets);
        Path out = tmp.resolve("out.txt");
        Path err = tmp.resolve("err.txt");
        Process p = simulating(set, "200s", "--max-jobs", "10000000")
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        try {
            long deadline = System.nanoTime() + 60_000_000_000L;
            // the first whole line: the file is read while the tool writes it, and a read can end inside a line
            while (!firstLine(text(err)).contains(" set ") && p.isAlive() && System.nanoTime() < deadline)
                Thread.sleep(50);
            assertTrue(p.isAlive(), "still simulating: " + text(err));
            String progress = firstLine(text(err));
            assertTrue(
                    progress.matches("\\[[0-9]+/" + n + "\\] set [0-9]+: true \\([0-9.]+ s; [0-9]+ s so far\\)")
                            || progress.matches("\\[[0-9]+/" + n + "\\] running: set [0-9]+ [0-9]+ s.*"),
                    progress);
            boolean sigint = !ignoresSigint(p.pid());
            long t0 = System.nanoTime();
            new ProcessBuilder("kill", sigint ? "-INT" : "-TERM", Long.toString(p.pid()))
                    .start()
                    .waitFor();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS));
            assertTrue(System.nanoTime() - t0 < 5e9, "stopped within seconds");
            assertEquals(sigint ? ExitStatus.SIGINT : ExitStatus.SIGTERM, p.exitValue(), text(err));
        } finally {
            p.destroyForcibly();
        }
        assertEquals("", text(out), "no half answer");
    }
}
