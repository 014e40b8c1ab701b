package rtjbench.core.run.output;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Map;

/** Makes result folders that are always new: created atomically, with a suffix where the name is taken. */
public final class RunFolders {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private RunFolders() {}

    /** {@code <datadir>/<date-time>-<name>}, never an existing folder. */
    public static Path newTopFolder(Path datadir, String name, LocalDateTime now) throws IOException {
        Files.createDirectories(datadir);
        return createUnique(datadir, STAMP.format(now) + "-" + safe(name));
    }

    public static Path createUnique(Path parent, String name) throws IOException {
        for (int attempt = 1; ; attempt++) {
            Path dir = parent.resolve(attempt == 1 ? name : name + "-" + attempt);
            try {
                return Files.createDirectory(dir);
            } catch (FileAlreadyExistsException e) {
                // taken: try the next suffix
            }
        }
    }

    /** The folder name of a sweep point: "allocsize=1K,no_of_threads=4". */
    public static String pointName(Map<String, String> swept) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : swept.entrySet()) {
            if (sb.length() > 0) sb.append(',');
            sb.append(e.getKey()).append('=').append(e.getValue());
        }
        return safe(sb.toString());
    }

    static String safe(String name) {
        return name.replaceAll("[^A-Za-z0-9._=,+-]", "_");
    }
}
