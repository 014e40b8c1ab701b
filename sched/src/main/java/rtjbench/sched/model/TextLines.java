package rtjbench.sched.model;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The lines of a UTF-8 text file, the way every line-based reader of the suite's input files takes them: ended by LF,
 * CR or CRLF; each at most a bound of characters, a longer one refused as soon as it passes the bound and never held
 * whole (a "line" of gigabytes costs a few kilobytes); each decoded strictly, so bytes that are not UTF-8 are refused
 * naming their line and where in it, never replaced by U+FFFD without a word. Lines are split on the bytes LF and CR,
 * which UTF-8 never uses inside a character, then decoded one by one: the line of a bad byte is exact.
 */
public final class TextLines implements Closeable {
    /** A line that is not text of the bounded kind: too long, or not UTF-8. */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;
        private final int line;

        Refused(int line, String problem) {
            super(problem);
            this.line = line;
        }

        /** The 1-based line refused. */
        public int line() {
            return line;
        }
    }

    private final InputStream in;
    private final int maxChars;
    /** A line of more than this many bytes holds more than {@link #maxChars} characters (at most 3 bytes a char). */
    private final int maxBytes;

    private final byte[] buffer = new byte[8192];
    private byte[] line = new byte[256];
    private int length;
    private int pos;
    private int end;
    private int number;
    private boolean skipLf;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);

    /** The lines of {@code in}, each at most {@code maxChars} characters. */
    public TextLines(InputStream in, int maxChars) {
        if (maxChars < 1) {
            throw new IllegalArgumentException("maxChars " + maxChars + " < 1");
        }
        this.in = in;
        this.maxChars = maxChars;
        this.maxBytes = (int) Math.min(Integer.MAX_VALUE - 8, 3L * maxChars);
    }

    /** The lines of {@code file}. */
    public static TextLines open(Path file, int maxChars) throws IOException {
        return new TextLines(Files.newInputStream(file), maxChars);
    }

    /** The 1-based number of the line {@link #next} returned last (0 before the first). */
    public int number() {
        return number;
    }

    /** The next line without its end, or null at the end of the input. */
    public String next() throws IOException, Refused {
        length = 0;
        boolean any = false;
        while (true) {
            if (pos == end) {
                end = in.read(buffer, 0, buffer.length);
                pos = 0;
                if (end <= 0) {
                    end = 0;
                    if (!any) {
                        return null;
                    }
                    number++;
                    return decode();
                }
            }
            byte b = buffer[pos++];
            if (skipLf) {
                skipLf = false;
                if (b == '\n') {
                    continue;
                }
            }
            any = true;
            if (b == '\n' || b == '\r') {
                skipLf = b == '\r';
                number++;
                return decode();
            }
            if (length == maxBytes) {
                throw tooLong();
            }
            if (length == line.length) {
                byte[] grown = new byte[(int) Math.min(maxBytes, 2L * line.length)];
                System.arraycopy(line, 0, grown, 0, length);
                line = grown;
            }
            line[length++] = b;
        }
    }

    private Refused tooLong() {
        return new Refused(number + 1, "is longer than " + maxChars + " characters, the most a line may have");
    }

    private String decode() throws Refused {
        ByteBuffer bytes = ByteBuffer.wrap(line, 0, length);
        CharBuffer chars = CharBuffer.allocate(length);
        utf8.reset();
        CoderResult r = utf8.decode(bytes, chars, true);
        if (!r.isError()) {
            r = utf8.flush(chars);
        }
        if (r.isError()) {
            throw new Refused(
                    number,
                    String.format(
                            Locale.ROOT,
                            "is not UTF-8 text: the byte 0x%02X after %d character%s of the line begins no UTF-8"
                                    + " character (save the file as UTF-8)",
                            line[bytes.position()] & 0xff,
                            chars.position(),
                            chars.position() == 1 ? "" : "s"));
        }
        if (chars.position() > maxChars) {
            number--;
            throw tooLong();
        }
        chars.flip();
        return chars.toString();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
