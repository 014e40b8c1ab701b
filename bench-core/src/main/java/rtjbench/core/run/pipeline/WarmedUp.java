package rtjbench.core.run.pipeline;

/**
 * The test threads' count of warm-ups still running, and when the last one ended (a duration counts from there).
 * A thread counts down as it crosses into its measured loop, where any call into the JDK would be one the JIT may
 * compile right then; so this is a monitor and two fields, not a {@code CountDownLatch}: the crossing runs no
 * library method at all.
 */
final class WarmedUp {
    private int left;
    private long allAtNanos;

    WarmedUp(int threads) {
        this.left = threads;
    }

    /** One thread ended its warm-up (or its run, where it never got that far). */
    synchronized void countDown() {
        if (left > 0) {
            left--;
            if (left == 0) {
                allAtNanos = System.nanoTime();
                notifyAll();
            }
        }
    }

    /** Waits up to {@code millis} for every thread's warm-up to end; true once it has. */
    synchronized boolean await(long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000L;
        while (left > 0) {
            long rest = end - System.nanoTime();
            if (rest <= 0) {
                return false;
            }
            wait(Math.max(1, rest / 1_000_000L));
        }
        return true;
    }

    /** System.nanoTime when the last thread ended its warm-up; 0 before. */
    synchronized long allAtNanos() {
        return allAtNanos;
    }
}
