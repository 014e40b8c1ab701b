package rtjbench.core.wait;

/**
 * A config's {@code wait_strategy} with its backoff counts, from which each waiting thread makes its own
 * {@link WaitStrategy} (backoff keeps a phase per thread).
 */
public final class WaitChoice {
    /** Today's default: park, woken by unpark. */
    public static final WaitChoice PARK = new WaitChoice(WaitStrategies.PARK, 0, 0, 1, 1);

    private final String name;
    private final long spins;
    private final long yields;
    private final long minParkNanos;
    private final long maxParkNanos;

    public WaitChoice(String name, long spins, long yields, long minParkNanos, long maxParkNanos) {
        this.name = name;
        this.spins = spins;
        this.yields = yields;
        this.minParkNanos = minParkNanos;
        this.maxParkNanos = maxParkNanos;
        newStrategy(this); // refuses an unknown name or bad counts here, not in the waiting thread
    }

    public String name() {
        return name;
    }

    /** Whether waiting threads never leave their CPU to others (spin, yield). */
    public boolean busy() {
        return WaitStrategies.busy(name);
    }

    /** A strategy for one waiting thread. Cold path. */
    public WaitStrategy newStrategy(Object blocker) {
        return WaitStrategies.newStrategy(name, spins, yields, minParkNanos, maxParkNanos, blocker);
    }

    @Override
    public String toString() {
        return name;
    }
}
