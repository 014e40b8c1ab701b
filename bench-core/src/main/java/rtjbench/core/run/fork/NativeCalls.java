package rtjbench.core.run.fork;

import java.util.Collections;
import java.util.List;
import rtjbench.core.os.ThreadControls;

/**
 * How a fork makes its native calls (mlockall, affinity, policy): through the suite's JNI library, which the runner
 * copies out of the jar once and names on every fork's command line ({@link ThreadControls#JNI_LIBRARY_PROPERTY}).
 * Binding the same calls through FFM costs an {@code -Xcomp} fork seconds of compiling method-handle chains and
 * downcall stubs before its first event, through JNA a warm fork on Java 17 about a tenth of a second of loading
 * and linking before its turn; through JNI a few milliseconds (docs/cold-start.md). None of these calls is on a
 * timed path. Where the build has no such library, the fork binds them through FFM or JNA.
 */
final class NativeCalls {
    private NativeCalls() {}

    /** The option naming the library to a fork; none where this build has no library for this machine. */
    static List<String> options() {
        if (ThreadControls.JNI_LIBRARY.unavailableReason() != null) {
            return Collections.emptyList();
        }
        return Collections.singletonList(
                "-D" + ThreadControls.JNI_LIBRARY_PROPERTY + "=" + ThreadControls.JNI_LIBRARY.path());
    }
}
