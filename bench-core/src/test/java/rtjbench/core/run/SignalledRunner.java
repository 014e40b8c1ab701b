package rtjbench.core.run;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The runner in a VM of its own, sent SIGTERM once it prints a given line: what Ctrl-C (SIGINT) does too. The
 * signal goes to the runner alone, found by its run-dir file, which no fork's command line names.
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

    static SignalledRunner run(Path args, Path runDirFile, Predicate<String> signalAfter, long settleMillis) throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process p = new ProcessBuilder(Arrays.asList(java, "-cp", cp, Main.class.getName(),
                "--run-dir-file", runDirFile.toString(), args.toString())).redirectErrorStream(true).start();
        StringBuilder out = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                out.append(line).append('\n');
                if (signalAfter.test(line)) {
                    Thread.sleep(settleMillis);
                    // SIGTERM by hand: Process.destroy() would also close the output still being read.
                    new ProcessBuilder("pkill", "-TERM", "-f", runDirFile.toString()).start().waitFor();
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
}
