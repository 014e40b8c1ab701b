package rtjbench.core.clock;

/**
 * Back-to-back loops that a clock class carries itself, so that each loop's call to
 * {@link Clock#startTicks()} sees exactly one receiver class and the JIT inlines it. One shared loop over
 * many clock classes turns megamorphic after the third class and then measures interface dispatch
 * (a few ns) instead of the clock: a timer that reads nanotime, tsc and tsc-serial through one loop would
 * blame the later clocks for the dispatch. Every clock of this package implements it; a clock that does
 * not is measured through a shared loop (see {@link ReadCost}).
 */
public interface ClockLoops {
    /**
     * Reads the clock {@code reads} times back to back (for a serialising clock: start and end reads
     * alternating) and returns a value computed from all reads, so none can be removed.
     */
    long readBatch(int reads);

    /**
     * Records {@code n} empty timed regions, each [startTicks, endTicks] with nothing between, as
     * tick differences into {@code ticks[0..n)}.
     */
    void emptyRegions(long[] ticks, int n);
}
