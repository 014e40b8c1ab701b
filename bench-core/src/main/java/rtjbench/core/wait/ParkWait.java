package rtjbench.core.wait;

import java.util.concurrent.locks.LockSupport;

/**
 * {@code park}: the thread blocks in {@code LockSupport.park} (a futex wait) and the other thread unparks it;
 * toward a deadline it parks for the time left. No CPU while waiting, a kernel wake-up on the way out.
 */
final class ParkWait implements WaitStrategy {
    private final Object blocker;

    ParkWait(Object blocker) {
        this.blocker = blocker;
    }

    @Override
    public String name() {
        return WaitStrategies.PARK;
    }

    @Override
    public boolean needsWakeUp() {
        return true;
    }

    @Override
    public void idle() {
        LockSupport.park(blocker);
    }

    @Override
    public void idleAtMost(long nanosLeft) {
        LockSupport.parkNanos(blocker, nanosLeft);
    }

    @Override
    public void reset() {}
}
