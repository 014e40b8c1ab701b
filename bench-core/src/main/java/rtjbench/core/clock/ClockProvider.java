package rtjbench.core.clock;

/** One way to read time, which may or may not work on this VM and machine. */
public interface ClockProvider {
    /** The {@code clock} argument value: nanotime, tsc, tsc-serial. */
    String name();

    /** Null where the clock works here, otherwise why it does not (shown to the user, recorded). */
    String unavailableReason();

    /**
     * Null where the clock can be trusted here; otherwise why not (a TSC that is not invariant). Such a
     * clock is used only where the run forces it ({@code clock_force=true}), and never by {@code auto}
     * unless forced.
     */
    default String distrustReason() {
        return null;
    }

    /** Makes the clock ready: loads it, calibrates it. Only called where {@link #unavailableReason()} is null. */
    ClockSource open() throws Exception;
}
