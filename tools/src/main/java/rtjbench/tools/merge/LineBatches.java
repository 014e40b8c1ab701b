package rtjbench.tools.merge;

import java.io.Closeable;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.SampleReader;

/**
 * One thread file read for merging: a batch at a time, {@link #BATCH} lines (fewer only at the end of the
 * file), each checked (digits only, a line end) and located in a buffer but never parsed. Scanning a whole
 * buffer in one tight loop and then copying cells is what lets merge keep up with {@code paste}. Two slots,
 * so one batch can be scanned while the previous one is being copied out; the fixed buffers keep memory
 * independent of the file's length.
 */
final class LineBatches implements Closeable {
    static final int BATCH = 2048;
    static final int SLOTS = 2;
    /** Bytes past the data so a cell can be copied as whole 8-byte words. */
    static final int SLACK = 24;
    /** The longest valid line: 18 digits, CR, LF. */
    private static final int MAX_LINE = SampleReader.MAX_DIGITS + 2;

    private static final int CAPACITY = BATCH * MAX_LINE * 2;

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final Path file;
    private final InputStream in;
    private final byte[][] buf = new byte[SLOTS][CAPACITY + SLACK];
    /** Per slot and line: start offset << 5 | length (a length is at most 18, 5 bits). */
    private final int[][] cells = new int[SLOTS][BATCH];

    private int current = -1;
    private int pos;
    private int limit;
    private boolean eof;
    private long linesBefore;
    private int lines;

    LineBatches(Path file) {
        this.file = file;
        if (!Files.isRegularFile(file)) throw ToolException.data(file + ": missing sample file");
        try {
            // java.io rather than NIO channels: fewer classes to load in a process that lives half a second.
            this.in = new FileInputStream(file.toFile());
        } catch (IOException e) {
            throw ToolException.data(file + ": cannot open: " + e);
        }
    }

    /** Reads the next batch into {@code slot}; returns its number of lines (0 at the end of the file). */
    int next(int slot) throws IOException {
        linesBefore += lines;
        lines = 0;
        fill(slot);
        byte[] b = buf[slot];
        int[] cl = cells[slot];
        int p = 0;
        int lim = limit;
        int count = 0;
        while (count < BATCH && p < lim) {
            if (p + 8 <= lim) {
                // Fast path for as many lines as it takes (a small method, so the JIT compiles it early).
                long packed = fastLines(b, p, lim, cl, count);
                int done = (int) (packed >>> 32);
                if (done > 0) {
                    count += done;
                    p = (int) packed;
                    continue;
                }
            }
            p = generalLine(b, p, lim, cl, count);
            count++;
        }
        pos = p;
        lines = count;
        return count;
    }

    /**
     * Carries the unread tail of the previous slot over into {@code slot}, then fills it: the buffer then holds at
     * least BATCH whole valid lines unless the file ends.
     */
    private void fill(int slot) throws IOException {
        byte[] b = buf[slot];
        int tail = 0;
        if (current >= 0) {
            tail = limit - pos;
            System.arraycopy(buf[current], pos, b, 0, tail);
        }
        current = slot;
        pos = 0;
        limit = tail;
        while (!eof && limit < CAPACITY) {
            int n = in.read(b, limit, CAPACITY - limit);
            if (n < 0) eof = true;
            else limit += n;
        }
    }

    /**
     * Line {@code count} of the batch, from {@code s}, by the general path: longer numbers, CRLF, the end of the
     * data and every error. Stores its cell; returns the position past its LF.
     */
    private int generalLine(byte[] b, int s, int lim, int[] cl, int count) {
        int p = s;
        // Tight loop: digits only; the length is checked once the line end is found.
        while (p < lim && (byte) (b[p] - '0') >= 0 && b[p] <= '9') p++;
        int digitsEnd = p;
        if (p >= lim) {
            if (p - s > SampleReader.MAX_DIGITS)
                throw error(b, count, "number too long", s, s + SampleReader.MAX_DIGITS + 1);
            // No line end before the end of the data (the buffer always has room for a whole valid line).
            throw ToolException.data(file + ":" + (linesBefore + count + 1) + ": truncated line '"
                    + new String(b, s, lim - s, StandardCharsets.US_ASCII)
                    + "' (no line end: the file was cut short)");
        }
        byte c = b[p];
        if (c == '\r' && p + 1 < lim && b[p + 1] == '\n' && p > s) {
            p++;
        } else if (c != '\n') {
            throw error(b, count, "not a whole non-negative number of nanoseconds", s, p + 1);
        }
        if (digitsEnd == s) throw error(b, count, "empty line", s, s);
        if (digitsEnd - s > SampleReader.MAX_DIGITS)
            throw error(b, count, "number too long", s, s + SampleReader.MAX_DIGITS + 1);
        cl[count] = s << 5 | (digitsEnd - s);
        return p + 1; // past the LF
    }

    /**
     * Lines of 1-7 digits and their LF, 8 bytes at a time, from {@code p} until a line that needs the general
     * path, the batch is full or fewer than 8 bytes are left. Returns lines found << 32 | the new position.
     */
    private static long fastLines(byte[] b, int p, int lim, int[] cl, int count) {
        int found = 0;
        while (count + found < BATCH && p + 8 <= lim) {
            long w = (long) LONGS.get(b, p);
            long x = w ^ 0x0A0A0A0A0A0A0A0AL;
            long lf = (x - 0x0101010101010101L) & ~x & 0x8080808080808080L;
            // The lowest flagged byte is exactly the first LF (false flags only occur above a true one).
            int k = Long.numberOfTrailingZeros(lf) >>> 3;
            if (k == 0 || k == 8) break;
            long mask = (1L << (k << 3)) - 1;
            long digits = 0x3030303030303030L & mask;
            long d = w & mask;
            // Every byte '0'..'9': high nibble 3, and still 3 after adding 6 (no byte above '9').
            if ((d & 0xF0F0F0F0F0F0F0F0L) != digits
                    || ((d + (0x0606060606060606L & mask)) & 0xF0F0F0F0F0F0F0F0L) != digits) break;
            cl[count + found++] = p << 5 | k;
            p += k + 1;
        }
        return (long) found << 32 | p;
    }

    private ToolException error(byte[] b, int index, String what, int from, int to) {
        // Show the whole offending line (up to 40 characters) so it can be found.
        while (to < limit && to - from < 40 && b[to] != '\n' && b[to] != '\r') to++;
        String text = new String(b, from, Math.max(0, Math.min(to, limit) - from), StandardCharsets.US_ASCII);
        return ToolException.data(
                file + ":" + (linesBefore + index + 1) + ": " + what + (text.isEmpty() ? "" : ": '" + text + "'"));
    }

    byte[] buffer(int slot) {
        return buf[slot];
    }

    /** Per line of the slot's batch: start offset << 5 | length. */
    int[] cells(int slot) {
        return cells[slot];
    }

    /** Lines read in all batches so far, the latest included. */
    long lines() {
        return linesBefore + lines;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
