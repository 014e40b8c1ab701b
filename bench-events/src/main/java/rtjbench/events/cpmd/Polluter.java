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

    @Override
    public void run() {
        int[] b = buffer;
        int sum = 0;
        for (int i = 0; i < b.length; i += step) {
            sum += b[i];
        }
        if (sum == 42) {
            sink = sum; // practically never: keeps the reads
        }
    }

    long bytes() {
        return buffer.length * 4L;
    }
}
