package rtjbench.tools.results;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import rtjbench.tools.cli.ToolException;

/**
 * Streams one {@code thread-<i>.txt}: one whole number of nanoseconds per line. Reads bytes through its own
 * buffer (no String per line), so memory is the buffer whatever the file's length. Every malformed line is an
 * error naming the file and the line: an empty line, a character that is not a digit, a number too long for
 * a long, and a last line without its line end (the file was cut short).
 */
public final class SampleReader implements Closeable {
    /** Returned by {@link #next()} at the end of the file (samples are never negative). */
    public static final long END = -1;
    /** A long has at most 19 digits; samples here never need more than 18. */
    public static final int MAX_DIGITS = 18;

    private final Path file;
    private final InputStream in;
    private final byte[] buf;
    private int pos;
    private int limit;
    private long line;

    public SampleReader(Path file, int bufferBytes) {
        this.file = file;
        try {
            this.in = Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw ToolException.data(file + ": missing sample file");
        } catch (IOException e) {
            throw ToolException.data(file + ": cannot open: " + e);
        }
        this.buf = new byte[bufferBytes];
    }

    public SampleReader(Path file) {
        this(file, 64 * 1024);
    }

    public Path file() {
        return file;
    }

    /** Lines read so far (the number of the last line returned). */
    public long line() {
        return line;
    }

    private boolean fill() throws IOException {
        int n = in.read(buf, 0, buf.length);
        if (n <= 0) return false;
        pos = 0;
        limit = n;
        return true;
    }

    /** The next sample in ns, or {@link #END}. */
    public long next() throws IOException {
        if (pos >= limit && !fill()) return END;
        line++;
        long value = 0;
        int digits = 0;
        while (true) {
            if (pos >= limit && !fill()) {
                throw truncated(value, digits);
            }
            byte b = buf[pos++];
            if (b >= '0' && b <= '9') {
                if (++digits > MAX_DIGITS) throw malformed("number too long", Long.toString(value) + (char) b);
                value = value * 10 + (b - '0');
            } else if (b == '\n') {
                if (digits == 0) throw malformed("empty line", "");
                return value;
            } else if (b == '\r' && digits > 0 && peekNewline()) {
                // CRLF written on another system: accepted.
            } else {
                throw malformed(
                        "not a whole non-negative number of nanoseconds",
                        (digits == 0 ? "" : Long.toString(value)) + (char) b);
            }
        }
    }

    private boolean peekNewline() throws IOException {
        if (pos >= limit && !fill()) return false;
        return buf[pos] == '\n';
    }

    private ToolException truncated(long value, int digits) {
        return ToolException.data(file + ":" + line + ": truncated line '" + (digits == 0 ? "" : Long.toString(value))
                + "' (no line end: the file was cut short)");
    }

    private ToolException malformed(String what, String text) {
        StringBuilder rest = new StringBuilder(text);
        try {
            // Show the rest of the offending line (up to 40 characters) so the user can find it.
            while (rest.length() < 40) {
                if (pos >= limit && !fill()) break;
                byte b = buf[pos++];
                if (b == '\n') break;
                rest.append((char) (b & 0xff));
            }
        } catch (IOException ignored) {
            // The message is still useful without the rest of the line.
        }
        return ToolException.data(file + ":" + line + ": " + what + (rest.length() == 0 ? "" : ": '" + rest + "'"));
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
