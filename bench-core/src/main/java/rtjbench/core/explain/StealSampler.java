package rtjbench.core.explain;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.os.CpuList;

/**
 * The hypervisor's steal time of the measured CPUs, read from {@code /proc/stat} every
 * {@value #INTERVAL_NANOS} ns by a plain thread placed away from the test threads: each time a CPU's steal
 * count grew, the two read times around the growth and the growth go into a preallocated ring of
 * {@value #CAPACITY} entries (the newest win). {@code /proc/stat} counts in USER_HZ ticks (10 ms on Linux),
 * so a growth says "between these two reads the CPU's steal passed another 10 ms step": the tools match a
 * late release against the growth that followed it. Reading allocates nothing after the start.
 */
public final class StealSampler {
    static final long INTERVAL_NANOS = 1_000_000L;
    static final int CAPACITY = 1 << 16;
    /** USER_HZ: the unit of /proc/stat on every Linux architecture the suite runs on. */
    static final long NANOS_PER_TICK = 10_000_000L;

    private final Path stat;
    private final int[] cpus;
    private final long[] last;
    private final long[] from = new long[CAPACITY];
    private final long[] to = new long[CAPACITY];
    private final int[] cpuOf = new int[CAPACITY];
    private final long[] grew = new long[CAPACITY];
    private final byte[] buffer = new byte[1 << 16];
    private long entries;
    /** Reads made so far; volatile for {@link #reads()}, written once a millisecond by the sampler alone. */
    private volatile long reads;

    private volatile boolean recording;
    private volatile boolean stopped;
    private Thread thread;

    StealSampler(Path stat, CpuList cpus) {
        this.stat = stat;
        this.cpus = new int[cpus.size()];
        for (int i = 0; i < cpus.size(); i++) {
            this.cpus[i] = cpus.get(i);
        }
        this.last = new long[this.cpus.length];
    }

    /** Starts the sampling thread; {@code placement} runs first in it (away from the test threads). */
    void start(final Runnable placement) throws IOException {
        final RandomAccessFile file = new RandomAccessFile(stat.toFile(), "r");
        long[] now = new long[cpus.length];
        if (!read(file, now)) {
            file.close();
            throw new IOException(stat + " has no steal column for CPUs " + java.util.Arrays.toString(cpus));
        }
        System.arraycopy(now, 0, last, 0, now.length);
        thread = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        placement.run();
                        sample(file);
                    }
                },
                "rtjbench-steal");
        thread.setDaemon(true);
        thread.start();
    }

    private void sample(RandomAccessFile file) {
        long[] now = new long[cpus.length];
        long previous = System.nanoTime();
        try {
            while (!stopped) {
                LockSupport.parkNanos(INTERVAL_NANOS);
                long t = System.nanoTime();
                if (!read(file, now)) {
                    continue;
                }
                reads++;
                for (int i = 0; i < cpus.length; i++) {
                    if (now[i] != last[i]) {
                        if (recording) {
                            int slot = (int) (entries++ % CAPACITY);
                            from[slot] = previous;
                            to[slot] = t;
                            cpuOf[slot] = cpus[i];
                            grew[slot] = (now[i] - last[i]) * NANOS_PER_TICK;
                        }
                        last[i] = now[i];
                    }
                }
                previous = t;
            }
        } finally {
            try {
                file.close();
            } catch (IOException e) {
                // read-only
            }
        }
    }

    /** Reads the steal column of each CPU into {@code out}; false where the file did not have them all. */
    private boolean read(RandomAccessFile file, long[] out) {
        int n;
        try {
            file.seek(0);
            n = 0;
            int r;
            while (n < buffer.length && (r = file.read(buffer, n, buffer.length - n)) > 0) {
                n += r;
            }
        } catch (IOException e) {
            return false;
        }
        int found = 0;
        int i = 0;
        while (i < n) {
            // a line "cpuN user nice system idle iowait irq softirq steal ..."
            if (i + 3 < n
                    && buffer[i] == 'c'
                    && buffer[i + 1] == 'p'
                    && buffer[i + 2] == 'u'
                    && isDigit(buffer[i + 3])) {
                int j = i + 3;
                int cpu = 0;
                while (j < n && isDigit(buffer[j])) {
                    cpu = cpu * 10 + (buffer[j++] - '0');
                }
                int index = indexOf(cpu);
                if (index >= 0) {
                    long value = -1;
                    for (int field = 0; field < 8 && j < n; field++) {
                        while (j < n && buffer[j] == ' ') {
                            j++;
                        }
                        long v = 0;
                        while (j < n && isDigit(buffer[j])) {
                            v = v * 10 + (buffer[j++] - '0');
                        }
                        value = v;
                    }
                    out[index] = value;
                    found++;
                }
            }
            while (i < n && buffer[i] != '\n') {
                i++;
            }
            i++;
        }
        return found == cpus.length;
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }

    private int indexOf(int cpu) {
        for (int i = 0; i < cpus.length; i++) {
            if (cpus[i] == cpu) {
                return i;
            }
        }
        return -1;
    }

    /** How many times the file has been read so far. */
    long reads() {
        return reads;
    }

    /** From now on growths are kept (the measured phase began). */
    void record() {
        recording = true;
    }

    /** Stops the thread and writes the growths, oldest first: {@code cpu,from_ns,to_ns,steal_ns}. */
    void finish(Path file) throws IOException {
        stopped = true;
        if (thread != null) {
            try {
                thread.join(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        StringBuilder sb = new StringBuilder("cpu,from_ns,to_ns,steal_ns\n");
        long first = Math.max(0, entries - CAPACITY);
        for (long e = first; e < entries; e++) {
            int s = (int) (e % CAPACITY);
            sb.append(cpuOf[s])
                    .append(',')
                    .append(from[s])
                    .append(',')
                    .append(to[s])
                    .append(',')
                    .append(grew[s])
                    .append('\n');
        }
        Files.write(file, sb.toString().getBytes(StandardCharsets.UTF_8));
    }

    Map<String, Object> toMetadata() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("source", stat.toString());
        m.put("cpus", CpuList.of(cpus).toString());
        m.put("interval_ns", INTERVAL_NANOS);
        m.put("unit_ns", NANOS_PER_TICK);
        m.put("reads", reads);
        m.put("growths", entries);
        m.put("growths_lost", Math.max(0, entries - CAPACITY));
        return m;
    }
}
