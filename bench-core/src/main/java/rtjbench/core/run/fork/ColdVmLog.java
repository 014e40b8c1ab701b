package rtjbench.core.run.fork;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import rtjbench.core.run.phase.GcPauses;
import rtjbench.core.run.phase.JitEvents;

/**
 * The VM log a cold fork, and a cold point's warm reference, is started with: HotSpot's unified logging from the
 * VM's first instant, of the JIT's compilations ({@code jit+compilation}), its deoptimisations ({@code
 * deoptimization}, JDK 20 and later) and class loading ({@code class+load}), every line stamped with System.nanoTime
 * ({@code timenanos}), the VM's own uptime ({@code uptimenanos}) and the writing thread; and its GC ({@code gc},
 * {@code gc+phases}: {@code gc-log.txt}, stamped with System.nanoTime), which the run's pause record reads. The fork
 * puts its events on the VM's clock with it, and the warm-up curve its JIT activity. Written synchronously by the
 * thread the event happens in (a class load in an event adds its line's write, a few microseconds, to that event). A VM
 * without unified logging (Java 8, JamaicaVM) gets none: its events are timed from the runtime bean's uptime, and it
 * has no JIT curve.
 */
final class ColdVmLog {
    /** The log's name in the fork's folder. */
    static final String FILE = "vm-log.txt";

    private ColdVmLog() {}

    /** The options for a fork of {@code launcher} logging into {@code forkDir}; none where the VM cannot log. */
    static List<String> options(String launcher, Path forkDir) {
        if (!LauncherOptions.accepts(launcher, "-Xlog:disable")) {
            return Collections.emptyList();
        }
        boolean deopt = LauncherOptions.accepts(launcher, "-Xlog:deoptimization=off");
        Path file = forkDir.resolve(FILE).toAbsolutePath();
        List<String> options = new ArrayList<>();
        options.add("-Xlog:jit+compilation=debug,class+load=info" + (deopt ? ",deoptimization=debug" : "") + ":file=\""
                + file + "\":timenanos,uptimenanos,tid,tags");
        options.add("-D" + JitEvents.VM_START_LOG_PROPERTY + "=" + file);
        options.add("-D" + JitEvents.VM_START_LOG_DEOPT_PROPERTY + "=" + deopt);
        // The GC's pauses from the start too: the run reads them there rather than switch a log on through the
        // VM's management beans just before its first event, which costs a cold -Xcomp fork seconds of compiling.
        Path gcLog = forkDir.resolve(GcPauses.LOG_FILE).toAbsolutePath();
        options.add("-Xlog:gc=info,gc+phases=info:file=\"" + gcLog + "\":timenanos");
        options.add("-D" + GcPauses.VM_START_LOG_PROPERTY + "=" + gcLog);
        return options;
    }
}
