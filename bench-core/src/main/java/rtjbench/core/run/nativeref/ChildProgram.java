package rtjbench.core.run.nativeref;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A program run to its end as a child process, its output in files: killed where it outlives its time limit,
 * and killed with this VM (a signal to the runner ends the child too, so nothing it holds outlives the run).
 */
final class ChildProgram {
    final int exitCode;
    final boolean timedOut;
    final List<String> stdout;
    final String stderr;

    private ChildProgram(int exitCode, boolean timedOut, List<String> stdout, String stderr) {
        this.exitCode = exitCode;
        this.timedOut = timedOut;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    /** Runs {@code command} to its end, or kills it after {@code limitNanos}; its output is read afterwards. */
    static ChildProgram run(List<String> command, long limitNanos) throws IOException, InterruptedException {
        Path out = Files.createTempFile("rtjbench-child", ".out");
        Path err = Files.createTempFile("rtjbench-child", ".err");
        try {
            return run(command, limitNanos, out, err);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static ChildProgram run(List<String> command, long limitNanos, Path out, Path err)
            throws IOException, InterruptedException {
        final Process p = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        Thread killer = new Thread("rtjbench-child-kill") {
            @Override
            public void run() {
                p.destroyForcibly();
            }
        };
        Runtime.getRuntime().addShutdownHook(killer);
        boolean timedOut = false;
        try {
            if (!p.waitFor(limitNanos, TimeUnit.NANOSECONDS)) {
                timedOut = true;
                p.destroyForcibly();
                p.waitFor();
            }
        } finally {
            p.destroyForcibly(); // a no-op where it ended; where this thread was interrupted, the child goes too
            try {
                Runtime.getRuntime().removeShutdownHook(killer);
            } catch (IllegalStateException e) {
                // the VM is shutting down: the hook kills the child
            }
        }
        return new ChildProgram(
                p.exitValue(),
                timedOut,
                Files.readAllLines(out, StandardCharsets.UTF_8),
                new String(Files.readAllBytes(err), StandardCharsets.UTF_8).trim());
    }

    /** The first line a program prints for {@code args} (a version), or null where it cannot run. */
    static String firstLine(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            List<String> lines = new java.util.ArrayList<>();
            try (java.io.BufferedReader r = new java.io.BufferedReader(
                    new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    lines.add(line);
                }
            }
            p.waitFor();
            return lines.isEmpty() ? null : lines.get(0).trim();
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
