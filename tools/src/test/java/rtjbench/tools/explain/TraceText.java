package rtjbench.tools.explain;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Hand-written tracefs text for the rule's tests: written to a file and read back, and times in it. */
final class TraceText {
    private TraceText() {}

    /** {@code text} as {@code dir/name}, read as a trace whose first and last tasks are bound by [from, to]. */
    static CpuTrace read(Path dir, String name, String text, long from, long to) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return CpuTrace.read(file, from, to);
    }

    /** {@code micros} after {@code origin} (ns): the trace's instants, written in microseconds. */
    static long at(long origin, double micros) {
        return origin + Math.round(micros * 1000);
    }
}
