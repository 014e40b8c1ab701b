package rtjbench.tools.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.file.FileSystemException;

/**
 * Standard output held to the same rule as a file: a write that fails (a full disk, {@code > /dev/full}, a pipe
 * whose reader has gone) is an error naming it, exit 1, never a silent exit 0. {@link PrintStream} swallows its
 * stream's failures into {@link PrintStream#checkError}; {@link #install} puts System.out over a stream that
 * also remembers why, and {@link #check} turns either into a {@link ToolException}.
 */
public final class StandardOutput {
    /** What messages call it. */
    public static final String NAME = "standard output";

    private static volatile String failure;

    private StandardOutput() {}

    /** System.out over the process's standard output, as the JVM sets it up, remembering why a write failed. */
    public static void install() {
        OutputStream fd = new FileOutputStream(FileDescriptor.out);
        OutputStream watched = new FilterOutputStream(fd) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                try {
                    fd.write(b, off, len);
                } catch (IOException e) {
                    failed(e);
                    throw e;
                }
            }

            @Override
            public void flush() throws IOException {
                try {
                    fd.flush();
                } catch (IOException e) {
                    failed(e);
                    throw e;
                }
            }
        };
        String encoding = System.getProperty("stdout.encoding", System.getProperty("sun.stdout.encoding"));
        Charset charset = Charset.defaultCharset();
        try {
            if (encoding != null) charset = Charset.forName(encoding);
        } catch (IllegalArgumentException e) {
            // an encoding this VM does not know: the default, as the VM itself would fall back
        }
        try {
            System.setOut(new PrintStream(new BufferedOutputStream(watched, 8192), true, charset.name()));
        } catch (UnsupportedEncodingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void failed(IOException e) {
        if (failure == null) failure = reason(e);
    }

    /** "No space left on device", without the file name some messages start with. */
    static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason();
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /** Whether a write to standard output has failed (it is flushed first). */
    public static boolean failed() {
        return System.out.checkError();
    }

    /** Flushes standard output; a {@link ToolException} (exit 1) naming it where a write to it failed. */
    public static void check() {
        if (failed()) {
            String why = failure;
            throw ToolException.data("could not write " + NAME + (why == null ? "" : ": " + why));
        }
    }
}
