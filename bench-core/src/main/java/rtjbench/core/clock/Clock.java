package rtjbench.core.clock;

/**
 * The hot-path face of a clock: two reads around a timed region, in the clock's own ticks. A serialising
 * clock fences differently at the start (nothing before may drift in) and at the end (the region must have
 * finished); a plain clock reads the same way at both ends. Ticks become nanoseconds after the run, through
 * the {@link ClockSource} that made the clock.
 */
public interface Clock {
    long startTicks();

    long endTicks();
}
