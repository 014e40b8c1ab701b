package rtjbench.core.wait;

/**
 * One thread's way of waiting for a condition another thread makes true (an event released, a completion
 * notice) or for a deadline, in the manner of Agrona's {@code IdleStrategy}: the waiter looks at its condition,
 * calls {@link #idle()} while it is false, and {@link #reset()} once it came true. One instance per waiting
 * thread (backoff keeps its phase), made before the timed loop; {@link #idle()} allocates nothing.
 */
public interface WaitStrategy {
    /** Its {@code wait_strategy} name: park, yield, backoff or spin. */
    String name();

    /**
     * Whether the thread that makes the condition true must unpark the waiter: true for {@code park}, which
     * blocks until woken; the others look again on their own (backoff's parks are bounded by its sleeps).
     */
    boolean needsWakeUp();

    /** One turn of waiting for another thread; a park has no timeout (the other thread unparks). */
    void idle();

    /**
     * One turn of waiting for a deadline {@code nanosLeft} away on {@code System.nanoTime}: a park sleeps at
     * most that long.
     */
    void idleAtMost(long nanosLeft);

    /** The condition came true: the next wait starts from the first phase. */
    void reset();
}
