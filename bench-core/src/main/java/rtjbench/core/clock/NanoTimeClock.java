package rtjbench.core.clock;

/** {@code System.nanoTime()}: on Linux, CLOCK_MONOTONIC through the vDSO. One tick is one nanosecond. */
public final class NanoTimeClock implements Clock, ClockLoops {
    @Override
    public long startTicks() {
        return System.nanoTime();
    }

    @Override
    public long endTicks() {
        return System.nanoTime();
    }

    @Override
    public long readBatch(int reads) {
        long sum = 0;
        for (int i = 0; i < reads; i++) {
            sum += startTicks();
        }
        return sum;
    }

    @Override
    public void emptyRegions(long[] ticks, int n) {
        for (int i = 0; i < n; i++) {
            long start = startTicks();
            ticks[i] = endTicks() - start;
        }
    }
}
