package rtjbench.core.run;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import rtjbench.core.testing.ChildJvm;

/**
 * The runner in a VM of its own with live progress lines, sent SIGTERM (what Ctrl-C's SIGINT does too) at the
 * first line {@code signalAt} accepts. The signal goes to the runner alone, found by its run-dir file, which
 * no fork's command line names.
 */
final class SignalledRunner {
    final int exit;
    final String output;
    final Path runDir;

    private SignalledRunner(int exit, String output, Path runDir) {
        this.exit = exit;
        this.output = output;
        this.runDir = runDir;
    }

    static SignalledRunner run(Path args, Path runDirFile, Predicate<String> signalAt) throws Exception {
        Process p = ChildJvm.start(
                ChildJvm.asTestVm(Collections.<String>emptyList()),
                Main.class.getName(),
                Arrays.asList("--progress", "--verbose", "--run-dir-file", runDirFile.toString(), args.toString()));
        StringBuilder out = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            boolean signalled = false;
            while ((line = r.readLine()) != null) {
                out.append(line).append('\n');
                if (!signalled && signalAt.test(line)) {
                    signalled = true;
                    // SIGTERM by hand: Process.destroy() would also close the output still being read.
                    new ProcessBuilder("pkill", "-TERM", "-f", runDirFile.toString())
                            .start()
                            .waitFor();
                }
            }
        }
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the runner did not exit:\n" + out);
        }
        Path runDir = Paths.get(new String(Files.readAllBytes(runDirFile), StandardCharsets.UTF_8).trim());
        return new SignalledRunner(p.exitValue(), out.toString(), runDir);
    }

    /**
     * A status line of {@code testApp} with samples (with --verbose, one a line: {@code    [1/1] testop: 1.0 s,
     * ...}): its threads are past the gate and recording.
     */
    static Predicate<String> recording(final String testApp) {
        return new Predicate<String>() {
            @Override
            public boolean test(String line) {
                return line.startsWith("    [")
                        && line.contains("] " + testApp + ": ")
                        && line.contains("samples")
                        && !line.contains("warming up");
            }
        };
    }
}
