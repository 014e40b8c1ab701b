package rtjbench.events.cpmd;

/**
 * The body of the {@code preempt} disturbance: a higher-priority thread on the test thread's CPU reads one int
 * of every cache line of its own buffer, in order (the fastest way to pass a buffer through the caches, which
 * is all a polluter has to do), and blocks again. Its buffer is made before the run.
 */
final class Polluter implements Runnable {
    @SuppressWarnings("unused") // written, never read: the write keeps the work from being optimised away
    private static volatile int sink;

    private final int[] buffer;
    private final int step;

    Polluter(long bytes, int lineBytes) {
        if (bytes / 4 > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("polluter_bytes=" + bytes + " does not fit one Java int array");
        }
        this.buffer = new int[(int) Math.max(1, bytes / 4)];
        this.step = Math.max(1, lineBytes / 4);
        for (int i = 0; i < buffer.length; i += step) {
            buffer[i] = i; // touched once here, so its pages exist before the run
        }
    }

    /** Lines walked by one call of {@link #walk}: a pass is many calls, so the JIT compiles the walk early. */
    static final int LINES_PER_CALL = 4096;

    /**
     * One pass, a call of {@link #walk} per {@link #LINES_PER_CALL} lines: a single loop over the whole buffer,
     * run once a job, would reach the JIT's top tier only through on-stack replacement and then be compiled again
     * as a whole method at some later job, possibly a measured one; a walk called thousands of times in the
     * warm-up is compiled there, once.
     */
    @Override
    public void run() {
        int[] b = buffer;
        int chunk = LINES_PER_CALL * step;
        int sum = 0;
        for (int from = 0; from < b.length; from += chunk) {
            sum += walk(b, from, Math.min(b.length, from + chunk), step);
        }
        if (sum == 42) {
            sink = sum; // practically never: keeps the reads
        }
    }

    private static int walk(int[] b, int from, int to, int step) {
        int sum = 0;
        for (int i = from; i < to; i += step) {
            sum += b[i];
        }
        return sum;
    }

    long bytes() {
        return buffer.length * 4L;
    }
}
