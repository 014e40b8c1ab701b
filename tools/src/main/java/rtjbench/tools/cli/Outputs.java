package rtjbench.tools.cli;

import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;

/**
 * The one overwrite policy of every command: an existing file is never replaced unless {@code --force} was
 * given. A command first {@link #claim claims} every file it will write; {@link #check} then refuses the whole
 * command, before anything is written, naming each existing file. Files are written to a temporary name
 * beside the target, forced to disk and renamed into place, so a reader (or a crash, or a power cut) never
 * leaves half a file under the real name; a write that fails (a full disk) is an error naming the file.
 * {@code --force} replaces regular files only: a device, a FIFO, a directory or a symbolic link (whose target
 * may lie anywhere) is refused by name, with or without it. A temporary file is removed on every way out,
 * SIGINT and SIGTERM included ({@link #removeTemporariesOnExit}).
 */
public final class Outputs {
    /** The temporary files being written now, by any command: removed if the VM exits before their rename. */
    private static final Set<Path> LIVE = ConcurrentHashMap.newKeySet();

    private static final AtomicBoolean HOOKED = new AtomicBoolean();

    private final boolean force;
    private final List<Path> claimed = new ArrayList<>();

    public Outputs(boolean force) {
        this.force = force;
    }

    public boolean force() {
        return force;
    }

    public Path claim(Path file) {
        claimed.add(file);
        return file;
    }

    /**
     * Removes, as the VM shuts down (SIGINT, SIGTERM, System.exit), every temporary file still being written:
     * the command did not finish, and a half-written file must not be left under any name. Idempotent.
     */
    public static void removeTemporariesOnExit() {
        if (HOOKED.compareAndSet(false, true)) {
            Runtime.getRuntime().addShutdownHook(new Thread(Outputs::removeLive, "rtjbench-temporaries"));
        }
    }

    /** Deletes the temporary files being written now; a writer whose file goes finds its rename failing. */
    static void removeLive() {
        for (Path p : LIVE) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                // nothing more can be done on the way out
            }
        }
    }

    /** The temporary files being written at this moment (the tests watch it). */
    static Set<Path> live() {
        return Set.copyOf(LIVE);
    }

    /**
     * What {@code p} is where it is not a regular file and so is never replaced ("a directory", "a character
     * device", "a symbolic link to X"); null where it is a regular file or does not exist.
     */
    public static String notRegular(Path p) {
        if (Files.isSymbolicLink(p)) {
            String to;
            try {
                to = Files.readSymbolicLink(p).toString();
            } catch (IOException e) {
                to = "?";
            }
            return "a symbolic link (to " + to + ")";
        }
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return null; // does not exist
        }
        if (a.isRegularFile()) return null;
        if (a.isDirectory()) return "a directory";
        try {
            Object mode = Files.getAttribute(p, "unix:mode", LinkOption.NOFOLLOW_LINKS);
            int type = (Integer) mode & 0170000;
            switch (type) {
                case 0020000:
                    return "a character device";
                case 0060000:
                    return "a block device";
                case 0010000:
                    return "a FIFO (named pipe)";
                case 0140000:
                    return "a socket";
                default:
                    break;
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            // no unix view: the generic word below
        }
        return "not a regular file";
    }

    private static ToolException notReplaced(Path p, String what) {
        return new ToolException(
                ToolException.EXISTS,
                "refusing to replace " + p + ": it is " + what + "; only a regular file is ever replaced, even with"
                        + " --force (nothing written)");
    }

    /**
     * Claims the files of each of {@code roots} with {@code claim}, then {@link #check}s them all: a command that
     * writes for several folders writes nothing where one of its files is refused.
     */
    public <T> void claimAll(List<T> roots, BiConsumer<T, Outputs> claim) {
        for (T root : roots) claim.accept(root, this);
        check();
    }

    /**
     * Throws (exit 4) listing every claimed file that exists, unless --force; with or without it, a claimed path
     * that is not a regular file (a device, a FIFO, a directory, a symbolic link) is refused by name.
     */
    public void check() {
        for (Path p : claimed) {
            String what = notRegular(p);
            if (what != null) throw notReplaced(p, what);
        }
        if (force) return;
        List<Path> existing = new ArrayList<>();
        for (Path p : claimed) if (Files.exists(p, LinkOption.NOFOLLOW_LINKS)) existing.add(p);
        if (!existing.isEmpty()) {
            StringBuilder sb = new StringBuilder("refusing to overwrite ")
                    .append(existing.size())
                    .append(existing.size() == 1 ? " existing file" : " existing files")
                    .append(" (nothing written; --force replaces them):");
            int shown = 0;
            for (Path p : existing) {
                if (shown++ == 10) {
                    sb.append("\n  ... and ").append(existing.size() - 10).append(" more");
                    break;
                }
                sb.append("\n  ").append(p);
            }
            throw new ToolException(ToolException.EXISTS, sb.toString());
        }
    }

    /** Something that writes the whole content of a file to a stream. */
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    public void write(Path target, Content content) throws IOException {
        String what = notRegular(target);
        if (what != null) throw notReplaced(target, what);
        Path tmp = target.resolveSibling("." + target.getFileName() + ".tmp" + Long.toHexString(System.nanoTime()));
        try {
            Files.createDirectories(target.toAbsolutePath().getParent());
            if (!tmp.toFile().createNewFile()) throw new IOException(tmp + " exists");
            LIVE.add(tmp);
            try (FileOutputStream out = new FileOutputStream(tmp.toFile())) {
                content.writeTo(new FilterOutputStream(out) {
                    @Override
                    public void write(byte[] b, int off, int len) throws IOException {
                        out.write(b, off, len);
                    }

                    @Override
                    public void close() throws IOException {
                        out.flush(); // a writer that closes its stream must not close it before the sync
                    }
                });
                out.getFD().sync();
            }
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            LIVE.remove(tmp);
            throw ToolException.data("could not write " + target + ": " + reason(e));
        } catch (UncheckedIOException e) {
            Files.deleteIfExists(tmp);
            LIVE.remove(tmp);
            throw ToolException.data("could not write " + target + ": " + reason(e.getCause()));
        } catch (RuntimeException | Error e) {
            Files.deleteIfExists(tmp);
            LIVE.remove(tmp);
            throw e;
        }
        try {
            what = notRegular(target); // it may have appeared while writing
            if (what != null) throw notReplaced(target, what);
            if (force) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } else {
                try {
                    Files.move(tmp, target);
                } catch (FileAlreadyExistsException e) {
                    throw new ToolException(
                            ToolException.EXISTS,
                            "refusing to overwrite " + target + " (it appeared while writing; --force replaces it)");
                }
            }
        } finally {
            Files.deleteIfExists(tmp);
            LIVE.remove(tmp);
        }
    }

    /** "No space left on device", without the temporary file's name some messages start with. */
    private static String reason(IOException e) {
        return StandardOutput.reason(e);
    }

    public void writeString(Path target, String text) throws IOException {
        write(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }
}
