package rtjbench.events.cpmd;

import java.util.Random;

/**
 * A working set walked one cache line at a time in a fixed pseudo-random order. The buffer is an
 * {@code int[]}; the first int of every line holds the index of the next line's first int, and following
 * those links from line 0 visits every line exactly once before it comes back to line 0. The order is a
 * shuffled list of the lines chained into one cycle, built before anything is timed from a fixed seed, so
 * every run walks the same order.
 * <p>
 * Each step is a load whose address comes from the previous load: the CPU cannot run ahead and no prefetcher
 * can guess the next line, so a pass pays one full cache access, or miss, per line. (Seed 004's CPMD test
 * reads its array in order and says the prefetcher hides most misses; this walk does not let it.)
 */
final class LineWalk {
    /** The order's seed: fixed, so runs and machines walk alike. */
    static final long SEED = 0x5EEDCAFEL;

    private final int[] links;
    private final int lines;
    private final int lineBytes;

    LineWalk(long bytes, int lineBytes) {
        this(bytes, lineBytes, SEED);
    }

    LineWalk(long bytes, int lineBytes, long seed) {
        if (lineBytes < 4 || lineBytes % 4 != 0) {
            throw new IllegalArgumentException(
                    "cache line of " + lineBytes + " bytes: must be a positive multiple of 4");
        }
        long count = bytes / lineBytes;
        if (count < 2) {
            throw new IllegalArgumentException(bytes + " bytes hold fewer than two " + lineBytes + "-byte lines");
        }
        if (count * (lineBytes / 4) > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException(bytes + " bytes do not fit one Java int array");
        }
        int step = lineBytes / 4;
        this.lines = (int) count;
        this.lineBytes = lineBytes;
        this.links = new int[lines * step];
        int[] order = shuffledLines(lines, seed);
        for (int i = 0; i < lines; i++) {
            links[order[i] * step] = order[(i + 1) % lines] * step;
        }
    }

    /** Line 0 first, then the other lines in a pseudo-random order (Fisher-Yates over 1..lines-1). */
    static int[] shuffledLines(int lines, long seed) {
        int[] order = new int[lines];
        for (int i = 0; i < lines; i++) {
            order[i] = i;
        }
        Random random = new Random(seed);
        for (int i = lines - 1; i > 1; i--) {
            int j = 1 + random.nextInt(i);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    /**
     * One pass: every line once, in the walk's order. Returns where it ended (line 0 again) so the loads
     * cannot be dropped as dead. Allocation-free.
     */
    int pass() {
        int[] l = links;
        int at = 0;
        for (int i = lines; i > 0; i--) {
            at = l[at];
        }
        return at;
    }

    /** The lines in the order a pass visits them, starting at line 0. Cold path (tests, checks). */
    int[] visitOrder() {
        int step = lineBytes / 4;
        int[] order = new int[lines];
        int at = 0;
        for (int i = 0; i < lines; i++) {
            order[i] = at / step;
            at = links[at];
        }
        return order;
    }

    int lines() {
        return lines;
    }

    int lineBytes() {
        return lineBytes;
    }

    /** The bytes the walk covers: whole lines only. */
    long bytes() {
        return (long) lines * lineBytes;
    }
}
