package rtjbench.core.os;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * A folder deleted with all it holds, deepest first, links deleted and never followed: the harness's scratch and
 * temporary folders (a fork's, a native program's, the class folder) and the tests' copies.
 */
public final class FileTrees {
    private FileTrees() {}

    /** Deletes {@code root} and what it holds; nothing where it does not exist. Throws the first failure. */
    public static void delete(Path root) throws IOException {
        for (Path p : deepestFirst(root, false)) {
            Files.deleteIfExists(p);
        }
    }

    /**
     * Deletes {@code root} and what it holds, as far as it can: what cannot be read or deleted is left, for the
     * system to clear (a shutdown hook, a clean-up after a failure, which have nothing to report to).
     */
    public static void deleteQuietly(Path root) {
        List<Path> paths;
        try {
            paths = deepestFirst(root, true);
        } catch (IOException e) {
            return; // not thrown where quiet
        }
        for (Path p : paths) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                // the next
            }
        }
    }

    /** What {@code root} holds, each entry before the folder holding it, {@code root} last; empty where none. */
    private static List<Path> deepestFirst(Path root, final boolean quiet) throws IOException {
        final List<Path> paths = new ArrayList<>();
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return paths;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                paths.add(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                if (!quiet) {
                    throw e;
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null && !quiet) {
                    throw e;
                }
                paths.add(dir);
                return FileVisitResult.CONTINUE;
            }
        });
        return paths;
    }
}
