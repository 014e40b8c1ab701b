package rtjbench.core.bench;

import java.io.IOException;
import java.io.OutputStream;

/**
 * A file a workload adds to its run's folder beside the sample files (the task-set testapp's one line a job): a
 * plain name, no folder, and its content written once, after the run, on the cold path. The harness writes it
 * whole or not at all, and never over an existing file.
 */
public interface ResultFile {
    /** The file's name in the run's folder: letters, digits, {@code . _ -}. */
    String name();

    void writeTo(OutputStream out) throws IOException;
}
