package rtjbench.core.run.output;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Every file of a results folder is written whole or not at all. The content goes to a temporary file beside
 * the target ({@code .<name>.<random>.tmp}: same folder, so the same file system), is forced to disk, and only
 * then renamed to its real name; a crash leaves at most a stray {@code .tmp} file, never a half-written file
 * under a name that readers trust. A failure (a full disk: "No space left on device") removes the temporary
 * file and is rethrown naming the target, because the operating system's message names neither.
 */
public final class AtomicFile {
    /** Writes the whole content of one file. */
    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** How the files of a run reach the disk; tests put a failing one in to play a full disk. */
    interface Sink {
        void create(Path target, Content content) throws IOException;

        void replace(Path target, Content content) throws IOException;
    }

    /** The real one. */
    static final Sink DISK = new Sink() {
        @Override
        public void create(Path target, Content content) throws IOException {
            AtomicFile.create(target, content);
        }

        @Override
        public void replace(Path target, Content content) throws IOException {
            AtomicFile.replace(target, content);
        }
    };

    private AtomicFile() {}

    /** A new file: refused where {@code target} already exists (results are never overwritten). */
    public static void create(Path target, Content content) throws IOException {
        if (Files.exists(target)) {
            throw new FileAlreadyExistsException(target.toString(), null, "refusing to overwrite a result");
        }
        write(target, content);
    }

    /** A file rewritten as a run goes on (metadata, suite and sweep indexes): readers see the old or the new one. */
    public static void replace(Path target, Content content) throws IOException {
        write(target, content);
    }

    /** The bytes of an existing file (the args file, copied into the results as read). */
    public static Content copyOf(final Path source) {
        return new Content() {
            @Override
            public void writeTo(OutputStream out) throws IOException {
                Files.copy(source, out);
            }
        };
    }

    public static Content text(final String text) {
        return new Content() {
            @Override
            public void writeTo(OutputStream out) throws IOException {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            }
        };
    }

    private static void write(Path target, Content content) throws IOException {
        Path tmp = target.resolveSibling("." + target.getFileName() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                OutputStream out = new KeepOpen(new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16));
                content.writeTo(out);
                out.flush();
                // On disk before the rename: after a power cut the real name holds the whole file or nothing.
                channel.force(true);
            }
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // the write's own failure is the one to report
            }
            throw new IOException("could not write " + target + ": " + reason(e), e);
        }
    }

    /** Writers that close their stream when done (JSON, CSV) must not close the channel before it is forced. */
    private static final class KeepOpen extends FilterOutputStream {
        KeepOpen(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            out.flush();
        }
    }

    /** "No space left on device", without the temporary file's name that some messages start with. */
    private static String reason(IOException e) {
        if (e instanceof java.nio.file.FileSystemException) {
            String why = ((java.nio.file.FileSystemException) e).getReason();
            if (why != null) {
                return why;
            }
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
