package rtjbench.tools.sched;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.model.TaskSetFileException;
import rtjbench.tools.cli.ToolException;

/**
 * A task-set file as the sched commands take it: read with every refusal as bad input (exit 2, naming the file,
 * line and field), and held to the platform the command line gives, so that no column is dropped without a word.
 */
final class TaskSetInput {
    private TaskSetInput() {}

    /** Every set of {@code file}; a {@link ToolException} (exit 2) naming file, line and field otherwise. */
    static List<TaskSet> read(Path file) throws IOException {
        try {
            return TaskSetFile.read(file);
        } catch (TaskSetFileException e) {
            throw ToolException.input(e.getMessage());
        }
    }

    /** What the outputs call set {@code index} (from 0) of a file: its id, or its number from 1 where it has none. */
    static String setName(TaskSet s, int index) {
        return s.id().isEmpty() ? Integer.toString(index + 1) : s.id();
    }

    /**
     * Refuses (exit 2) a task whose {@code cpu} column names a CPU the platform of {@code cpus} CPUs does not
     * have, in the words {@code sched simulate} uses: {@code t.csv:3: field cpu: is 99; the platform's CPUs are
     * 0..1 (--cpus 2)}.
     */
    static void checkCpus(Path file, List<TaskSet> sets, int cpus) throws IOException {
        for (TaskSet s : sets) {
            for (Task t : s.tasks()) {
                if (t.hasCpu() && t.cpu() >= cpus) {
                    throw ToolException.input(TaskLines.locate(file, s, t) + ": field cpu: is " + t.cpu()
                            + "; the platform's CPUs are 0.." + (cpus - 1) + " (--cpus " + cpus + ")");
                }
            }
        }
    }
}
