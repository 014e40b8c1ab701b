package rtjbench.core.wait;

import java.util.concurrent.locks.LockSupport;

/**
 * {@code backoff}, after Agrona's {@code BackoffIdleStrategy}: the first {@code spins} turns of a wait spin
 * (with the spin-wait hint), the next {@code yields} turns yield, and every turn after that parks for a time
 * that starts at {@code minPark} and doubles each turn up to {@code maxPark}. Nobody unparks it: a wait that
 * reached the parks ends within one sleep of its condition coming true, which bounds what a quiet spell costs
 * in latency, while a busy one stays in the spins. {@link #reset()} (the condition came true) starts again
 * with the spins. Toward a deadline a park never sleeps past it.
 */
final class BackoffWait implements WaitStrategy {
    /** What one turn does; the real one spins, yields and parks, a test's records and advances a fake clock. */
    interface Turns {
        void spin();

        void yieldCpu();

        void parkNanos(long nanos);
    }

    static final Turns REAL = new Turns() {
        @Override
        public void spin() {
            OnSpinWait.hint();
        }

        @Override
        public void yieldCpu() {
            Thread.yield();
        }

        @Override
        public void parkNanos(long nanos) {
            LockSupport.parkNanos(this, nanos);
        }
    };

    private final long maxSpins;
    private final long maxYields;
    private final long minPark;
    private final long maxPark;
    private final Turns turns;
    private long spins;
    private long yields;
    private long park;

    BackoffWait(long spins, long yields, long minParkNanos, long maxParkNanos, Turns turns) {
        if (spins < 0 || yields < 0 || minParkNanos < 1 || maxParkNanos < minParkNanos) {
            throw new IllegalArgumentException("backoff needs spins, yields >= 0 and 1 <= min park <= max park, was "
                    + spins + ", " + yields + ", " + minParkNanos + ", " + maxParkNanos);
        }
        this.maxSpins = spins;
        this.maxYields = yields;
        this.minPark = minParkNanos;
        this.maxPark = maxParkNanos;
        this.turns = turns;
        OnSpinWait.prepare();
        reset();
    }

    @Override
    public String name() {
        return WaitStrategies.BACKOFF;
    }

    @Override
    public boolean needsWakeUp() {
        return false;
    }

    @Override
    public void idle() {
        idleAtMost(Long.MAX_VALUE);
    }

    @Override
    public void idleAtMost(long nanosLeft) {
        if (spins < maxSpins) {
            spins++;
            turns.spin();
        } else if (yields < maxYields) {
            yields++;
            turns.yieldCpu();
        } else {
            turns.parkNanos(Math.min(park, nanosLeft));
            park = Math.min(maxPark, park * 2);
        }
    }

    @Override
    public void reset() {
        spins = 0;
        yields = 0;
        park = minPark;
    }
}
