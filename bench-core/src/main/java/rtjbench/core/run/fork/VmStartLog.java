package rtjbench.core.run.fork;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import rtjbench.core.run.phase.GcPauses;
import rtjbench.core.run.phase.JitEvents;

/**
 * The VM log a fork is started with: HotSpot's unified logging from the VM's first instant, of the JIT's compilations
 * ({@code jit+compilation}), its deoptimisations ({@code deoptimization}, JDK 20 and later) and class loading
 * ({@code class+load}), every line stamped with System.nanoTime ({@code timenanos}), the VM's own uptime
 * ({@code uptimenanos}) and the writing thread; and its GC ({@code gc}, {@code gc+phases}, stamped with
 * System.nanoTime), which the run's pause record reads. A cold fork puts its events on the VM's clock with it, and
 * the warm-up curve its JIT activity; every other fork reads its JIT and GC events from it instead of switching
 * logs on through the VM's management beans as its warm-up begins (the platform MBean server's start and the JIT
 * compiling it would hold the warm-up's quiet back). Written synchronously by the thread the event happens in (a
 * class load in an event adds its line's write, a few microseconds, to that event). A VM without unified logging
 * (Java 8, JamaicaVM) gets none: it switches its logs on at run time where it can, and a cold one times its events
 * from the runtime bean's uptime and has no JIT curve.
 */
final class VmStartLog {
    /** The log's name in a cold fork's folder. */
    static final String FILE = "vm-log.txt";
    /** Where the logs of forks started before their folder exists are written, in the run's results folder. */
    static final String PENDING = ".vm-logs";

    private VmStartLog() {}

    /** The options for a cold fork of {@code launcher} logging into {@code forkDir}; none where the VM cannot log. */
    static List<String> options(String launcher, Path forkDir) {
        return options(launcher, forkDir.resolve(FILE), forkDir.resolve(GcPauses.LOG_FILE));
    }

    /**
     * The options for a fork whose folder is made only in its turn: its logs are written in {@value #PENDING} of
     * {@code resultsDir}, named by the fork's place ({@code name}), and moved into its run's folder as the run saves.
     */
    static List<String> pending(String launcher, Path resultsDir, String name) throws IOException {
        Path dir = Files.createDirectories(resultsDir.resolve(PENDING)); // the VM refuses a log it cannot open
        return options(launcher, dir.resolve(name + "-jit.log"), dir.resolve(name + "-gc.log"));
    }

    /** Removes what is left in {@value #PENDING} of {@code resultsDir}: logs of forks that never had their turn. */
    static void removePending(Path resultsDir) throws IOException {
        Path dir = resultsDir.resolve(PENDING);
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (DirectoryStream<Path> left = Files.newDirectoryStream(dir)) {
            for (Path file : left) {
                Files.deleteIfExists(file);
            }
        }
        Files.deleteIfExists(dir);
    }

    /** The options for a fork of {@code launcher} logging its JIT into {@code jitLog} and its GC into {@code gcLog}. */
    private static List<String> options(String launcher, Path jitLog, Path gcLog) {
        if (!LauncherOptions.accepts(launcher, "-Xlog:disable")) {
            return Collections.emptyList();
        }
        boolean deopt = LauncherOptions.accepts(launcher, "-Xlog:deoptimization=off");
        Path file = jitLog.toAbsolutePath();
        List<String> options = new ArrayList<>();
        options.add("-Xlog:jit+compilation=debug,class+load=info" + (deopt ? ",deoptimization=debug" : "") + ":file=\""
                + file + "\":timenanos,uptimenanos,tid,tags");
        options.add("-D" + JitEvents.VM_START_LOG_PROPERTY + "=" + file);
        options.add("-D" + JitEvents.VM_START_LOG_DEOPT_PROPERTY + "=" + deopt);
        // The GC's pauses from the start too: the run reads them there rather than switch a log on through the
        // VM's management beans just before its first event, which costs a cold -Xcomp fork seconds of compiling.
        Path gcFile = gcLog.toAbsolutePath();
        options.add("-Xlog:gc=info,gc+phases=info:file=\"" + gcFile + "\":timenanos");
        options.add("-D" + GcPauses.VM_START_LOG_PROPERTY + "=" + gcFile);
        return options;
    }
}
