package rtjbench.core.run.fork;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import rtjbench.core.args.JvmEntry;
import rtjbench.core.run.pipeline.VmCheck;

/**
 * A {@code <jvm aot_cache="...">} entry's ahead-of-time cache for one point (HotSpot, JDK 24+: JEP 483; the
 * one-step training of JEP 514 and the method profiles of JEP 515 in JDK 25). With {@code train} the runner
 * makes it once a point, before the point's first fork: a training run of the same testapp and arguments on the
 * same VM with {@code -XX:AOTCacheOutput}, whose VM writes the cache as it exits (it starts a second VM of its own
 * to assemble it); the training run's folder is {@value #TRAINING}, the cache {@value #DIR}/{@value #FILE}, both
 * kept in the point's folder. Every fork of the point is then started with {@code -XX:AOTCache} and checks that
 * its VM mapped the cache ({@link VmCheck}); where the VM refused it, the fork says so with the VM's own words,
 * which it finds in its {@code aot}/{@code cds} warnings, logged to {@value #DIR}/{@code <fork>.log}.
 */
final class AotCache {
    static final String DIR = "aot";
    static final String FILE = "app.aot";
    static final String TRAINING = "aot-training";
    /**
     * In the training run's folder: its VM's console, which HotSpot writes to as it records the cache and starts
     * a second VM to assemble it, and that VM's.
     */
    static final String TRAINING_CONSOLE = "console.txt";

    private AotCache() {}

    /** Where the cache of the point in {@code pointDir} is: trained into it, or the entry's own file. */
    static Path file(JvmEntry entry, Path pointDir) {
        return entry.trainsAotCache()
                ? pointDir.resolve(DIR).resolve(FILE).toAbsolutePath()
                : Paths.get(entry.aotCache()).toAbsolutePath();
    }

    /**
     * The training run's options: the cache it writes as its VM exits, and its VM's notes on what it could not
     * put in the cache (classes it skips: proxies, JFR's events) into {@value #DIR}/training.log, not the console.
     */
    static List<String> trainingOptions(String launcher, Path cache) throws IOException {
        Files.createDirectories(cache.getParent());
        List<String> options = new ArrayList<>();
        options.add("-XX:AOTCacheOutput=" + cache);
        if (LauncherOptions.accepts(launcher, "-Xlog:aot=off")) {
            options.add("-Xlog:aot=off");
            options.add("-Xlog:aot=warning:file=\"" + cache.resolveSibling("training.log") + "\"");
        }
        return options;
    }

    /** Null where the training made the cache, else why not (its VM's last words where it had any). */
    static String trainingProblem(Path cache, String lastErrors) {
        if (Files.isRegularFile(cache)) {
            return null;
        }
        return "the AOT training run made no cache " + cache
                + (lastErrors == null || lastErrors.isEmpty() ? "" : " (" + lastErrors + ")");
    }

    /**
     * A fork's options to use the cache, its refusals logged to {@code <pointDir>/aot/<forkName>.log} and not on the
     * console: the VM's warnings of the tags it has ({@code aot} from JDK 25, {@code cds} before), for the fork to
     * quote.
     */
    static List<String> useOptions(String launcher, Path cache, Path pointDir, String forkName) throws IOException {
        Path log = pointDir.resolve(DIR).resolve(forkName + ".log").toAbsolutePath();
        Files.createDirectories(log.getParent());
        List<String> tags = new ArrayList<>();
        List<String> off = new ArrayList<>();
        for (String tag : new String[] {"aot", "cds"}) {
            if (LauncherOptions.accepts(launcher, "-Xlog:" + tag + "=off")) {
                tags.add(tag + "*=warning");
                off.add(tag + "*=off");
            }
        }
        List<String> options = new ArrayList<>();
        options.add("-XX:AOTCache=" + cache);
        options.add("-D" + VmCheck.AOT_CACHE + "=" + cache);
        if (!tags.isEmpty()) {
            // Off on the console, where HotSpot prints its warnings by default; into the fork's log instead.
            options.add("-Xlog:" + String.join(",", off));
            options.add("-Xlog:" + String.join(",", tags) + ":file=\"" + log + "\"");
            options.add("-D" + VmCheck.AOT_LOG + "=" + log);
        }
        return options;
    }
}
