package rtjbench.core.args;

/**
 * How a point starts measuring ({@code start}): {@code warm}, after the warm-up, or {@code cold}, from the first
 * event of a fresh VM. A cold point's forks are cold starts, and one more fork of it runs warm, as the steady
 * state its cold starts are held to: that fork is started with {@value #WARM_REFERENCE_PROPERTY} set, and runs
 * the point as {@code start=warm} would.
 */
public final class StartMode {
    public static final String WARM = "warm";
    public static final String COLD = "cold";

    /** Set by the runner on the warm reference fork of a cold point. */
    public static final String WARM_REFERENCE_PROPERTY = "rtjbench.start.warm_reference";

    private StartMode() {}

    /** Whether the point asks for cold starts ({@code start=cold}), whichever fork of it this is. */
    public static boolean coldPoint(Config config) {
        return COLD.equals(config.getString(CommonArgs.START));
    }

    /** Whether this run starts cold: a cold point, and not its warm reference fork. */
    public static boolean cold(Config config) {
        return coldPoint(config) && !Boolean.getBoolean(WARM_REFERENCE_PROPERTY);
    }
}
