package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** A script of the repository's bin/ run with bash as a user runs it: its exit status and everything it printed. */
final class BinScript {
    private BinScript() {}

    record Result(int exit, String output) {}

    /** bin/{@code name} with {@code args}, {@code env} added to this environment; it must end within 30 s. */
    static Result run(String name, Map<String, String> env, String... args) throws Exception {
        List<String> cmd =
                new ArrayList<>(List.of("bash", Path.of("..", "bin", name).toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "bin/" + name + " did not end");
        return new Result(p.exitValue(), out);
    }
}
