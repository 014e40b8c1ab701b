package rtjbench.core.wait;

/**
 * {@code yield}: {@code Thread.yield} ({@code sched_yield}) in a loop. The thread stays runnable and looks
 * again after every yield: other threads of its CPU (at its priority under SCHED_FIFO) run in between, so it
 * shares its CPU where the handler is on it, but burns what nobody else wants.
 */
final class YieldWait implements WaitStrategy {
    @Override
    public String name() {
        return WaitStrategies.YIELD;
    }

    @Override
    public boolean needsWakeUp() {
        return false;
    }

    @Override
    public void idle() {
        Thread.yield();
    }

    @Override
    public void idleAtMost(long nanosLeft) {
        Thread.yield();
    }

    @Override
    public void reset() {}
}
