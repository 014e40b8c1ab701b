package rtjbench.tools.sched;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.TaskSetFile;

/** Finds the line of a task in its file, so that a message about a task can name it. */
final class TaskLines {
    private TaskLines() {}

    /** {@code file:line} of {@code task} in {@code set}, or {@code file} where it cannot be found. */
    static String locate(Path file, TaskSet set, Task task) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int setColumn = -1;
        int nameColumn = -1;
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split(",", -1);
            if (nameColumn < 0) {
                for (int c = 0; c < cells.length; c++) {
                    String h = cells[c].trim().toLowerCase(Locale.ROOT);
                    setColumn = h.equals(TaskSetFile.SET) ? c : setColumn;
                    nameColumn = h.equals(TaskSetFile.NAME) ? c : nameColumn;
                }
                continue;
            }
            boolean sameSet = setColumn < 0 || cells[setColumn].trim().equals(set.id());
            if (sameSet && nameColumn < cells.length && cells[nameColumn].trim().equals(task.name())) {
                return file + ":" + (n + 1);
            }
        }
        return file.toString();
    }
}
