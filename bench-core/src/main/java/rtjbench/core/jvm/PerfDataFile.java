package rtjbench.core.jvm;

import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;

/**
 * HotSpot's performance counters read from the file the VM shares them through, {@code /tmp/hsperfdata_<user>/<pid>}
 * (what jstat and jcmd PerfCounter.print read). HotSpot's internal management beans read the same counters
 * ({@code sun.rt.safepoints}, {@code sun.ci.totalCompiles}, ...), but reaching them takes {@code --add-exports
 * java.management/sun.management}, and that option costs every VM it is given to its archived module graph: a
 * start 3 s longer under {@code -Xcomp}, which compiles the module system's boot code method by method. The file
 * needs no option and is there on any HotSpot from Java 8 that keeps its default {@code -XX:+UsePerfData}.
 *
 * <p>The file is mapped once; a counter is a fixed offset into the live mapping, so reading one is a single load.
 * The layout read is HotSpot's {@code PerfDataPrologue} (magic {@code 0xcafec0c0}, byte order, version 2, the
 * entries' offset and number) and {@code PerfDataEntry} (length, name offset, vector length, type, data offset).
 */
final class PerfDataFile {
    private static final int MAGIC = 0xcafec0c0;
    private static final int SUPPORTED_MAJOR = 2;
    private static final byte TYPE_LONG = 'J';

    private final ByteBuffer data;
    private final Map<String, Integer> longOffsets;
    private final Path file;
    /** Where the counters are read through the file rather than a mapping ({@link #ofThisVmUnmapped}); else null. */
    private final RandomAccessFile reads;

    private final byte[] word = new byte[8];

    private PerfDataFile(ByteBuffer data, Map<String, Integer> longOffsets, Path file) {
        this(data, longOffsets, file, null);
    }

    private PerfDataFile(ByteBuffer data, Map<String, Integer> longOffsets, Path file, RandomAccessFile reads) {
        this.data = data;
        this.longOffsets = longOffsets;
        this.file = file;
        this.reads = reads;
    }

    /**
     * This VM's file, its counters read through it with java.io (a seek and eight bytes a counter) instead of a
     * mapping: what a lean fork watches its warm-up with. Mapping a file takes a lambda in JDK 17's channel code,
     * and with it the JDK's method-handle machinery, which under {@code -Xcomp} is seconds of compiling.
     */
    static PerfDataFile ofThisVmUnmapped() throws IOException {
        Path file = fileOfThisVm();
        RandomAccessFile in = new RandomAccessFile(file.toFile(), "r");
        try {
            byte[] image = new byte[(int) in.length()];
            in.readFully(image);
            PerfDataFile indexed = parse(ByteBuffer.wrap(image), file);
            return new PerfDataFile(indexed.data, indexed.longOffsets, file, in);
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }

    /** This VM's file, read; throws with the reason where there is none to read. */
    static PerfDataFile ofThisVm() throws IOException {
        Path file = fileOfThisVm();
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            MappedByteBuffer mapped = channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size());
            return parse(mapped, file);
        }
    }

    private static Path fileOfThisVm() throws IOException {
        String pid = Long.toString(ThisVm.pid());
        Path file = Paths.get("/tmp", "hsperfdata_" + System.getProperty("user.name", ""), pid);
        if (!file.toFile().isFile()) {
            file = underAnyUser(pid); // HotSpot names the folder after the effective user; user.name may differ
        }
        if (file == null) {
            throw new IOException("no /tmp/hsperfdata_*/" + pid + " (not HotSpot, or run with -XX:-UsePerfData or"
                    + " -XX:+PerfDisableSharedMem)");
        }
        return file;
    }

    private static Path underAnyUser(String pid) {
        File[] folders = new File("/tmp").listFiles();
        if (folders != null) {
            for (File folder : folders) {
                File candidate = new File(folder, pid);
                if (folder.getName().startsWith("hsperfdata_") && candidate.isFile()) {
                    return candidate.toPath();
                }
            }
        }
        return null;
    }

    /** Indexes the long counters of a perf-data image; throws naming what is not HotSpot's layout. */
    static PerfDataFile parse(ByteBuffer image, Path file) throws IOException {
        ByteBuffer b = image.duplicate().order(ByteOrder.BIG_ENDIAN);
        if (b.limit() < 32 || b.getInt(0) != MAGIC) {
            throw new IOException(file + " is not HotSpot perf data (no 0xcafec0c0 at its start)");
        }
        b.order(b.get(4) == 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
        int major = b.get(5);
        if (major != SUPPORTED_MAJOR) {
            throw new IOException(file + " is perf data version " + major + ", the suite reads version 2");
        }
        int entryOffset = b.getInt(24);
        int entries = b.getInt(28);
        Map<String, Integer> longs = new HashMap<>();
        int at = entryOffset;
        for (int i = 0; i < entries; i++) {
            if (at < 0 || at + 20 > b.limit()) {
                throw new IOException(file + ": entry " + i + " of " + entries + " lies outside the file");
            }
            int length = b.getInt(at);
            int nameOffset = b.getInt(at + 4);
            int vectorLength = b.getInt(at + 8);
            byte type = b.get(at + 12);
            int dataOffset = b.getInt(at + 16);
            if (length <= 0) {
                throw new IOException(file + ": entry " + i + " has length " + length);
            }
            if (vectorLength == 0 && type == TYPE_LONG && at + dataOffset + 8 <= b.limit()) {
                longs.put(name(b, at + nameOffset, at + length), at + dataOffset);
            }
            at += length;
        }
        return new PerfDataFile(b, longs, file);
    }

    private static String name(ByteBuffer b, int from, int limit) {
        int end = from;
        while (end < limit && b.get(end) != 0) {
            end++;
        }
        byte[] bytes = new byte[end - from];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = b.get(from + i);
        }
        return new String(bytes, StandardCharsets.US_ASCII);
    }

    /** Whether the file has the long counter {@code name}. */
    boolean has(String name) {
        return longOffsets.containsKey(name);
    }

    /** The counter's value now; the counter must exist ({@link #has}). */
    long get(String name) {
        Integer offset = longOffsets.get(name);
        if (offset == null) {
            throw new IllegalArgumentException(file + " has no long counter " + name);
        }
        if (reads == null) {
            return data.getLong(offset);
        }
        synchronized (word) {
            try {
                reads.seek(offset);
                reads.readFully(word);
            } catch (IOException e) {
                throw new IllegalStateException(file + ": counter " + name + " could not be read: " + e, e);
            }
            long v = 0;
            boolean little = data.order() == ByteOrder.LITTLE_ENDIAN;
            for (int i = 0; i < 8; i++) {
                v = (v << 8) | (word[little ? 7 - i : i] & 0xff);
            }
            return v;
        }
    }

    @Override
    public String toString() {
        return file.toString();
    }
}
