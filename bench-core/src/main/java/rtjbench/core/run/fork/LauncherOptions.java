package rtjbench.core.run.fork;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Whether a launcher accepts an option, found by starting it once with the option and {@code -version} (as
 * bin/rtjbench-run does for the runner): a Java 8 VM or JamaicaVM refuses {@code --add-exports}, a Java 17 takes
 * it. Asked once per launcher and option.
 */
final class LauncherOptions {
    private static final Map<String, Boolean> KNOWN = new HashMap<>();

    private LauncherOptions() {}

    static synchronized boolean accepts(String launcher, String option) {
        String key = launcher + "\u0000" + option;
        Boolean known = KNOWN.get(key);
        if (known == null) {
            known = tryIt(launcher, option);
            KNOWN.put(key, known);
        }
        return known;
    }

    private static boolean tryIt(String launcher, String option) {
        try {
            Process p = new ProcessBuilder(Arrays.asList(launcher, option, "-version"))
                    .redirectErrorStream(true)
                    .start();
            p.getOutputStream().close();
            byte[] buf = new byte[4096];
            while (p.getInputStream().read(buf) >= 0) {
                // drained, so the VM never blocks on a full pipe
            }
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            return p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
