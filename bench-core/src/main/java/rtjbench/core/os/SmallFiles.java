package rtjbench.core.os;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The small text files of /proc and /sys, read with java.io alone. What a cold fork reads before its first event is
 * read this way: the first use of {@code java.nio.file} in a fresh VM starts its file system, native library and
 * channels, about 0.3 s of compiling under {@code -Xcomp}, and the events would find it done.
 */
public final class SmallFiles {
    private SmallFiles() {}

    /** The whole of {@code file} as UTF-8 text. */
    public static String text(File file) throws IOException {
        try (InputStream in = new FileInputStream(file)) {
            return new String(bytes(in), StandardCharsets.UTF_8);
        }
    }

    /** What {@code in} holds to its end (a resource, a small file), which stays open. */
    public static byte[] bytes(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        byte[] buffer = new byte[4096];
        int n;
        while ((n = in.read(buffer)) > 0) {
            bytes.write(buffer, 0, n);
        }
        return bytes.toByteArray();
    }

    /** {@code file}'s lines, without their line feeds (a carriage return before one is dropped too). */
    public static List<String> lines(File file) throws IOException {
        String text = text(file);
        List<String> lines = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            int cut = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
            lines.add(text.substring(start, cut));
            start = end + 1;
        }
        return lines;
    }
}
