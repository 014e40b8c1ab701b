package rtjbench.tools.merge;

import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SampleCounts;
import rtjbench.tools.results.SampleReader;
import rtjbench.tools.results.ThreadFile;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Per-thread sample files to one CSV, one column a thread, row k holding sample k of each thread, the seed's
 * "separate tool". Streams: one read buffer per thread and one output buffer, so memory is O(threads)
 * whatever the number of samples. Digits are copied as bytes (checked, never parsed), which is what makes it
 * as fast as {@code paste -d,}. A shorter thread leaves empty cells; nothing is cut.
 */
public final class Merger {
    private static final int READ_BUFFER = 256 * 1024;
    private static final int WRITE_BUFFER = 1024 * 1024;

    private Merger() {
    }

    /** Writes the merged CSV of {@code run} to {@code out}; returns the number of data rows. */
    public static long merge(RunDir run, OutputStream out) throws IOException {
        List<ThreadFile> threads = run.threads();
        int n = threads.size();
        SampleReader[] readers = new SampleReader[n];
        try {
            for (int i = 0; i < n; i++) readers[i] = new SampleReader(threads.get(i).file(), READ_BUFFER);
            byte[] buf = new byte[Math.max(WRITE_BUFFER, 4 * n * (SampleReader.MAX_DIGITS + 2))];
            int rowMax = n * (SampleReader.MAX_DIGITS + 1) + 1;
            StringBuilder header = new StringBuilder();
            for (int i = 0; i < n; i++) header.append(i == 0 ? "" : ",").append(csvName(threads.get(i).name()));
            out.write(header.append('\n').toString().getBytes(StandardCharsets.UTF_8));

            boolean[] done = new boolean[n];
            long[] counts = new long[n];
            int active = n;
            int pos = 0;
            long rows = 0;
            while (active > 0) {
                if (pos > buf.length - rowMax) {
                    out.write(buf, 0, pos);
                    pos = 0;
                }
                int rowStart = pos;
                boolean any = false;
                for (int i = 0; i < n; i++) {
                    if (i > 0) buf[pos++] = ',';
                    if (done[i]) continue;
                    int next = readers[i].copyLine(buf, pos);
                    if (next < 0) {
                        done[i] = true;
                        active--;
                    } else {
                        pos = next;
                        counts[i]++;
                        any = true;
                    }
                }
                if (!any) {
                    pos = rowStart;
                    break;
                }
                buf[pos++] = '\n';
                rows++;
            }
            out.write(buf, 0, pos);
            for (int i = 0; i < n; i++) SampleCounts.check(threads.get(i), counts[i]);
            return rows;
        } finally {
            for (SampleReader r : readers) if (r != null) r.close();
        }
    }

    private static String csvName(String name) {
        if (name.indexOf(',') < 0 && name.indexOf('"') < 0 && name.indexOf('\n') < 0) return name;
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
