package rtjbench.tools.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import rtjbench.tools.cli.ToolException;

/**
 * A results folder may come from someone else, and its index files name other files: a thread's sample
 * file, a sweep point's or a suite entry's folder. Every such name is resolved here, and only a file inside
 * the folder that names it is read (and so only there is anything written): an absolute path, a {@code ..}
 * that climbs out, or a symbolic link leading elsewhere is refused, naming the index file, the entry and its
 * value. Index files are bounded in size before they are read.
 */
public final class InsideFolder {
    /**
     * metadata.json, sweep.json and suite.json are kilobytes (a few MB with thousands of threads); larger is refused
     * unread.
     */
    public static final long MAX_INDEX_BYTES = 32L << 20;

    private InsideFolder() {}

    /**
     * {@code name}, as {@code indexFile}'s {@code entry} gives it, resolved inside {@code folder}; refused
     * (bad data, exit 1) where it leads outside.
     */
    public static Path resolve(Path folder, String name, Path indexFile, String entry) {
        Path relative;
        try {
            relative = folder.getFileSystem().getPath(name);
        } catch (InvalidPathException e) {
            throw refused(indexFile, entry, name, "is not a file name here");
        }
        if (name.isEmpty() || relative.isAbsolute()) {
            throw refused(indexFile, entry, name, name.isEmpty() ? "is empty" : "is an absolute path");
        }
        Path base = folder.toAbsolutePath().normalize();
        Path target = base.resolve(relative).normalize();
        if (!target.startsWith(base) || target.equals(base)) {
            throw refused(indexFile, entry, name, "leads outside " + folder);
        }
        Path resolved = folder.resolve(relative); // as the user wrote the folder, for messages
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return resolved; // what is missing is reported by whoever needs it, as before
        }
        try {
            if (!target.toRealPath().startsWith(base.toRealPath())) {
                throw refused(indexFile, entry, name, "is a link leading outside " + folder);
            }
        } catch (IOException e) {
            throw refused(indexFile, entry, name, "cannot be followed: " + e.getMessage());
        }
        return resolved;
    }

    /** One of the folder's own files ({@code metadata.json}...), which must not be a link leading outside either. */
    public static Path own(Path folder, String fileName) {
        return resolve(folder, fileName, folder.resolve(fileName), "the file");
    }

    /** Refuses an index file larger than {@link #MAX_INDEX_BYTES} before it is read. */
    public static void checkSize(Path indexFile) {
        try {
            long size = Files.size(indexFile);
            if (size > MAX_INDEX_BYTES) {
                throw ToolException.data(
                        indexFile + ": " + size + " bytes; an index file of a results folder is at most "
                                + (MAX_INDEX_BYTES >> 20) + " MiB (docs/results-format.md)");
            }
        } catch (IOException e) {
            throw ToolException.data(indexFile + ": cannot read: " + e.getMessage());
        }
    }

    private static ToolException refused(Path indexFile, String entry, String name, String why) {
        return ToolException.data(indexFile + ": " + entry + " '" + printable(name) + "' " + why
                + "; a results folder may only name files inside itself");
    }

    /** The name as it can be shown on a terminal: control characters become '?'. */
    private static String printable(String name) {
        StringBuilder sb = new StringBuilder(Math.min(name.length(), 200));
        for (int i = 0; i < name.length() && i < 200; i++) {
            char c = name.charAt(i);
            sb.append(Character.isISOControl(c) ? '?' : c);
        }
        return name.length() > 200 ? sb + "..." : sb.toString();
    }
}
