package rtjbench.tools.cli;

import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The one overwrite policy of every command: an existing file is never replaced unless {@code --force} was
 * given. A command first {@link #claim claims} every file it will write; {@link #check} then refuses the whole
 * command, before anything is written, naming each existing file. Files are written to a temporary name
 * beside the target, forced to disk and renamed into place, so a reader (or a crash, or a power cut) never
 * leaves half a file under the real name; a write that fails (a full disk) is an error naming the file.
 */
public final class Outputs {
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

    /** Throws (exit 3) listing every claimed file that exists, unless --force. */
    public void check() {
        if (force) return;
        List<Path> existing = new ArrayList<>();
        for (Path p : claimed) if (Files.exists(p)) existing.add(p);
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
        Path tmp = target.resolveSibling("." + target.getFileName() + ".tmp" + Long.toHexString(System.nanoTime()));
        try {
            Files.createDirectories(target.toAbsolutePath().getParent());
            if (!tmp.toFile().createNewFile()) throw new IOException(tmp + " exists");
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
            throw ToolException.data("could not write " + target + ": " + reason(e));
        }
        try {
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
        }
    }

    /** "No space left on device", without the temporary file's name some messages start with. */
    private static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason();
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    public void writeString(Path target, String text) throws IOException {
        write(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }
}
