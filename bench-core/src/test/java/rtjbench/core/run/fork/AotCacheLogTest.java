package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fork started with a cache its VM refuses (a truncated one) keeps the VM's words out of the console: they go
 * to {@code aot/<fork>.log}, where the fork finds them to quote. Needs a HotSpot 25 (skipped where none is
 * installed at {@value #JDK25}).
 */
class AotCacheLogTest {
    static final String JDK25 = "/usr/lib/jvm/temurin-25-jdk-amd64";

    @TempDir
    Path dir;

    private static String run(List<String> cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getOutputStream().close();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = p.getInputStream()) {
            byte[] b = new byte[8192];
            for (int n; (n = in.read(b)) >= 0; ) {
                out.write(b, 0, n);
            }
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }

    @Test
    void aTruncatedCachesWarningsGoToTheForksLogNotTheConsole() throws Exception {
        String java = JDK25 + "/bin/java";
        assumeTrue(new File(java).canExecute(), "no JDK 25 at " + JDK25);
        Path whole = dir.resolve("whole.aot");
        run(Arrays.asList(java, "-XX:AOTCacheOutput=" + whole, "-version"));
        assumeTrue(Files.isRegularFile(whole), "this JDK made no AOT cache");
        Path truncated = dir.resolve("truncated.aot");
        byte[] bytes = Files.readAllBytes(whole);
        try (OutputStream out = Files.newOutputStream(truncated)) {
            out.write(bytes, 0, bytes.length / 4);
        }
        List<String> cmd = new ArrayList<>();
        cmd.add(java);
        cmd.addAll(AotCache.useOptions(java, truncated, dir, "fork-1"));
        cmd.add("-version");
        String console = run(cmd);
        assertFalse(console.contains("[aot]") || console.contains("[cds]"), console);
        String log = new String(Files.readAllBytes(dir.resolve("aot").resolve("fork-1.log")), StandardCharsets.UTF_8);
        assertTrue(log.contains("truncated"), log);
    }
}
