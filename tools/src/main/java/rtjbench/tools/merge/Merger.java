package rtjbench.tools.merge;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import rtjbench.tools.results.RunDir;
import rtjbench.tools.results.SampleCounts;
import rtjbench.tools.results.SampleReader;
import rtjbench.tools.results.ThreadFile;
import rtjbench.tools.stats.Csv;

/**
 * Per-thread sample files to one CSV, one column a thread, row k holding sample k of each thread: the
 * seed's "separate tool". Streams: two batches of {@link LineBatches#BATCH} lines per thread and one output
 * buffer, so memory is O(threads) whatever the number of samples. Digits are checked and copied as bytes,
 * never parsed (8 bytes at a time where a line fits in a word). Two scanner threads read and check the next
 * batch of half the files each while this thread copies the previous batch out, so merge keeps up with
 * {@code paste -d,} (tools/bench/merge-vs-paste.sh). A shorter thread leaves empty cells;
 * nothing is cut.
 */
public final class Merger {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** Threads reading and checking the files while the merging thread copies: the machines we run on have 2+ cores. */
    private static final int SCANNERS = 2;

    private Merger() {}

    /** A scanner's part of a batch: its slot and its most lines in a file. {@code rows == 0}: its files ended. */
    private record Batch(int slot, int rows, RuntimeException error) {}

    /** Writes the merged CSV of {@code run} to {@code out}; returns the number of data rows. */
    public static long merge(RunDir run, OutputStream out) throws IOException {
        List<ThreadFile> threads = run.threads();
        int n = threads.size();
        LineBatches[] readers = new LineBatches[n];
        List<Thread> scanners = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++)
                readers[i] = new LineBatches(threads.get(i).file());
            StringBuilder header = new StringBuilder();
            for (int i = 0; i < n; i++)
                header.append(i == 0 ? "" : ",").append(Csv.field(threads.get(i).name()));
            out.write(header.append('\n').toString().getBytes(StandardCharsets.UTF_8));
            int[][] counts = new int[LineBatches.SLOTS][n];
            HandOver handOver = startScanners(readers, counts, scanners);
            long rows = copyOut(readers, counts, handOver, out);
            for (Thread t : scanners) {
                t.interrupt();
                t.join();
            }
            for (int i = 0; i < n; i++) SampleCounts.check(threads.get(i), readers[i].lines());
            return rows;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("merge interrupted");
        } finally {
            for (Thread t : scanners) t.interrupt();
            for (LineBatches r : readers) if (r != null) r.close();
        }
    }

    /** The scanners' hand-over queues: scanner k fills the slots of {@code free.get(k)} into {@code full.get(k)}. */
    private record HandOver(List<BlockingQueue<Integer>> free, List<BlockingQueue<Batch>> full) {}

    /**
     * Starts the scanners (added to {@code scanners} as they are made, so the caller stops them on every way out).
     * Scanner k reads files k, k+S, k+2S...; each has its own hand-over queues, and slot s of every reader is
     * filled by the scanners together before the batch is copied out.
     */
    private static HandOver startScanners(LineBatches[] readers, int[][] counts, List<Thread> scanners) {
        int scannerCount = Math.min(SCANNERS, readers.length);
        List<BlockingQueue<Integer>> free = new ArrayList<>();
        List<BlockingQueue<Batch>> full = new ArrayList<>();
        for (int k = 0; k < scannerCount; k++) {
            BlockingQueue<Integer> f = new ArrayBlockingQueue<>(LineBatches.SLOTS);
            for (int slot = 0; slot < LineBatches.SLOTS; slot++) f.add(slot);
            free.add(f);
            full.add(new ArrayBlockingQueue<>(LineBatches.SLOTS));
            Thread t = new Thread(
                    new Scanner(readers, k, scannerCount, counts, free.get(k), full.get(k)), "merge-scanner-" + k);
            t.setDaemon(true);
            scanners.add(t);
        }
        for (Thread t : scanners) t.start();
        return new HandOver(free, full);
    }

    /** Copies each batch out as the scanners fill it, until every file has ended; returns the rows written. */
    private static long copyOut(LineBatches[] readers, int[][] counts, HandOver handOver, OutputStream out)
            throws IOException, InterruptedException {
        int n = readers.length;
        int rowMax = n * (SampleReader.MAX_DIGITS + 1) + 1;
        // A whole batch of rows fits: one write per batch.
        byte[] buf = new byte[LineBatches.BATCH * rowMax + LineBatches.SLACK];
        byte[][] src = new byte[n][];
        int[][] cells = new int[n][];
        long rows = 0;
        while (true) {
            int slot = -1;
            int batchRows = 0;
            for (BlockingQueue<Batch> q : handOver.full()) {
                Batch b = q.take();
                if (b.error() != null) throw b.error();
                slot = b.slot();
                batchRows = Math.max(batchRows, b.rows());
            }
            if (batchRows == 0) return rows;
            for (int i = 0; i < n; i++) {
                src[i] = readers[i].buffer(slot);
                cells[i] = readers[i].cells(slot);
            }
            int len = copyBatch(src, cells, counts[slot], batchRows, buf);
            for (BlockingQueue<Integer> f : handOver.free()) f.add(slot);
            out.write(buf, 0, len);
            rows += batchRows;
        }
    }

    /**
     * The hot loop, kept small so the JIT compiles it early: rows of one batch into {@code buf}, a cell
     * copied as whole 8-byte words (at most 18 digits: 3 words); bytes copied past a cell's end are
     * overwritten by what follows, and both buffers have slack for them. Returns the bytes written.
     */
    private static int copyBatch(byte[][] src, int[][] cells, int[] counts, int rows, byte[] buf) {
        int n = src.length;
        int pos = 0;
        for (int r = 0; r < rows; r++) {
            for (int i = 0; i < n; i++) {
                if (i > 0) buf[pos++] = ',';
                if (r < counts[i]) {
                    int cell = cells[i][r];
                    int from = cell >>> 5;
                    int len = cell & 31;
                    byte[] s = src[i];
                    LONGS.set(buf, pos, (long) LONGS.get(s, from));
                    if (len > 8) {
                        LONGS.set(buf, pos + 8, (long) LONGS.get(s, from + 8));
                        if (len > 16) LONGS.set(buf, pos + 16, (long) LONGS.get(s, from + 16));
                    }
                    pos += len;
                }
            }
            buf[pos++] = '\n';
        }
        return pos;
    }

    /**
     * A scanner thread: fills slots of its share of the readers and hands each over, until interrupted.
     * (A class, not a lambda: no invokedynamic bootstrap at start-up.)
     */
    private record Scanner(
            LineBatches[] readers,
            int first,
            int step,
            int[][] counts,
            BlockingQueue<Integer> free,
            BlockingQueue<Batch> full)
            implements Runnable {
        @Override
        public void run() {
            scan(readers, first, step, counts, free, full);
        }
    }

    private static void scan(
            LineBatches[] readers,
            int first,
            int step,
            int[][] counts,
            BlockingQueue<Integer> free,
            BlockingQueue<Batch> full) {
        try {
            while (true) {
                int slot = free.take();
                int rows = 0;
                try {
                    for (int i = first; i < readers.length; i += step) {
                        counts[slot][i] = readers[i].next(slot);
                        rows = Math.max(rows, counts[slot][i]);
                    }
                } catch (IOException e) {
                    full.put(new Batch(slot, rows, new UncheckedIOException(e)));
                    return;
                } catch (RuntimeException e) {
                    full.put(new Batch(slot, rows, e));
                    return;
                }
                // Also after its own files ended (rows 0): the merging thread takes a part from every scanner
                // each round, until all are at the end; it then interrupts the scanners.
                full.put(new Batch(slot, rows, null));
            }
        } catch (InterruptedException e) {
            // The merging thread gave up (an error or a write failure): stop quietly.
        }
    }
}
