package rtjbench.core.clock;

/** {@code System.nanoTime()}: on Linux, CLOCK_MONOTONIC through the vDSO. One tick is one nanosecond. */
public final class NanoTimeClock implements Clock {
    @Override
    public long startTicks() {
        return System.nanoTime();
    }

    @Override
    public long endTicks() {
        return System.nanoTime();
    }
}
