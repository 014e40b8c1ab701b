package rtjbench.events;

import rtjbench.core.wait.WaitChoice;
import rtjbench.core.wait.WaitStrategies;
import rtjbench.core.wait.WaitStrategy;

/**
 * A periodic thread's wait for its next release in a wait strategy other than park: it looks at
 * {@code System.nanoTime} and, while the release is ahead, yields, spins or backs off (a backoff park never
 * sleeps past the release). Made in the periodic thread; allocation-free.
 */
final class WaitingTime implements Periodic.TimeBase {
    private final WaitStrategy wait;

    WaitingTime(WaitStrategy wait) {
        this.wait = wait;
    }

    /** Park keeps parkNanos to the deadline ({@link Periodic.SystemTime}); the others wait here. */
    static Periodic.TimeBase of(WaitChoice choice) {
        return WaitStrategies.PARK.equals(choice.name())
                ? Periodic.SystemTime.INSTANCE
                : new WaitingTime(choice.newStrategy(WaitingTime.class));
    }

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    @Override
    public long sleepUntil(long deadline) {
        long now;
        while ((now = System.nanoTime()) - deadline < 0) {
            wait.idleAtMost(deadline - now);
        }
        wait.reset();
        return now;
    }

    @Override
    public String describe() {
        return "wait_strategy=" + wait.name() + " until an absolute System.nanoTime deadline";
    }
}
