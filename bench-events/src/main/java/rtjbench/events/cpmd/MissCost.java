package rtjbench.events.cpmd;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * What one cache miss to memory costs on this machine, for the seed's theoretical CPMD bound (WSS / line
 * size x the cost of one last-level miss; the seed took 200 cycles from the manual): the time of a
 * {@link LineWalk} pass over a buffer far larger than the last-level cache, divided by its lines. Each line
 * then misses every cache (and, on a buffer this size, mostly the TLB too: part of what a migrated or
 * preempted thread pays). The median of three timed passes after one untimed one (which also faults the
 * pages in), on {@code System.nanoTime}, whose ~30 ns reads vanish in a pass of tens of milliseconds.
 * Measured once per process and size, in the first run's test thread, before its start gate.
 */
final class MissCost {
    private static final Map<Long, Double> MEASURED = new HashMap<>();

    @SuppressWarnings("unused") // written, never read: the write keeps the work from being optimised away
    private static volatile int sink;

    private MissCost() {}

    /** Nanoseconds per line of a pass over {@code bytes}; cold path (a second or so the first time). */
    static synchronized double nanosPerLine(long bytes, int lineBytes) {
        Long key = bytes * 1024 + lineBytes;
        Double known = MEASURED.get(key);
        if (known != null) {
            return known;
        }
        LineWalk walk = new LineWalk(bytes, lineBytes);
        int s = walk.pass();
        long[] nanos = new long[3];
        for (int i = 0; i < nanos.length; i++) {
            long start = System.nanoTime();
            s += walk.pass();
            nanos[i] = System.nanoTime() - start;
        }
        sink = s;
        Arrays.sort(nanos);
        double perLine = (double) nanos[1] / walk.lines();
        MEASURED.put(key, perLine);
        return perLine;
    }
}
