package rtjbench.core.run.fork;

import java.util.Collections;
import java.util.List;
import rtjbench.core.os.ThreadControls;

/**
 * How a cold start's fork makes its native calls (mlockall, affinity, policy): through the suite's JNI library,
 * which the runner copies out of the jar once and names on the fork's command line
 * ({@link ThreadControls#JNI_LIBRARY_PROPERTY}). Binding the same calls through FFM costs an {@code -Xcomp} fork
 * seconds of compiling method-handle chains and downcall stubs before its first event; through JNI a few hundred
 * milliseconds (docs/cold-start.md). Where the build has no such library, the fork binds them as a warm fork does.
 */
final class ColdNativeCalls {
    private ColdNativeCalls() {}

    /** The option naming the library to a cold fork; none where this build has no library for this machine. */
    static List<String> options() {
        if (ThreadControls.JNI_LIBRARY.unavailableReason() != null) {
            return Collections.emptyList();
        }
        return Collections.singletonList(
                "-D" + ThreadControls.JNI_LIBRARY_PROPERTY + "=" + ThreadControls.JNI_LIBRARY.path());
    }
}
