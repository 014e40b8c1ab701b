package rtjbench.core.wait;

/**
 * {@code spin}: a busy loop that looks again at once, with the CPU's spin-wait hint ({@link OnSpinWait}) in
 * each turn. The fastest hand-off and a whole CPU for the waiter, which must have its CPU to itself: nothing
 * else can run there while it spins (under SCHED_FIFO, ever).
 */
final class SpinWait implements WaitStrategy {
    SpinWait() {
        OnSpinWait.prepare();
    }

    @Override
    public String name() {
        return WaitStrategies.SPIN;
    }

    @Override
    public boolean needsWakeUp() {
        return false;
    }

    @Override
    public void idle() {
        OnSpinWait.hint();
    }

    @Override
    public void idleAtMost(long nanosLeft) {
        OnSpinWait.hint();
    }

    @Override
    public void reset() {}
}
